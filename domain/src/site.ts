/** The site's name: page titles, link previews, feeds. */
export const SITE_NAME = 'Northwind Digital';

export const SITE_DESCRIPTION =
  'Web, software and app development, technical consulting and data management for startups and small businesses.';

/** The blog's feeds, linked from every page's head. */
export const BLOG_FEEDS = { rss: '/blog/rss.xml', atom: '/blog/atom.xml' } as const;

/** Posts a feed carries: the latest published ones. */
export const FEED_ITEM_COUNT = 20;
