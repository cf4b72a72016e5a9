import type { BrowserContext, Page } from 'playwright-core';
import { E2E_ADMIN, openBrowser, site, VIEWPORTS, watchedPage, type WatchedPage } from './support/browser';

/** The public layout: navigation on desktop and phone, scroll to top, the footer and its subscribe form. */

let desktop: BrowserContext;
let phone: BrowserContext;
const watched: WatchedPage[] = [];

async function open(context: BrowserContext, path: string): Promise<Page> {
  const page = await watchedPage(context);
  watched.push(page);
  await page.page.goto(path);
  await page.page.waitForLoadState('networkidle');
  return page.page;
}

async function adminToken(): Promise<string> {
  const response = await fetch(`${site().baseUrl}/api/admin/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(E2E_ADMIN),
  });
  const body = (await response.json()) as { token: string };
  return body.token;
}

beforeAll(async () => {
  desktop = await openBrowser(VIEWPORTS.desktop);
  phone = await openBrowser(VIEWPORTS.phone);
});

afterAll(async () => {
  await desktop?.close();
  await phone?.close();
});

test('desktop navigation: each link leads to its page, shown as the active link', async () => {
  const page = await open(desktop, '/');
  const nav = page.getByRole('navigation', { name: 'Main' });
  const targets: [label: string, path: string, heading: RegExp | null][] = [
    ['Solutions', '/solutions', /Solutions that fit/],
    ['About Us', '/about', /Engineers and designers/],
    ['Portfolio', '/portfolio', null],
    ['Blogs', '/blog', null],
    ['Home', '/', /We build the software/],
  ];
  for (const [label, path, heading] of targets) {
    await nav.getByRole('link', { name: label, exact: true }).click();
    await page.waitForURL((url) => url.pathname === path);
    // The link is marked active once the page has been rendered.
    await nav.locator('a[aria-current="page"]', { hasText: label }).waitFor();
    if (heading) await page.getByRole('heading', { level: 1, name: heading }).waitFor();
    else await page.locator('main h1').first().waitFor();
    expect(await nav.locator('a[aria-current="page"]').count()).toBe(1);
  }
  await page.getByRole('banner').getByRole('link', { name: 'Get In Touch' }).click();
  await page.waitForURL((url) => url.pathname === '/contact');
  await page.getByRole('heading', { level: 1, name: /Let's talk/ }).waitFor();
});

test('phone navigation: the hamburger opens the slide-in menu; choosing a link navigates and closes it; Escape closes it', async () => {
  const page = await open(phone, '/');
  const toggle = page.getByRole('button', { name: 'Open menu' });
  expect(await page.getByRole('navigation', { name: 'Main' }).isVisible()).toBe(false);
  expect(await toggle.getAttribute('aria-expanded')).toBe('false');

  await toggle.click();
  const menu = page.locator('#mobile-menu');
  await menu.getByRole('link', { name: 'About Us' }).waitFor({ state: 'visible' });
  expect(await page.getByRole('button', { name: 'Close menu' }).getAttribute('aria-expanded')).toBe('true');
  // The menu holds the same links, the contact button and a subscribe form.
  for (const label of ['Home', 'Portfolio', 'Solutions', 'Blogs', 'About Us', 'Get In Touch']) {
    expect(await menu.getByRole('link', { name: label, exact: true }).isVisible()).toBe(true);
  }
  expect(await menu.getByLabel('Email address').isVisible()).toBe(true);

  await menu.getByRole('link', { name: 'About Us' }).click();
  await page.waitForURL((url) => url.pathname === '/about');
  await menu.waitFor({ state: 'hidden' });
  expect(await page.getByRole('button', { name: 'Open menu' }).getAttribute('aria-expanded')).toBe('false');
  await page.getByRole('heading', { level: 1, name: /Engineers and designers/ }).waitFor();

  await page.getByRole('button', { name: 'Open menu' }).click();
  await menu.getByRole('link', { name: 'Home' }).waitFor({ state: 'visible' });
  await page.keyboard.press('Escape');
  await menu.waitFor({ state: 'hidden' });
  // Focus goes back to the toggle.
  expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-controls'))).toBe('mobile-menu');
});

test('the page scrolls to the top after every path change', async () => {
  const page = await open(desktop, '/about');
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  await page.waitForFunction(() => window.scrollY > 1000);
  await page.getByRole('contentinfo').getByRole('link', { name: 'Solutions' }).first().click();
  await page.waitForURL((url) => url.pathname === '/solutions');
  await page.waitForFunction(() => window.scrollY === 0);
  await page.getByRole('heading', { level: 1, name: /Solutions that fit/ }).waitFor();
});

test('the footer shows the footer settings and a subscription from it is stored with source desktop_footer', async () => {
  const footerResponse = await fetch(`${site().baseUrl}/api/footer/get`);
  const { footer } = (await footerResponse.json()) as { footer: { companyName: string; email: string; phone: string; copyrightText: string } };

  const page = await open(desktop, '/solutions');
  const contentinfo = page.getByRole('contentinfo');
  for (const text of [footer.companyName, footer.email, footer.phone, footer.copyrightText]) {
    expect(await contentinfo.getByText(text, { exact: true }).first().isVisible()).toBe(true);
  }
  for (const label of ['Home', 'About Us', 'Portfolio', 'Solutions', 'Contact']) {
    expect(await contentinfo.getByRole('navigation', { name: 'Quick links' }).getByRole('link', { name: label, exact: true }).isVisible()).toBe(true);
  }

  const form = contentinfo.locator('form.subscribe');
  const input = form.getByLabel('Email address');
  expect(await input.getAttribute('type')).toBe('email');
  await form.getByRole('button', { name: 'Subscribe' }).click();
  await form.getByText('Please enter an email address').waitFor();

  const email = `footer-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@e2e.test`;
  await input.fill(email);
  await form.getByRole('button', { name: 'Subscribe' }).click();
  await form.getByText('Subscribed successfully! Thank you for subscribing.').waitFor();
  expect(await input.inputValue()).toBe('');

  const response = await fetch(`${site().baseUrl}/api/subscription/all`, { headers: { authorization: `Bearer ${await adminToken()}` } });
  const { subscriptions } = (await response.json()) as { subscriptions: { email: string; source: string; status: string }[] };
  expect(subscriptions.find((subscription) => subscription.email === email)).toMatchObject({ source: 'desktop_footer', status: 'active' });
});

test('a subscription from the phone menu is stored with source mobile_menu', async () => {
  const page = await open(phone, '/contact');
  await page.getByRole('button', { name: 'Open menu' }).click();
  const form = page.locator('#mobile-menu form.subscribe');
  const email = `menu-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@e2e.test`;
  await form.getByLabel('Email address').fill(email);
  await form.getByRole('button', { name: 'Subscribe' }).click();
  await form.getByText('Subscribed successfully! Thank you for subscribing.').waitFor();

  const response = await fetch(`${site().baseUrl}/api/subscription/all`, { headers: { authorization: `Bearer ${await adminToken()}` } });
  const { subscriptions } = (await response.json()) as { subscriptions: { email: string; source: string }[] };
  expect(subscriptions.find((subscription) => subscription.email === email)?.source).toBe('mobile_menu');
});

test('no console errors and no request to another host on any page visited', () => {
  expect(watched.length).toBeGreaterThan(0);
  expect(watched.flatMap((page) => page.errors)).toEqual([]);
  expect(watched.flatMap((page) => page.foreignRequests)).toEqual([]);
});
