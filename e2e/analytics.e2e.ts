import type { Browser, Page, Response } from 'playwright-core';
import { E2E_ADMIN, desktopUserAgent, openBrowser, sharedBrowser, site, siteRest, useOwnSite, watchedPage } from './support/browser';

/**
 * Cookieless analytics as visitors use the site: the accuracy run (200 page
 * views from 40 visitors in CI, 1,000 from 200 with ANALYTICS_E2E_VISITORS=200; each a browser context of its own with its own
 * address and user agent, landing by full loads and moving on by client-side
 * links) read back from the summary within ±2%; and every public page type
 * answered without a cookie or a request to another host. The file has a site
 * of its own (its counts are exact), trusting X-Forwarded-For so that each
 * visitor has an address of its own, as behind the production proxy.
 */

// 40 browsers' worth of page loads take about 2 minutes on two cores shared with other work; 200 about 9 (docs/performance.md).
jest.setTimeout(900_000);
useOwnSite({ TRUST_PROXY: 'true' });

const VISITORS = Number(process.env.ANALYTICS_E2E_VISITORS ?? 40);
const LINKS = ['Portfolio', 'Solutions', 'Blogs', 'About Us'];
const VIEWS = VISITORS * (1 + LINKS.length);
/** Visitors browsing at once: enough to keep two cores busy. */
const AT_ONCE = 6;
/** One visitor in four arrives from a LinkedIn campaign link. */
const CAMPAIGN_EVERY = 4;

let token: string;
beforeAll(async () => {
  ({ token } = await siteRest<{ token: string }>('POST', '/api/admin/login', E2E_ADMIN));
});

/** Visitor n's browser: desktop Chrome or an iPhone, each of its own version, so no two are alike. */
function userAgentOf(visitor: number): string {
  if (visitor % 2 === 0) return desktopUserAgent().replace(/Chrome\/\d+\.0\.0\.0/, `Chrome/${100 + (visitor % 60)}.0.${visitor}.0`);
  return `Mozilla/5.0 (iPhone; CPU iPhone OS 17_${visitor % 8} like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.${visitor} Mobile/15E148 Safari/604.1`;
}

const isBeacon = (response: Response) => response.url().endsWith('/api/analytics/view') && response.request().method() === 'POST';

/** Does `act` and waits for the page view's beacon to be answered. */
async function viewed(page: Page, act: () => Promise<unknown>): Promise<void> {
  const sent = page.waitForResponse(isBeacon, { timeout: 30_000 });
  await act();
  expect((await sent).status()).toBe(200);
}

/** Visitor n: a browser context of its own (its own storage and caches), user agent and address. */
async function visit(browser: Browser, visitor: number): Promise<void> {
  const context = await browser.newContext({
    userAgent: userAgentOf(visitor),
    extraHTTPHeaders: { 'X-Forwarded-For': `198.18.${visitor >> 8}.${visitor & 255}` },
    baseURL: site().baseUrl,
  });
  // Images tell nothing here and cost the run its time.
  await context.route(/\.(png|jpe?g|webp|avif|gif)(\?.*)?$/, (route) => route.abort());
  try {
    const page = await context.newPage();
    const landing = visitor % CAMPAIGN_EVERY === 0 ? '/?utm_source=linkedin&utm_medium=social&utm_campaign=q3' : '/';
    await viewed(page, () => page.goto(landing));
    // The links then move on in the browser (a link used before the app has loaded is a full load: one view all the same).
    await page.waitForFunction(() => performance.getEntriesByType('resource').some((entry) => entry.name.includes('/assets/app-')));
    for (const name of LINKS) {
      await viewed(page, () => page.getByRole('navigation').getByRole('link', { name, exact: true }).first().click());
    }
  } finally {
    await context.close();
  }
}

interface Summary {
  views: number;
  visitors: number;
  sources: Array<{ source: string; visitors: number }>;
  campaigns: Array<{ source: string; medium: string; campaign: string; visitors: number }>;
  devices: Array<{ type: string; visitors: number }>;
}

const within2Percent = (measured: number, actual: number) => expect(Math.abs(measured - actual)).toBeLessThanOrEqual(actual * 0.02);

it(`reports ${VIEWS} page views from ${VISITORS} visitors within 2%`, async () => {
  const started = Date.now();
  const browser = await sharedBrowser();
  let next = 0;
  const worker = async () => {
    for (let visitor = next++; visitor < VISITORS; visitor = next++) await visit(browser, visitor);
  };
  await Promise.all(Array.from({ length: AT_ONCE }, worker));
  const { data } = await siteRest<{ data: Summary }>('GET', '/api/analytics/summary?days=7', undefined, token);
  console.log(`Accuracy run: ${VIEWS} views from ${VISITORS} visitors in ${Math.round((Date.now() - started) / 1000)} s; reported ${data.views} views, ${data.visitors} visitors`);
  within2Percent(data.views, VIEWS);
  within2Percent(data.visitors, VISITORS);
  expect(data.campaigns).toEqual([{ source: 'linkedin', medium: 'social', campaign: 'q3', visitors: VISITORS / CAMPAIGN_EVERY }]);
  expect(data.sources).toEqual(expect.arrayContaining([{ source: 'linkedin', visitors: VISITORS / CAMPAIGN_EVERY }]));
  expect(data.devices).toEqual(expect.arrayContaining([{ type: 'desktop', visitors: VISITORS / 2 }, { type: 'mobile', visitors: VISITORS / 2 }]));
});

it('sets no cookie and asks no other host on any public page type', async () => {
  const [{ portfolios }, { blogs }] = await Promise.all([
    siteRest<{ portfolios: Array<{ slug: string }> }>('GET', '/api/portfolio/all?limit=1'),
    siteRest<{ blogs: Array<{ slug: string }> }>('GET', '/api/blog/all?limit=1'),
  ]);
  const pages = [
    '/', '/solutions', '/about', '/contact', '/portfolio', `/portfolio/${portfolios[0].slug}`, '/blog', `/blog/${blogs[0].slug}`,
    '/search?q=app', '/subscription', '/no-such-page',
  ];
  const context = await openBrowser();
  try {
    const watched = await watchedPage(context);
    const cookies: string[] = [];
    watched.page.on('response', (response) => {
      void response.headerValue('set-cookie').then((value) => value && cookies.push(`${response.url()}: ${value}`));
    });
    for (const path of pages) {
      await viewed(watched.page, () => watched.page.goto(path));
      expect(await watched.page.evaluate(() => document.cookie)).toBe('');
    }
    // And a page reached by a link, as most are.
    await viewed(watched.page, () => watched.page.getByRole('navigation').getByRole('link', { name: 'About Us', exact: true }).first().click());
    expect(cookies).toEqual([]);
    expect(watched.foreignRequests).toEqual([]);
    expect(await context.cookies()).toEqual([]);
  } finally {
    await context.close();
  }
});
