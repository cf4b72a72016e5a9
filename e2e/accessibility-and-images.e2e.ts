import fs from 'node:fs';
import path from 'node:path';
import type { BrowserContext, Page } from 'playwright-core';
import { openBrowser, site, useOwnSite, watchedPage } from './support/browser';

/**
 * Every public page type is clean under axe-core (from npm) at phone and desktop
 * sizes, also once scrolled through (carousels and marquees loaded), with no
 * Content-Security-Policy violation or other console error; and images far below
 * the fold are not requested before the visitor scrolls.
 */

jest.setTimeout(180_000);
// Its own site with the demo content: on the shared one, another file's project (the one with the most
// images, picked here) can be deleted by its own clean-up while this file visits it.
useOwnSite();

const AXE_SOURCE = fs.readFileSync(path.join(__dirname, '..', 'node_modules', 'axe-core', 'axe.min.js'), 'utf8');
const SIZES = { phone: { width: 390, height: 844 }, desktop: { width: 1280, height: 800 } } as const;
/** Chromium requests a lazy image once it is within 1250 px (fast connections) to 2500 px (slow ones) of the viewport. */
const LAZY_LOAD_DISTANCE = 2500;

async function detailPaths() {
  const get = async <T>(url: string) => (await (await fetch(`${site().baseUrl}${url}`)).json()) as T;
  const { portfolios } = await get<{ portfolios: { slug: string; images_url: string[] }[] }>('/api/portfolio/all');
  const { blogs } = await get<{ blogs: { slug: string }[] }>('/api/blog/all');
  const project = [...portfolios].sort((a, b) => b.images_url.length - a.images_url.length)[0];
  return { project: `/portfolio/${project.slug}`, post: `/blog/${blogs[0].slug}` };
}

const scrollThrough = (page: Page) =>
  page.evaluate(async () => {
    for (let y = 0; y < document.documentElement.scrollHeight; y += window.innerHeight / 2) {
      window.scrollTo(0, y);
      await new Promise((resolve) => setTimeout(resolve, 80));
    }
    window.scrollTo(0, 0);
  });

/** axe-core's violations, each as `rule: targets`. Evaluated through the DevTools protocol, so the page's CSP does not apply to it. */
async function axeViolations(page: Page): Promise<string[]> {
  await page.evaluate(AXE_SOURCE);
  const violations = await page.evaluate(async () => {
    const result = await (window as unknown as { axe: { run(): Promise<{ violations: { id: string; nodes: { target: unknown[] }[] }[] }> } }).axe.run();
    return result.violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => JSON.stringify(node.target)).join(' ')}`);
  });
  return violations;
}

describe.each(Object.entries(SIZES))('axe-core at %s size', (_name, viewport) => {
  let context: BrowserContext;
  let paths: Awaited<ReturnType<typeof detailPaths>>;
  beforeAll(async () => {
    context = await openBrowser(viewport);
    paths = await detailPaths();
  });
  afterAll(async () => {
    await context?.close();
  });

  test.each(['/', '/solutions', '/portfolio', 'project', '/blog', 'post', '/about', '/contact'])('%s has no violations, before and after scrolling, and no console error', async (which) => {
    const url = which === 'project' ? paths.project : which === 'post' ? paths.post : which;
    const watched = await watchedPage(context);
    const { page } = watched;
    await page.goto(url, { waitUntil: 'networkidle' });
    expect([url, await axeViolations(page)]).toEqual([url, []]);
    await scrollThrough(page);
    await page.waitForLoadState('networkidle');
    expect([url, 'scrolled', await axeViolations(page)]).toEqual([url, 'scrolled', []]);
    expect(watched.errors).toEqual([]);
    expect(watched.foreignRequests).toEqual([]);
    await page.close();
  });
});

describe('images below the fold', () => {
  test('a phone on / requests no image far below the fold before scrolling, and gets them on scrolling', async () => {
    const context = await openBrowser(SIZES.phone);
    const page = await context.newPage();
    await page.goto('/', { waitUntil: 'networkidle' });
    /** The candidate URLs of the images that start beyond the lazy-loading distance, and whether any was requested. */
    const farImages = () =>
      page.evaluate((distance) => {
        const requested = new Set(performance.getEntriesByType('resource').map((entry) => new URL(entry.name).pathname));
        const candidates = (image: HTMLImageElement) => {
          const sets = [image.srcset, ...[...(image.parentElement?.querySelectorAll('source') ?? [])].map((source) => source.srcset)];
          const urls = sets.flatMap((set) => set.split(',').map((part) => part.trim().split(/\s+/)[0])).filter(Boolean);
          return [image.getAttribute('src') ?? '', ...urls].filter(Boolean).map((url) => new URL(url, location.href).pathname);
        };
        const far = (image: HTMLImageElement) => image.getBoundingClientRect().top > window.innerHeight + distance;
        // A file that an image near the top shows too (a logo repeated further down) is rightly fetched.
        const nearUrls = new Set([...document.images].filter((image) => !far(image)).flatMap(candidates));
        return [...document.images]
          .filter((image) => far(image) && !candidates(image).some((url) => nearUrls.has(url)))
          .map((image) => {
            const { left, right } = image.getBoundingClientRect();
            // Within the page's width (not further along a sideways-scrolling row): scrolling down brings it into view.
            const inColumn = left < window.innerWidth && right > 0;
            return { urls: candidates(image), inColumn, requested: candidates(image).some((url) => requested.has(url)) };
          });
      }, LAZY_LOAD_DISTANCE);
    const before = await farImages();
    expect(before.length).toBeGreaterThan(0);
    expect(before.filter((image) => image.requested)).toEqual([]);
    await scrollThrough(page);
    await page.waitForLoadState('networkidle');
    const requestedAfter = await page.evaluate(() => performance.getEntriesByType('resource').map((entry) => new URL(entry.name).pathname));
    const inColumn = before.filter((image) => image.inColumn);
    expect(inColumn.length).toBeGreaterThan(0);
    for (const image of inColumn) expect([image.urls, image.urls.some((url) => requestedAfter.includes(url))]).toEqual([image.urls, true]);
    await context.close();
  });
});
