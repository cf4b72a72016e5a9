import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import type { BrowserContext } from 'playwright-core';
import { openBrowser, site, useOwnSite, watchedPage } from './support/browser';

/**
 * What crawlers get (robots.txt, sitemap.xml) and what the public pages cost:
 * the JavaScript budget of scripts/budget.mjs (170 KB gzip on / and on a project
 * page) and no admin code (MUI, notistack, draft-js) on public pages.
 */

jest.setTimeout(120_000);
// Its own site with the demo content: on the shared one, the newest project or post (visited below)
// can be another file's, deleted by that file's clean-up mid-visit.
useOwnSite();

const root = path.join(__dirname, '..');
const BUDGET_KB = 170;
/** Strings only the admin bundle holds: MUI's class names, notistack, draft-js's editor. */
const ADMIN_MARKERS = ['MuiButtonBase', 'notistack', 'DraftEditor'];

let context: BrowserContext;
beforeAll(async () => {
  context = await openBrowser();
});
afterAll(async () => {
  await context?.close();
});

const get = (url: string) => fetch(`${site().baseUrl}${url}`);

/** The slugs of the first page of projects and posts, from the public API. */
async function firstSlugs() {
  const { portfolios } = (await (await get('/api/portfolio/all')).json()) as { portfolios: { slug: string }[] };
  const { blogs } = (await (await get('/api/blog/all')).json()) as { blogs: { slug: string }[] };
  return { portfolios: portfolios.map((item) => item.slug), blogs: blogs.map((item) => item.slug) };
}

describe('robots.txt and sitemap.xml', () => {
  test('robots.txt allows the site, keeps crawlers out of the admin and names the sitemap', async () => {
    const response = await get('/robots.txt');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/plain/);
    const lines = (await response.text()).split('\n');
    expect(lines).toEqual(expect.arrayContaining(['User-agent: *', 'Allow: /', 'Disallow: /admin', 'Disallow: /login']));
    expect(lines).toContain(`Sitemap: ${site().baseUrl}/sitemap.xml`);
  });

  test('sitemap.xml lists the public pages, every project and every post, each of which answers 200', async () => {
    const response = await get('/sitemap.xml');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^application\/xml/);
    const xml = await response.text();
    const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map(([, loc]) => loc);
    const base = site().baseUrl;
    for (const page of ['/', '/portfolio', '/solutions', '/about', '/contact', '/blog']) expect(locs).toContain(`${base}${page}`);
    const slugs = await firstSlugs();
    expect(slugs.portfolios.length).toBeGreaterThan(0);
    expect(slugs.blogs.length).toBeGreaterThan(0);
    for (const slug of slugs.portfolios) expect(locs).toContain(`${base}/portfolio/${slug}`);
    for (const slug of slugs.blogs) expect(locs).toContain(`${base}/blog/${slug}`);
    expect(xml).toMatch(/<lastmod>\d{4}-\d{2}-\d{2}T[\d:.]+Z<\/lastmod>/);

    const pages = [...locs.slice(0, 6), `${base}/portfolio/${slugs.portfolios[0]}`, `${base}/blog/${slugs.blogs[0]}`];
    for (const loc of pages) expect([loc, (await fetch(loc)).status]).toEqual([loc, 200]);
  });
});

describe('budgets', () => {
  test('scripts/budget.mjs measures at most 170 KB of gzipped JavaScript on / and a project page, without layout shift', async () => {
    const { stdout } = await promisify(execFile)(process.execPath, [path.join(root, 'scripts', 'budget.mjs'), '--url', site().baseUrl, '--json', '--no-lighthouse', '--pages', '/,project'], {
      cwd: root,
      timeout: 90_000,
    }).catch((error: { stdout?: string }) => ({ stdout: error.stdout ?? '' })); // over budget: the figures below say which
    expect(stdout).toMatch(/page\s+JS files\s+JS KB gzip\s+budget\s+CLS/);
    const report = JSON.parse(stdout.trim().split('\n').pop()!) as { pages: { page: string; jsFiles: number; jsKbGzip: number; cls: number }[] };
    expect(report.pages.map((page) => page.page)).toEqual(['/', expect.stringMatching(/^\/portfolio\/[\w-]+$/)]);
    for (const page of report.pages) {
      expect(page.jsFiles).toBeGreaterThan(0);
      expect(page.jsKbGzip).toBeGreaterThan(20);
      expect(page.jsKbGzip).toBeLessThanOrEqual(BUDGET_KB);
      expect(page.cls).toBeLessThanOrEqual(0.1);
    }
  });

  test.each(['/', '/portfolio', 'project', '/blog', 'post'])('%s loads no admin code and stays within the JavaScript budget', async (which) => {
    const slugs = await firstSlugs();
    const url = which === 'project' ? `/portfolio/${slugs.portfolios[0]}` : which === 'post' ? `/blog/${slugs.blogs[0]}` : which;
    const watched = await watchedPage(context);
    const { page } = watched;
    const scripts: Promise<{ url: string; body: Buffer } | null>[] = [];
    page.on('response', (response) => {
      if (response.request().resourceType() !== 'script') return;
      scripts.push(response.body().then((body) => ({ url: response.url(), body }), () => null));
    });
    await page.goto(url, { waitUntil: 'networkidle' });
    const loaded = (await Promise.all(scripts)).filter((script) => script !== null);
    expect(loaded).toHaveLength(scripts.length);
    expect(loaded.length).toBeGreaterThan(0);
    for (const script of loaded) {
      expect(path.basename(new URL(script.url).pathname)).not.toMatch(/^AdminApp/);
      const text = script.body.toString('utf8');
      for (const marker of ADMIN_MARKERS) expect([script.url, marker, text.includes(marker)]).toEqual([script.url, marker, false]);
    }
    const gzipKb = loaded.reduce((sum, script) => sum + zlib.gzipSync(script.body, { level: 9 }).length, 0) / 1000;
    expect(gzipKb).toBeLessThanOrEqual(BUDGET_KB);
    expect(watched.errors).toEqual([]);
    expect(watched.foreignRequests).toEqual([]);
    await page.close();
  });
});
