import { Router, type Request } from 'express';
import type { ObjectLiteral, EntityTarget } from 'typeorm';
import { Blog } from '../blog/blog.entity';
import { Portfolio } from '../portfolio/portfolio.entity';
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

async function stamps<T extends ObjectLiteral & { id: string; updatedAt: Date }>(services: Services, entity: EntityTarget<T>) {
  const rows = await services.dataSource.getRepository(entity).find({
    select: { id: true, updatedAt: true } as never,
    order: { updatedAt: 'DESC' } as never,
  });
  return rows.map((row) => ({ id: row.id, updatedAt: new Date(row.updatedAt) }));
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
      const [projects, posts] = await Promise.all([stamps(services, Portfolio), stamps(services, Blog)]);
      const newest = { '/portfolio': projects[0]?.updatedAt, '/blog': posts[0]?.updatedAt } as Record<string, Date | undefined>;
      const entries: SitemapEntry[] = [
        ...PUBLIC_PAGES.map((path) => ({ path, lastmod: newest[path] })),
        ...projects.map((project) => ({ path: `/portfolio/${project.id}`, lastmod: project.updatedAt })),
        ...posts.map((post) => ({ path: `/blog/${post.id}`, lastmod: post.updatedAt })),
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
