import { Router, type Request } from 'express';
import type { AnyCollection } from '../content/collection';
import type { Services } from '../services';

/** The public pages every crawler should know, in the order the sitemap lists them. */
export const PUBLIC_PAGES = ['/', '/portfolio', '/solutions', '/about', '/contact', '/blog'] as const;

/** Paths crawlers are asked to leave alone: the admin panel and its login. */
export const DISALLOWED_PATHS = ['/admin', '/login'] as const;

interface SitemapEntry {
  path: string;
  lastmod?: Date;
}

function siteOrigin(request: Request, publicUrl?: string): string {
  return publicUrl ?? `${request.protocol}://${request.get('host')}`;
}

const escapeXml = (text: string) =>
  text.replace(/[<>&'"]/g, (char) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[char]!);

/** The item pages of a collection, newest change first. */
async function itemPages(services: Services, collection: AnyCollection): Promise<Required<SitemapEntry>[]> {
  const rows: Array<{ id: string; updatedAt: Date }> = await services.dataSource.getRepository(collection.entity).find({
    select: { id: true, updatedAt: true },
    order: { updatedAt: 'DESC' },
  });
  return rows.map((row) => ({ path: collection.publicPages!.item(row), lastmod: new Date(row.updatedAt) }));
}

export function robotsTxt(origin: string): string {
  return [
    'User-agent: *',
    'Allow: /',
    ...DISALLOWED_PATHS.map((path) => `Disallow: ${path}`),
    '',
    `Sitemap: ${origin}/sitemap.xml`,
    '',
  ].join('\n');
}

export function sitemapXml(origin: string, entries: SitemapEntry[]): string {
  const urls = entries.map(({ path, lastmod }) => {
    const location = `    <loc>${escapeXml(new URL(path, `${origin}/`).href)}</loc>`;
    return `  <url>\n${location}${lastmod ? `\n    <lastmod>${lastmod.toISOString()}</lastmod>` : ''}\n  </url>`;
  });
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}\n</urlset>\n`;
}

/**
 * GET /robots.txt and GET /sitemap.xml: the public pages, every portfolio
 * project and every blog post (lastmod from its updatedAt), with absolute URLs
 * on the configured public origin (PUBLIC_URL) or the request's own.
 */
export function seoRoutes(services: Services): Router {
  const router = Router();

  router.get('/robots.txt', (request, response) => {
    response.type('text/plain').set('Cache-Control', 'public, max-age=3600').send(robotsTxt(siteOrigin(request, services.config.publicUrl)));
  });

  router.get('/sitemap.xml', async (request, response, next) => {
    try {
      const published = services.collections.filter((collection) => collection.publicPages);
      const itemsOf = await Promise.all(published.map((collection) => itemPages(services, collection)));
      // A list page changes when its newest item does.
      const newest = new Map(published.map((collection, index) => [collection.publicPages!.list, itemsOf[index][0]?.lastmod]));
      const entries: SitemapEntry[] = [
        ...PUBLIC_PAGES.map((path) => ({ path, lastmod: newest.get(path) })),
        ...itemsOf.flat(),
      ];
      response
        .type('application/xml')
        .set('Cache-Control', 'public, max-age=300')
        .send(sitemapXml(siteOrigin(request, services.config.publicUrl), entries));
    } catch (error) {
      next(error);
    }
  });

  return router;
}
