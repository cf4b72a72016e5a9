import { Router, type Request, type Response } from 'express';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { AnyCollection } from '../../content/collections/collection';
import { siteOrigin } from '../../api/http/site-origin';
import { countRows } from '../../content/paging/paged-query';
import { visibleCondition, visibleWhere } from '../../content/publishing/visibility';
import type { Services } from '../../services';

/** The public pages every crawler should know, in the order the sitemap lists them. */
export const PUBLIC_PAGES = ['/', '/portfolio', '/solutions', '/about', '/contact', '/blog'] as const;

/** Paths crawlers are asked to leave alone: the admin panel and its login. */
const DISALLOWED_PATHS = ['/admin', '/login'] as const;

interface SitemapEntry {
  path: string;
  lastmod?: Date;
}


const escapeXml = (text: string) =>
  text.replace(/[<>&'"]/g, (char) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[char]!);

/** Rows read from the database at a time: a sitemap of any size never holds more. */
const SITEMAP_BATCH_ROWS = 1000;

/** The published collections: those with public item pages. */
const publishedOf = (services: Services) => services.collections.filter((collection) => collection.publicPages);

/** Only what the public may see: no drafts, nothing scheduled for later. */
const publicRows = (collection: AnyCollection) => (collection.publishing ? visibleWhere() : {});

/** When a list page last changed: when its newest-changed item did. */
async function listPageEntries(services: Services): Promise<SitemapEntry[]> {
  const newest = new Map<string, Date | undefined>();
  for (const collection of publishedOf(services)) {
    const [row] = await services.dataSource.getRepository(collection.entity).find({
      select: { id: true, updatedAt: true }, where: publicRows(collection), order: { updatedAt: 'DESC' }, take: 1,
    });
    newest.set(collection.publicPages!.list, row ? new Date(row.updatedAt) : undefined);
  }
  return PUBLIC_PAGES.map((path) => ({ path, lastmod: newest.get(path) }));
}

/**
 * Every URL of the site in one fixed order (the public pages, then each
 * collection's items oldest first: new items join the last part, and the
 * public-list index gives this order), from position `from` for `count` URLs,
 * a batch of rows at a time.
 */
async function* sitemapEntries(services: Services, counted: CountedCollection[], from: number, count: number): AsyncGenerator<SitemapEntry[]> {
  let skip = from;
  let left = count;
  const pages = await listPageEntries(services);
  const firstPages = pages.slice(skip, skip + left);
  if (firstPages.length) yield firstPages;
  skip = Math.max(0, skip - pages.length);
  left -= firstPages.length;
  for (const { collection, count: total } of counted) {
    if (left <= 0) return;
    const repo = services.dataSource.getRepository(collection.entity);
    if (skip >= total) {
      skip -= total;
      continue;
    }
    for (let offset = skip; left > 0 && offset < total;) {
      const rows: Array<{ id: string; slug: string; updatedAt: Date }> = await repo.find({
        select: { id: true, slug: true, updatedAt: true }, where: publicRows(collection), order: { createdAt: 'ASC', id: 'ASC' }, skip: offset, take: Math.min(left, SITEMAP_BATCH_ROWS),
      });
      if (rows.length === 0) break;
      yield rows.map((row) => ({ path: collection.publicPages!.item(row), lastmod: new Date(row.updatedAt) }));
      offset += rows.length;
      left -= rows.length;
    }
    skip = 0;
  }
}

/**
 * Each published collection with how many public items it has, counted (never
 * loaded) up to `cap` when given: enough to place one part of the sitemap, so
 * serving a part reads no more entries than the parts before it hold.
 */
type CountedCollection = { collection: AnyCollection; count: number };
const countedCollections = (services: Services, cap?: number): Promise<CountedCollection[]> =>
  Promise.all(publishedOf(services).map(async (collection) => {
    const query = services.dataSource.getRepository(collection.entity).createQueryBuilder('item');
    if (collection.publishing) {
      const { sql, params } = visibleCondition('item');
      query.where(sql, params);
    }
    return { collection, count: await countRows(query, cap) };
  }));

/** How many URLs the sitemap lists. */
const urlCount = (counted: CountedCollection[]) => PUBLIC_PAGES.length + counted.reduce((sum, { count }) => sum + count, 0);

function robotsTxt(origin: string): string {
  return [
    'User-agent: *',
    'Allow: /',
    ...DISALLOWED_PATHS.map((path) => `Disallow: ${path}`),
    '',
    `Sitemap: ${origin}/sitemap.xml`,
    '',
  ].join('\n');
}

const XML_HEADER = '<?xml version="1.0" encoding="UTF-8"?>\n';
const SITEMAP_NAMESPACE = 'http://www.sitemaps.org/schemas/sitemap/0.9';

function urlXml(origin: string, { path, lastmod }: SitemapEntry): string {
  const location = `    <loc>${escapeXml(new URL(path, `${origin}/`).href)}</loc>`;
  return `  <url>\n${location}${lastmod ? `\n    <lastmod>${lastmod.toISOString()}</lastmod>` : ''}\n  </url>\n`;
}

/** A `<urlset>` written a batch of URLs at a time. */
async function* urlsetXml(origin: string, batches: AsyncIterable<SitemapEntry[]>): AsyncGenerator<string> {
  yield `${XML_HEADER}<urlset xmlns="${SITEMAP_NAMESPACE}">\n`;
  for await (const entries of batches) yield entries.map((entry) => urlXml(origin, entry)).join('');
  yield '</urlset>\n';
}

/** The index of a sitemap split in `parts` files: /sitemap-1.xml … */
function sitemapIndexXml(origin: string, parts: number): string {
  const sitemaps = Array.from({ length: parts }, (_, index) => `  <sitemap>\n    <loc>${escapeXml(`${origin}/sitemap-${index + 1}.xml`)}</loc>\n  </sitemap>\n`);
  return `${XML_HEADER}<sitemapindex xmlns="${SITEMAP_NAMESPACE}">\n${sitemaps.join('')}</sitemapindex>\n`;
}

/**
 * GET /robots.txt and GET /sitemap.xml: the public pages, every portfolio
 * project and every blog post (lastmod from its updatedAt), with absolute URLs
 * on the configured public origin (PUBLIC_URL) or the request's own. Past
 * SITEMAP_URLS_PER_FILE URLs the sitemap is an index of parts; each is read
 * and written a batch of rows at a time, however many there are.
 */
export function seoRoutes(services: Services): Router {
  const router = Router();

  router.get('/robots.txt', (request, response) => {
    response.type('text/plain').set('Cache-Control', 'public, max-age=3600').send(robotsTxt(siteOrigin(request, services.config)));
  });

  const perFile = services.config.sitemapUrlsPerFile;
  const send = async (response: Response, body: string | AsyncIterable<string>) => {
    response.type('application/xml').set('Cache-Control', 'public, max-age=300');
    if (typeof body === 'string') response.send(body);
    else await pipeline(Readable.from(body), response);
  };

  // Up to SITEMAP_URLS_PER_FILE URLs: the sitemap itself; past it, the index of its parts.
  router.get('/sitemap.xml', async (request, response) => {
    const origin = siteOrigin(request, services.config);
    // Counted up to one more than a file holds: the exact total of a small site, or the sign of a large one.
    const counted = await countedCollections(services, perFile + 1);
    const total = urlCount(counted);
    if (total > perFile) return send(response, sitemapIndexXml(origin, Math.ceil(urlCount(await countedCollections(services)) / perFile)));
    await send(response, urlsetXml(origin, sitemapEntries(services, counted, 0, total)));
  });

  router.get(/^\/sitemap-(\d+)\.xml$/, async (request, response) => {
    const part = Number(request.params[0]);
    const counted = part >= 1 ? await countedCollections(services, part * perFile + 1) : [];
    const total = urlCount(counted);
    if (total <= perFile || part < 1 || total <= (part - 1) * perFile) {
      return response.status(404).type('text/plain').send('No such sitemap part');
    }
    const origin = siteOrigin(request, services.config);
    await send(response, urlsetXml(origin, sitemapEntries(services, counted, (part - 1) * perFile, perFile)));
  });

  return router;
}
