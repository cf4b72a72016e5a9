import type { BrowserContext } from 'playwright-core';
import { E2E_ADMIN, openBrowser, site, siteRest, VIEWPORTS, watchedPage } from './support/browser';

/** The site search: a word typed in the header's field finds the post, on its server-rendered, noindex page. */

let desktop: BrowserContext;
let phone: BrowserContext;
let slug: string;

beforeAll(async () => {
  const { token } = await siteRest<{ token: string }>('POST', '/api/admin/login', E2E_ADMIN);
  const added = await siteRest<{ blog: { slug: string } }>('POST', '/api/blog/add', {
    title: 'Lessons from the aardvark rollout',
    excerpt: 'What a small team learned shipping the aardvark booking app.',
    content: '<p>Plan, ship, listen.</p>',
  }, token);
  slug = added.blog.slug;
  desktop = await openBrowser(VIEWPORTS.desktop);
  phone = await openBrowser(VIEWPORTS.phone);
});

afterAll(async () => {
  await desktop?.close();
  await phone?.close();
});

test('a word typed in the header search field finds the post, its words marked, and the page is noindex', async () => {
  const { page, errors, foreignRequests } = await watchedPage(desktop);
  await page.goto('/');
  const field = page.getByRole('banner').getByRole('searchbox', { name: 'Search the site' });
  await field.fill('aardvark');
  await field.press('Enter');
  await page.waitForURL((url) => url.pathname === '/search' && url.searchParams.get('q') === 'aardvark');
  const result = page.getByRole('article').filter({ hasText: 'Lessons from the aardvark rollout' });
  await result.waitFor();
  expect(await result.locator('mark').first().textContent()).toBe('aardvark');
  expect(await page.locator('meta[name="robots"]').getAttribute('content')).toBe('noindex');
  await result.getByRole('link', { name: 'Lessons from the aardvark rollout' }).click();
  await page.waitForURL((url) => url.pathname === `/blog/${slug}`);
  await page.getByRole('heading', { level: 1, name: 'Lessons from the aardvark rollout' }).waitFor();
  // Leaving the search, the page is indexable again.
  await page.waitForFunction(() => document.title.startsWith('Lessons from the aardvark rollout'));
  expect(await page.locator('meta[name="robots"]').count()).toBe(0);
  expect(errors).toEqual([]);
  expect(foreignRequests).toEqual([]);

  // The server renders the page itself (a search works before and without scripts).
  const html = await (await fetch(`${site().baseUrl}/search?q=aardvark`)).text();
  expect(html).toContain('<meta name="robots" content="noindex">');
  expect(html).toContain('<mark>aardvark</mark>');
  const none = await (await fetch(`${site().baseUrl}/search?q=qwertyzz`)).text();
  expect(none).toContain('No results for “qwertyzz”.');
});

test('on a phone the field is in the menu', async () => {
  const { page } = await watchedPage(phone);
  await page.goto('/');
  await page.getByRole('button', { name: 'Open menu' }).click();
  const field = page.getByRole('dialog', { name: 'Menu' }).getByRole('searchbox', { name: 'Search the site' });
  await field.fill('aardvark');
  await field.press('Enter');
  await page.getByRole('article').filter({ hasText: 'Lessons from the aardvark rollout' }).waitFor();
});
