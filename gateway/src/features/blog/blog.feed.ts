import { BLOG_FEEDS, DEFAULT_SITE_SETTINGS, FEED_ITEM_COUNT, type SiteSettingsValues } from '@consultancy/domain';
import { Router, type Request } from 'express';
import { Feed } from 'feed';
import { siteOrigin } from '../../api/http/site-origin';
import { visibleWhere } from '../../content/publishing/visibility';
import type { Services } from '../../services';
import { Blog } from './blog.entity';

const SUMMARY_CHARS = 300;

/** Feed readers show content away from the site: its links and images must name it. */
const absoluteLinks = (html: string, origin: string) => html.replace(/\b(src|href)="\/(?![/\\])/g, `$1="${origin}/`);

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ', '#39': "'" };
/** The entities sanitized HTML uses, as text (the feed escapes its text itself). */
const decodeEntities = (text: string) => text.replace(/&(amp|lt|gt|quot|apos|nbsp|#39);/g, (_match, name: string) => ENTITIES[name]);

/** The post's own summary, else the start of its text. */
function summaryOf(post: Blog): string {
  if (post.excerpt.trim()) return post.excerpt.trim();
  const text = decodeEntities(post.content.replace(/<[^>]*>/g, ' ')).replace(/\s+/g, ' ').trim();
  return text.length > SUMMARY_CHARS ? `${text.slice(0, SUMMARY_CHARS).trimEnd()}…` : text;
}

/** The site's name and description as the feeds name them (the site-wide settings, handed in by the registry). */
type FeedSite = Pick<SiteSettingsValues, 'siteName' | 'defaultDescription'>;

/** The latest published posts (nothing scheduled for later, no drafts), newest first. */
async function feedOf(services: Services, request: Request, { siteName, defaultDescription }: FeedSite): Promise<Feed> {
  const origin = siteOrigin(request, services.config);
  const posts = await services.dataSource.getRepository(Blog).find({
    where: visibleWhere(), order: { publishAt: 'DESC', id: 'DESC' }, take: FEED_ITEM_COUNT,
  });
  const author = { name: siteName, link: origin };
  const feed = new Feed({
    title: `${siteName} blog`,
    description: defaultDescription,
    id: `${origin}/blog`,
    link: `${origin}/blog`,
    language: 'en',
    updated: posts[0] ? new Date(posts[0].updatedAt) : undefined,
    feedLinks: { rss: `${origin}${BLOG_FEEDS.rss}`, atom: `${origin}${BLOG_FEEDS.atom}` },
    author,
    copyright: `© ${siteName}`,
    generator: false,
  });
  for (const post of posts) {
    const link = `${origin}/blog/${post.slug}`;
    feed.addItem({
      title: post.title,
      id: link,
      link,
      date: new Date(post.publishAt),
      published: new Date(post.publishAt),
      description: summaryOf(post),
      // Stored already sanitized (sanitize/rich-text.ts on every write).
      content: absoluteLinks(post.content, origin),
      author: [author],
      category: post.category ? [{ name: post.category }] : undefined,
      image: post.featuredImage ? new URL(post.featuredImage, `${origin}/`).href : undefined,
    });
  }
  return feed;
}

/** GET /blog/rss.xml (RSS 2.0) and /blog/atom.xml (Atom 1.0): the latest 20 published posts. */
export function blogFeeds(services: Services, site: () => Promise<FeedSite> = async () => DEFAULT_SITE_SETTINGS): Router {
  const router = Router();
  router.get(BLOG_FEEDS.rss, async (request, response) => {
    const feed = await feedOf(services, request, await site());
    response.type('application/rss+xml').set('Cache-Control', 'public, max-age=300').send(feed.rss2());
  });
  router.get(BLOG_FEEDS.atom, async (request, response) => {
    const feed = await feedOf(services, request, await site());
    response.type('application/atom+xml').set('Cache-Control', 'public, max-age=300').send(feed.atom1());
  });
  return router;
}
