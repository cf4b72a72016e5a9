/** The site's name: page titles, link previews, feeds. */
export const SITE_NAME = 'Northwind Digital';

export const SITE_DESCRIPTION =
  'Web, software and app development, technical consulting and data management for startups and small businesses.';

/** The blog's feeds, linked from every page's head. */
export const BLOG_FEEDS = { rss: '/blog/rss.xml', atom: '/blog/atom.xml' } as const;

/** Posts a feed carries: the latest published ones. */
export const FEED_ITEM_COUNT = 20;

/** Where the company's logo is when no stored image is chosen as the organization logo. */
export const DEFAULT_ORGANIZATION_LOGO = '/favicon.svg';

/** The site-wide defaults an administrator edits on the Settings screen. */
export interface SiteSettingsValues {
  /** After every page title (`Blog | Northwind Digital`), in link previews and feeds. */
  siteName: string;
  /** The meta description of pages that have none of their own. */
  defaultDescription: string;
  /** A stored image's URL (`/uploads/…`), or empty: the link-preview image of pages without an image. */
  defaultSocialImage: string;
  /** A stored image's URL, or empty for DEFAULT_ORGANIZATION_LOGO: the Organization's logo in JSON-LD. */
  organizationLogo: string;
}

export const SITE_SETTINGS_LIMITS = { siteName: 120, defaultDescription: 300 } as const;

/** The settings before an administrator changes them; also what the site shows when it cannot read them. */
export const DEFAULT_SITE_SETTINGS: SiteSettingsValues = {
  siteName: SITE_NAME,
  defaultDescription: SITE_DESCRIPTION,
  defaultSocialImage: '',
  organizationLogo: '',
};
