import type { BrowserContext, Page } from 'playwright-core';
import { E2E_ADMIN, VIEWPORTS, openBrowser, watchedPage, type WatchedPage } from './support/browser';

/**
 * The admin panel's frame: login (and a refused login), the guard, the dashboard,
 * the sidebar, the phone menu and logout. The server and database are shared with
 * other test files: no global count is asserted exactly.
 */

jest.setTimeout(90_000);

let context: BrowserContext;
let phone: BrowserContext;
let outage: BrowserContext;
let watched: WatchedPage;
let page: Page;

beforeAll(async () => {
  context = await openBrowser(VIEWPORTS.desktop);
  watched = await watchedPage(context);
  page = watched.page;
});

afterAll(async () => {
  await context?.close();
  await phone?.close();
  await outage?.close();
});

const base64url = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
const fakeJwt = (exp: number) => `${base64url({ alg: 'HS256', typ: 'JWT' })}.${base64url({ sub: 'e2e', exp })}.not-a-real-signature`;

async function login(target: Page) {
  await target.goto('/login');
  await target.getByLabel('Email', { exact: true }).fill(E2E_ADMIN.email);
  await target.getByLabel('Password').fill(E2E_ADMIN.password);
  await target.getByRole('button', { name: 'Login' }).click();
  await target.waitForURL('**/admin/dashboard');
}

/** Waits until `read` gives a value `accept` takes (no fixed sleeps); returns it. */
async function until<T>(read: () => Promise<T>, accept: (value: T) => boolean, timeout = 15_000): Promise<T> {
  const deadline = Date.now() + timeout;
  let value = await read();
  while (!accept(value) && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 100));
    value = await read();
  }
  return value;
}

const storedToken = (target: Page) => target.evaluate(() => localStorage.getItem('token'));

test('a wrong password shows the server message and stores no token', async () => {
  await page.goto('/login');
  await page.getByLabel('Email', { exact: true }).fill(E2E_ADMIN.email);
  await page.getByLabel('Password').fill('definitely-not-the-password');
  await page.getByRole('button', { name: 'Login' }).click();
  await page.getByText('Invalid email or password').waitFor();
  expect(new URL(page.url()).pathname).toBe('/login');
  expect(await storedToken(page)).toBeNull();
});

test('without a token /admin bounces to /login', async () => {
  await page.goto('/admin');
  await page.waitForURL('**/login');
  await page.goto('/admin/contacts');
  await page.waitForURL('**/login');
  await page.getByRole('button', { name: 'Login' }).waitFor();
  // Signing in here would come back to /admin/contacts (the browser keeps that in this
  // page's history entry, even when /login is opened again): the next test starts elsewhere.
  await page.goto('/');
});

test('logging in stores the token and opens the dashboard with its four cards', async () => {
  await login(page);
  const token = await storedToken(page);
  expect(token).toMatch(/^[\w-]+\.[\w-]+\.[\w-]+$/);

  await page.getByRole('heading', { name: 'Dashboard', level: 1 }).waitFor();
  for (const label of ['Total Portfolios', 'Blog Posts', 'Testimonials', 'Total Views']) {
    const value = page.getByRole('group', { name: label }).getByTestId('stat-value');
    const text = await until(async () => (await value.textContent())?.trim() ?? '', (t) => /^\d[\d,]*$/.test(t));
    expect(text).toMatch(/^\d[\d,]*$/);
  }
  // The demo content has portfolios, so there is recent activity with type tags and views.
  const recent = page.getByRole('region', { name: 'Recent Activity' });
  await recent.getByText(/\d+ views/).first().waitFor();
  expect(await recent.getByRole('listitem').count()).toBeGreaterThan(0);
  expect(await recent.getByRole('listitem').count()).toBeLessThanOrEqual(5);
  const tags = await recent.getByRole('listitem').evaluateAll((items) => items.map((item) => item.textContent ?? ''));
  for (const tag of tags) expect(tag).toMatch(/^(Portfolio|Blog|Testimonial|Team member)/);

  // Analytics answered (the token is valid): no fallback marker.
  const live = await until(async () => (await page.getByTestId('live-visitors').textContent()) ?? '', (t) => /^\d+ live visitors?/.test(t));
  expect(live).toMatch(/^\d+ live visitors?$/);
  await page.getByText(/Last updated: /).waitFor();

  const quick = page.getByRole('region', { name: 'Quick Actions' });
  expect(await quick.getByRole('link').evaluateAll((links) => links.map((link) => new URL((link as HTMLAnchorElement).href).pathname))).toEqual([
    '/admin/portfolio', '/admin/blogs', '/admin/testimonials', '/admin/team',
  ]);
  const overview = page.getByRole('region', { name: 'Analytics Overview' });
  expect(await overview.locator('dd').count()).toBe(3);
});

test('/admin alone shows the dashboard with Dashboard highlighted', async () => {
  await page.goto('/admin');
  await page.getByRole('heading', { name: 'Dashboard', level: 1 }).waitFor();
  const sidebar = page.getByRole('navigation', { name: 'Admin' });
  expect(await sidebar.getByRole('link', { name: 'Dashboard', exact: true }).getAttribute('aria-current')).toBe('page');
  expect(await sidebar.getByRole('link', { name: 'Portfolio', exact: true }).getAttribute('aria-current')).toBeNull();
});

test('the sidebar reaches every admin screen, each scrolled to the top', async () => {
  const screens: [string, string, string][] = [
    ['Pages', '/admin/pages', 'Home page'],
    ['Portfolio', '/admin/portfolio', 'Portfolio'],
    ['Testimonials', '/admin/testimonials', 'Testimonial'],
    ['Blogs', '/admin/blogs', 'Blog'],
    ['Team', '/admin/team', 'Team Management'],
    ['Media', '/admin/media', 'Media'],
    ['Statistics', '/admin/statistics', 'Statistics Management'],
    ['Subscriptions', '/admin/subscriptions', 'Email Subscriptions'],
    ['Contacts', '/admin/contacts', 'Contact Messages'],
    ['Footer', '/admin/footer', 'Footer Management'],
    ['Settings', '/admin/settings', 'Settings'],
    ['Webhooks', '/admin/webhooks', 'Webhooks'],
    ['Activity', '/admin/activity', 'Activity'],
    ['Dashboard', '/admin/dashboard', 'Dashboard'],
  ];
  const sidebar = page.getByRole('navigation', { name: 'Admin' });
  for (const [link, path, heading] of screens) {
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await sidebar.getByRole('link', { name: link, exact: true }).click();
    await page.waitForURL(`**${path}`);
    await page.getByRole('heading', { name: new RegExp(heading) }).first().waitFor();
    expect(await sidebar.getByRole('link', { name: link, exact: true }).getAttribute('aria-current')).toBe('page');
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
  }
});

test('on a phone the hamburger opens the sidebar, which closes after choosing a link', async () => {
  phone = await openBrowser(VIEWPORTS.phone);
  const small = await watchedPage(phone);
  await login(small.page);
  const sidebar = small.page.getByRole('navigation', { name: 'Admin' });
  expect(await sidebar.isVisible()).toBe(false);
  await small.page.getByRole('button', { name: 'Open menu' }).click();
  await sidebar.getByRole('link', { name: 'Contacts' }).click();
  await small.page.waitForURL('**/admin/contacts');
  await small.page.getByRole('heading', { name: 'Contact Messages' }).waitFor();
  await sidebar.waitFor({ state: 'hidden' });
  // Nothing spills sideways on a 375 px screen.
  expect(await small.page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(VIEWPORTS.phone.width);
  expect(small.errors).toEqual([]);
});

test('logout ends the session on the server, removes the token and returns to /login', async () => {
  await page.goto('/admin/dashboard');
  const token = await storedToken(page);
  await page.getByRole('button', { name: 'Logout' }).click();
  await page.getByText('Logout Successfully').waitFor();
  await page.waitForURL('**/login');
  expect(await storedToken(page)).toBeNull();
  // The token copied before is refused: the server ended its session.
  // Asked outside the page, whose console must stay free of errors (a refused fetch logs one).
  const refused = await context.request.get('/api/admin/sessions', { headers: { Authorization: `Bearer ${token}` } });
  expect(refused.status()).toBe(401);
  await page.goto('/admin/dashboard');
  await page.waitForURL('**/login');
});

test('when analytics refuse the token, the dashboard switches to fallback figures', async () => {
  const other = await watchedPage(context);
  await other.page.goto('/login');
  await other.page.evaluate((token) => localStorage.setItem('token', token), fakeJwt(Math.floor(Date.now() / 1000) + 3600));
  await other.page.goto('/admin/dashboard');
  const live = await until(async () => (await other.page.getByTestId('live-visitors').textContent()) ?? '', (t) => t.includes('(Fallback)'));
  expect(live).toMatch(/^\d+ live visitors? \(Fallback\)$/);
  expect(Number(live.split(' ')[0])).toBeGreaterThanOrEqual(1);
  await other.page.getByText('Analytics are unavailable').waitFor();
  // The lists are public: they still load, so the cards have numbers and no error panel shows.
  const total = other.page.getByRole('group', { name: 'Total Portfolios' }).getByTestId('stat-value');
  expect(await until(async () => (await total.textContent()) ?? '', (t) => /^\d+$/.test(t))).toMatch(/^\d+$/);
  expect(await other.page.getByText('Failed to load dashboard data').count()).toBe(0);
  // The refused analytics call is only logged, never shown as an error.
  expect(other.errors).toEqual([]);
  await other.page.evaluate(() => localStorage.removeItem('token'));
  await other.page.close();
});

test('when the server cannot be reached: error panel with Retry and Debug; a login failure says so too', async () => {
  // A context of its own: the browser logs the blocked requests as console errors.
  outage = await openBrowser();
  const { page: offline } = await watchedPage(outage);
  await offline.goto('/login');
  await offline.route('**/graphql', (route) => route.abort('connectionrefused'));
  await offline.getByLabel('Email', { exact: true }).fill(E2E_ADMIN.email);
  await offline.getByLabel('Password').fill(E2E_ADMIN.password);
  await offline.getByRole('button', { name: 'Login' }).click();
  await offline.getByText('Cannot reach the server. Please check your connection and try again.').waitFor();
  expect(new URL(offline.url()).pathname).toBe('/login');

  await offline.evaluate((token) => localStorage.setItem('token', token), fakeJwt(Math.floor(Date.now() / 1000) + 3600));
  await offline.goto('/admin/dashboard');
  const panel = offline.getByRole('alert').filter({ hasText: 'Failed to load dashboard data. Please check your connection and try again.' });
  await panel.waitFor();
  expect(await panel.textContent()).toContain(`${new URL(offline.url()).origin}/graphql`);
  expect(await panel.textContent()).toMatch(/Token\s*present/);
  await panel.getByRole('button', { name: 'Debug' }).click();
  await panel.getByText('"analyticsMode": "fallback"').waitFor();

  await offline.unroute('**/graphql');
  await panel.getByRole('button', { name: 'Retry' }).click();
  await panel.waitFor({ state: 'detached' });
  const total = offline.getByRole('group', { name: 'Total Portfolios' }).getByTestId('stat-value');
  expect(await until(async () => (await total.textContent()) ?? '', (t) => /^\d+$/.test(t))).toMatch(/^\d+$/);
});

test('no console or page errors and no foreign requests on any admin screen', () => {
  // The refused login answers with a GraphQL error, not an HTTP error, so nothing is logged for it.
  expect(watched.errors).toEqual([]);
  expect(watched.foreignRequests).toEqual([]);
});
