import type { BrowserContext } from 'playwright-core';
import { E2E_ADMIN, openBrowser, site, siteRest, submitLogin, watchedPage, type WatchedPage } from './support/browser';

/**
 * Moving from an old site: a visitor follows an old link and finds nothing; the owner sees
 * that URL among the missing ones, clicks "Redirect to…", and the next visitor lands on the
 * page it now lives at. The site is shared with other files: the path is unique to this run
 * and its redirect is removed at the end.
 */

jest.setTimeout(120_000);

const OLD_PATH = `/old-services-${Date.now().toString(36)}.html`;
/** Headless Chromium names itself in its User-Agent and is rightly taken for a bot: the visitor's browser says what a person's would. */
const PERSON = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';

let ownerContext: BrowserContext;
let visitorContext: BrowserContext;
let owner: WatchedPage;
let visitor: WatchedPage;
let token = '';

beforeAll(async () => {
  ownerContext = await openBrowser();
  visitorContext = await openBrowser();
  await visitorContext.setExtraHTTPHeaders({ 'User-Agent': PERSON });
  owner = await watchedPage(ownerContext);
  visitor = await watchedPage(visitorContext);
});

afterAll(async () => {
  if (token) {
    const { redirects } = await siteRest<{ redirects: Array<{ _id: string; fromPath: string }> }>('GET', `/api/redirects?q=${encodeURIComponent(OLD_PATH)}`, undefined, token);
    for (const redirect of redirects) await siteRest('DELETE', `/api/redirects/${redirect._id}`, undefined, token);
  }
  await ownerContext?.close();
  await visitorContext?.close();
});

test('the owner redirects a missing URL a visitor asked for, and the next visitor lands on the page', async () => {
  const missed = await visitor.page.goto(OLD_PATH);
  expect(missed?.status()).toBe(404);

  const { page } = owner;
  await submitLogin(page, E2E_ADMIN.email, E2E_ADMIN.password);
  await page.waitForURL('**/admin/**');
  token = (await page.evaluate(() => localStorage.getItem('token'))) ?? '';
  await page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Redirects' }).click();
  await page.waitForURL('**/admin/redirects');
  await page.getByRole('searchbox', { name: 'Search missing URLs' }).fill(OLD_PATH);
  const row = page.getByTestId('missing-row').filter({ hasText: OLD_PATH });
  await row.waitFor();
  expect(await row.getByRole('cell').nth(1).textContent()).toBe('1');

  await row.getByRole('button', { name: `Redirect to… (from ${OLD_PATH})` }).click();
  const dialog = page.getByRole('dialog', { name: 'Redirect to…' });
  expect(await dialog.getByLabel('From path').inputValue()).toBe(OLD_PATH);
  await dialog.getByLabel('To').fill('/portfolio');
  await dialog.getByRole('button', { name: 'Save redirect' }).click();
  await page.getByText('Redirect created successfully').waitFor();
  await dialog.waitFor({ state: 'detached' });
  await page.getByTestId('redirect-row').filter({ hasText: OLD_PATH }).waitFor();
  expect(await page.getByTestId('missing-row').filter({ hasText: OLD_PATH }).count()).toBe(0);

  const landed = await visitor.page.goto(OLD_PATH);
  expect(landed?.status()).toBe(200);
  expect(new URL(visitor.page.url()).pathname).toBe('/portfolio');
  await visitor.page.getByRole('heading', { level: 1 }).first().waitFor();
  expect(owner.errors).toEqual([]);
  expect(visitor.foreignRequests).toEqual([]);
});
