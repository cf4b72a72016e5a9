import type { BrowserContext, Download, Page } from 'playwright-core';
import { E2E_ADMIN, VIEWPORTS, downloadedText, multipart, openBrowser, site, siteRest, useOwnSite, watchedPage, type WatchedPage } from './support/browser';

/**
 * Paged lists as crawlers, visitors and the administrator meet them: the public
 * /portfolio and /blog pages with their page links, canonical URL, rel=prev/next
 * and a 404 past the end; the admin panel paging, searching and exporting a list
 * larger than one page. The file runs on its own demo site, so the posts and
 * projects it adds move no other file's items to another page; page counts are
 * still read from the API rather than assumed.
 */

jest.setTimeout(120_000);
useOwnSite();

const suffix = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
const CATEGORY = 'Data Management';
const PORTFOLIO_PAGE_SIZE = 6;
const BLOG_PAGE_SIZE = 9;
/** More than one page of subscriptions at the admin's first page size (10). */
const SUBSCRIBERS = Array.from({ length: 12 }, (_, index) => `pager${index + 1}-${suffix}@e2e.test`);

let token = '';
let context: BrowserContext;
let phone: BrowserContext;

/** REST calls as the signed-in administrator of this file. */
const rest = <T>(method: string, url: string, body?: FormData | object) => siteRest<T>(method, url, body, token);

/** How many pages a public list has now, from the API. */
async function pagesOf(list: 'portfolio' | 'blog', query: string): Promise<number> {
  const { pages } = await siteRest<{ pages: number }>('GET', `/api/${list}/all?${query}`);
  return pages;
}

/**
 * The head's link of a relation (canonical, prev, next) as the document has it now, or null.
 * Read at once rather than waited for: the server's head is parsed before `load`, and
 * the page replaces its tags within one task. Two links of one relation read as an error.
 */
const headLink = (page: Page, rel: string) => page.evaluate((relation) => {
  const links = document.head.querySelectorAll(`link[rel="${relation}"]`);
  return links.length > 1 ? `${links.length} links rel=${relation}` : links[0]?.getAttribute('href') ?? null;
}, rel);

function expectClean(watched: WatchedPage) {
  expect(watched.errors).toEqual([]);
  expect(watched.foreignRequests).toEqual([]);
}

beforeAll(async () => {
  ({ token } = await rest<{ token: string }>('POST', '/api/admin/login', E2E_ADMIN));
  // Two pages' worth in one category, and more than one page of posts, whatever else exists.
  for (let index = 1; index <= PORTFOLIO_PAGE_SIZE + 1; index += 1) {
    await rest('POST', '/api/portfolio/add', multipart({ category: CATEGORY, projectName: `Pager ${suffix} ${index}`, description: '<p>Paging.</p>' }));
  }
  for (let index = 1; index <= BLOG_PAGE_SIZE + 1; index += 1) {
    await rest('POST', '/api/blog/add', multipart({ title: `Pager post ${suffix} ${index}`, content: '<p>Paging.</p>' }));
  }
  for (const email of SUBSCRIBERS) await siteRest('POST', '/api/subscription/subscribe', { email, source: 'desktop_footer' });
  context = await openBrowser(VIEWPORTS.desktop);
  phone = await openBrowser(VIEWPORTS.phone);
});

afterAll(async () => {
  await context?.close();
  await phone?.close();
});

describe('public paged lists', () => {
  test('/portfolio?category=…&page=2: server-rendered with page links, canonical and rel=prev/next', async () => {
    const pages = await pagesOf('portfolio', `limit=${PORTFOLIO_PAGE_SIZE}&category=${encodeURIComponent(CATEGORY)}`);
    expect(pages).toBeGreaterThanOrEqual(2);
    const base = site().baseUrl;
    const listUrl = (page: number) => `/portfolio?category=Data%20Management${page > 1 ? `&page=${page}` : ''}`;

    // What a crawler gets: the HTML of the page, before any script runs.
    const html = await (await fetch(`${base}${listUrl(2)}`)).text();
    expect(html).toContain(`<link rel="canonical" href="${base}/portfolio?category=Data%20Management&#38;page=2">`);
    expect(html).toContain(`<link rel="prev" href="${base}/portfolio?category=Data%20Management">`);
    if (pages > 2) expect(html).toContain(`<link rel="next" href="${base}/portfolio?category=Data%20Management&#38;page=3">`);
    else expect(html).not.toContain('rel="next"');
    expect(html).toMatch(/<a[^>]+href="\/portfolio\?category=Data%20Management"[^>]*rel="prev"|<a[^>]+rel="prev"[^>]*href="\/portfolio\?category=Data%20Management"/);

    const watched = await watchedPage(context);
    const { page } = watched;
    const answer = await page.goto(listUrl(1));
    expect(answer?.status()).toBe(200);
    expect(await headLink(page, 'canonical')).toBe(`${base}/portfolio?category=Data%20Management`);
    expect(await headLink(page, 'prev')).toBeNull();
    expect(await headLink(page, 'next')).toBe(`${base}${listUrl(2)}`);
    expect(await page.locator('.portfolio-card').count()).toBe(PORTFOLIO_PAGE_SIZE);
    // Hydrated (it runs as a transition, after the load): the page's head is the code's now.
    await page.locator('head link[rel="canonical"][data-page-head]').waitFor({ state: 'attached' });

    // Following the Next link navigates in the browser (no new document), and the head follows.
    await page.evaluate(() => Object.assign(window, { sameDocument: true }));
    const pager = page.getByRole('navigation', { name: 'Project pages' });
    await pager.getByRole('link', { name: /Next/ }).click();
    await page.waitForURL(`**${listUrl(2)}`);
    await page.locator('.portfolio-list__summary', { hasText: /^Showing 7-/ }).waitFor();
    expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(true);
    expect(await pager.getByRole('link', { name: 'Page 2' }).getAttribute('aria-current')).toBe('page');
    await page.waitForFunction((href) => document.querySelector('link[rel="canonical"]')?.getAttribute('href') === href, `${base}${listUrl(2)}`);
    expect(await headLink(page, 'prev')).toBe(`${base}${listUrl(1)}`);
    expectClean(watched);
    await page.close();
  });

  test('/blog?page=2 has its own canonical URL and rel=prev; a page past the end is the 404 page', async () => {
    const pages = await pagesOf('blog', `limit=${BLOG_PAGE_SIZE}`);
    expect(pages).toBeGreaterThanOrEqual(2);
    const base = site().baseUrl;
    const watched = await watchedPage(phone);
    const { page } = watched;
    const answer = await page.goto('/blog?page=2');
    expect(answer?.status()).toBe(200);
    expect(await page.title()).toBe('Blog, page 2 | Northwind Digital');
    expect(await headLink(page, 'canonical')).toBe(`${base}/blog?page=2`);
    expect(await headLink(page, 'prev')).toBe(`${base}/blog`);
    expect(await headLink(page, 'next')).toBe(pages > 2 ? `${base}/blog?page=3` : null);
    const cards = await page.locator('.blog-card').count();
    expect(cards).toBeGreaterThanOrEqual(1);
    expect(cards).toBeLessThanOrEqual(BLOG_PAGE_SIZE);
    const pager = page.getByRole('navigation', { name: 'Blog pages' });
    expect(await pager.getByRole('link', { name: /Previous/ }).getAttribute('href')).toBe('/blog');
    // The pager fits a phone's width.
    const box = await pager.boundingBox();
    expect(box!.x).toBeGreaterThanOrEqual(0);
    expect(box!.x + box!.width).toBeLessThanOrEqual(VIEWPORTS.phone.width);

    expectClean(watched);
    const past = await page.goto(`/blog?page=${pages + 1}`);
    expect(past?.status()).toBe(404);
    await page.getByRole('heading', { level: 1, name: 'We could not find that page' }).waitFor();
    // The browser reports the page's own 404 status; nothing else may fail.
    expect(watched.errors).toEqual([expect.stringMatching(/status of 404/)]);
    expect(watched.foreignRequests).toEqual([]);
    await page.close();
  });

  test('a portfolio page past the end answers 404 with the not-found page', async () => {
    const pages = await pagesOf('portfolio', `limit=${PORTFOLIO_PAGE_SIZE}&category=${encodeURIComponent(CATEGORY)}`);
    const response = await fetch(`${site().baseUrl}/portfolio?category=Data%20Management&page=${pages + 1}`);
    expect(response.status).toBe(404);
    expect(await response.text()).toContain('We could not find that page');
  });
});

describe('admin paged lists', () => {
  let admin: WatchedPage;
  let page: Page;

  beforeAll(async () => {
    admin = await watchedPage(context);
    page = admin.page;
    await page.goto('/login');
    await page.getByLabel('Email', { exact: true }).fill(E2E_ADMIN.email);
    await page.getByLabel('Password').fill(E2E_ADMIN.password);
    await page.getByRole('button', { name: 'Login' }).click();
    await page.waitForURL('**/admin/dashboard');
  });

  const rows = () => page.getByTestId('subscription-row');
  /** The pagination label changes with the click; the rows when the page's answer arrives. */
  const rowCount = (count: number) =>
    page.waitForFunction((expected) => document.querySelectorAll('[data-testid="subscription-row"]').length === expected, count);
  /** Types a search and waits until the list has been asked for it (typing is debounced). */
  async function search(label: string, text: string) {
    const answered = page.waitForResponse((response) => response.url().endsWith('/graphql') && (response.request().postData() ?? '').includes(`"q":"${text}"`));
    await page.getByRole('searchbox', { name: label }).fill(text);
    await answered;
  }
  const shown = () => page.locator('.MuiTablePagination-displayedRows').textContent();

  test('subscriptions: search, page through and change the page size of a list longer than a page', async () => {
    await page.goto('/admin/subscriptions');
    await page.getByRole('heading', { name: 'Email Subscriptions' }).waitFor();
    await search('Search subscriptions', suffix);
    await page.waitForFunction(() => document.querySelector('.MuiTablePagination-displayedRows')?.textContent === '1–10 of 12');
    expect(await rows().count()).toBe(10);
    expect(await rows().allTextContents()).toEqual(expect.arrayContaining([expect.stringContaining(suffix)]));

    await page.getByRole('button', { name: 'Go to next page' }).click();
    await page.waitForFunction(() => document.querySelector('.MuiTablePagination-displayedRows')?.textContent === '11–12 of 12');
    await rowCount(2);
    expect(await rows().count()).toBe(2);

    await page.getByRole('combobox', { name: /Per page/ }).click();
    await page.getByRole('option', { name: '25' }).click();
    await page.waitForFunction(() => document.querySelector('.MuiTablePagination-displayedRows')?.textContent === '1–12 of 12');
    await rowCount(12);
    expect(await rows().count()).toBe(12);
    expect(await shown()).toBe('1–12 of 12');

    // A filter with no match empties the table; the counters stay those of the whole list.
    await page.getByRole('combobox', { name: 'Filter by status' }).click();
    await page.getByRole('option', { name: 'unsubscribed' }).click();
    await page.getByText('Nothing matches this search.').waitFor();
    expect(Number(await page.getByRole('group', { name: 'Total' }).getByTestId('stat-value').textContent())).toBeGreaterThanOrEqual(SUBSCRIBERS.length);
    expect(admin.errors).toEqual([]);
  });

  test("subscriptions: Export CSV downloads the server's file with every matching row, not only the page shown", async () => {
    await page.goto('/admin/subscriptions');
    await search('Search subscriptions', suffix);
    await page.waitForFunction(() => document.querySelector('.MuiTablePagination-displayedRows')?.textContent === '1–10 of 12');
    const [download] = (await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Export CSV' }).click()])) as [Download, void];
    await page.getByText('Subscriptions exported successfully').waitFor();
    expect(download.suggestedFilename()).toMatch(/^subscriptions-\d{4}-\d{2}-\d{2}\.csv$/);
    const lines = (await downloadedText(download)).replace(/^\uFEFF/, '').split('\r\n').filter(Boolean);
    expect(lines[0]).toMatch(/^Email,Status,Source,Subscribed At,Visit Source,/);
    expect(lines.slice(1).map((line) => line.split(',')[0]).sort()).toEqual([...SUBSCRIBERS].sort());
  });

  test('projects: the portfolio list searches and filters by category on the server', async () => {
    await page.goto('/admin/portfolio');
    const list = page.getByRole('region', { name: 'Portfolio Projects' });
    await list.getByRole('searchbox', { name: 'Search projects' }).fill(`Pager ${suffix}`);
    await list.getByRole('listitem', { name: `Pager ${suffix} 1`, exact: true }).waitFor();
    await page.waitForFunction(() => document.querySelector('.MuiTablePagination-displayedRows')?.textContent === '1–7 of 7');
    await list.getByRole('combobox', { name: 'Filter by category' }).click();
    await page.getByRole('option', { name: 'Web App' }).click();
    await list.getByText('Nothing matches this search.').waitFor();
    expect(admin.errors).toEqual([]);
    expect(admin.foreignRequests).toEqual([]);
  });
});
