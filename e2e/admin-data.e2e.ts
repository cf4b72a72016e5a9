import type { BrowserContext, Download, Page } from 'playwright-core';
import { E2E_ADMIN, downloadedText, openBrowser, site, useOwnSite, watchedPage, type WatchedPage } from './support/browser';

/** The visit's columns after each export's own. */
const VISIT_COLUMNS = 'Visit Source,UTM Medium,UTM Campaign,Referrer,Landing Page,Pages Viewed,Minutes To Send';

/**
 * The admin screens for statistics, footer, subscriptions and contacts, driven as
 * an administrator would and checked on the public site and in the exported files.
 * The server and database are shared with other test files running in parallel:
 * what is made here carries a random suffix and is found by it; statistics and
 * footer are global, so their values are restored as soon as they have been seen.
 */

jest.setTimeout(120_000);
// Statistics and footer show on every public page: change them on a site of this file's own.
useOwnSite();

const suffix = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
const BOM = '\uFEFF';

let context: BrowserContext;
let admin: WatchedPage;
let page: Page;
let apiToken = '';
let originalStatistics: Record<string, string> | null = null;
let originalFooter: FooterInput | null = null;

interface FooterInput {
  companyName: string; phone: string; email: string; copyrightText: string;
  socialLinks: Record<string, string>; quickLinks: Record<string, string>;
}

async function graphql<T>(query: string, variables: Record<string, unknown> = {}, token = apiToken): Promise<T> {
  const response = await fetch(`${site().baseUrl}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify({ query, variables }),
  });
  const body = (await response.json()) as { data: T; errors?: { message: string }[] };
  if (body.errors?.length) throw new Error(body.errors[0].message);
  return body.data;
}

async function rest(method: string, path: string, body: unknown) {
  const response = await fetch(`${site().baseUrl}${path}`, { method, headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
  expect(response.status).toBe(200);
  return response.json();
}

const STATISTICS_FIELDS = 'projectsCompleted projectsCompletedDescription industriesServed industriesServedDescription clientSatisfaction clientSatisfactionDescription';
const FOOTER_FIELDS = 'companyName phone email copyrightText socialLinks { linkedin facebook instagram twitter } quickLinks { home about portfolio contact solutions }';

async function restoreStatistics() {
  if (!originalStatistics) return;
  await graphql(`mutation($input: StatisticsInput!) { updateStatistics(input: $input) { id } }`, { input: originalStatistics });
  originalStatistics = null;
}

async function restoreFooter() {
  if (!originalFooter) return;
  await graphql(`mutation($input: FooterInput!) { updateFooter(input: $input) { id } }`, { input: originalFooter });
  originalFooter = null;
}

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

async function downloadFrom(target: Page, click: () => Promise<void>): Promise<{ name: string; text: string }> {
  const [download] = (await Promise.all([target.waitForEvent('download'), click()])) as [Download, void];
  return { name: download.suggestedFilename(), text: await downloadedText(download) };
}

const base64url = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
const fakeJwt = (exp: number) => `${base64url({ alg: 'HS256', typ: 'JWT' })}.${base64url({ sub: 'e2e', exp })}.not-a-real-signature`;

beforeAll(async () => {
  const answer = await graphql<{ login: { token: string } }>(
    `mutation($email: String!, $password: String!) { login(email: $email, password: $password) { ... on SignedIn { token } } }`,
    E2E_ADMIN, '',
  );
  apiToken = answer.login.token;
  context = await openBrowser();
  admin = await watchedPage(context);
  page = admin.page;
  await login(page);
});

afterAll(async () => {
  // Whatever happened in the tests, the global settings go back to what they were.
  await restoreStatistics().catch(() => undefined);
  await restoreFooter().catch(() => undefined);
  await context?.close();
});

test('statistics: live preview, save, shown on /about, then restored', async () => {
  const { statistics } = await graphql<{ statistics: Record<string, string> }>(`{ statistics { ${STATISTICS_FIELDS} } }`);
  const values = {
    projectsCompleted: `${700 + Math.floor(Math.random() * 200)}+`,
    projectsCompletedDescription: `Delivered for e2e ${suffix}.`,
    industriesServed: '9+',
    industriesServedDescription: `Industries e2e ${suffix}.`,
    clientSatisfaction: '97%',
    clientSatisfactionDescription: `Satisfaction e2e ${suffix}.`,
  };
  await page.goto('/admin/statistics');
  const first = page.locator('[name="projectsCompleted"]');
  await until(() => first.inputValue(), (value) => value === statistics.projectsCompleted);

  // All six are required.
  await page.locator('[name="industriesServed"]').fill('');
  await page.getByRole('button', { name: 'Update Statistics' }).click();
  await page.getByText('Industries Served is required').waitFor();

  originalStatistics = statistics;
  for (const [name, value] of Object.entries(values)) await page.locator(`[name="${name}"]`).fill(value);
  const preview = page.getByTestId('statistics-preview');
  await preview.getByText(values.projectsCompleted).waitFor();
  await preview.getByText(values.clientSatisfactionDescription).waitFor();
  await page.getByRole('button', { name: 'Update Statistics' }).click();
  await page.getByText('Statistics updated successfully!').waitFor();

  const about = await context.newPage();
  await about.goto('/about');
  await about.getByText(values.projectsCompletedDescription).first().waitFor();
  await about.getByText(values.projectsCompleted).first().waitFor();
  await about.close();
  await restoreStatistics();

  // Refresh shows what the server holds now.
  await page.getByRole('button', { name: 'Refresh' }).click();
  await until(() => first.inputValue(), (value) => value === statistics.projectsCompleted);
  expect(await page.locator('[name="projectsCompletedDescription"]').inputValue()).toBe(statistics.projectsCompletedDescription);
});

test('footer: validation, preview, save, shown in the public footer, then restored', async () => {
  const { footer } = await graphql<{ footer: FooterInput & Record<string, unknown> }>(`{ footer { ${FOOTER_FIELDS} } }`);
  const strip = ({ __typename, ...rest }: Record<string, string>) => rest;
  const original: FooterInput = {
    companyName: footer.companyName, phone: footer.phone, email: footer.email, copyrightText: footer.copyrightText,
    socialLinks: strip(footer.socialLinks), quickLinks: strip(footer.quickLinks),
  };
  const company = `Northwind E2E ${suffix}`;
  const copyright = `© E2E ${suffix}. All rights reserved.`;
  const linkedin = `https://www.linkedin.com/company/e2e-${suffix}`;

  await page.goto('/admin/footer');
  await until(() => page.locator('[name="companyName"]').inputValue(), (value) => value === original.companyName);
  expect(await page.locator('[name="quickLinks.about"]').inputValue()).toBe(original.quickLinks.about || '/about');

  await page.locator('[name="email"]').fill('not-an-email');
  await page.getByRole('button', { name: 'Update Footer' }).click();
  await page.getByText('Please enter a valid email address').waitFor();

  originalFooter = original;
  await page.locator('[name="email"]').fill(`hello-${suffix}@e2e.test`);
  await page.locator('[name="companyName"]').fill(company);
  await page.locator('[name="copyrightText"]').fill(copyright);
  await page.locator('[name="socialLinks.linkedin"]').fill(linkedin);
  const preview = page.getByTestId('footer-preview');
  await preview.getByText(company).waitFor();
  await preview.getByLabel('LinkedIn').waitFor();
  await page.getByRole('button', { name: 'Update Footer' }).click();
  await page.getByText('Footer updated successfully!').waitFor();

  const home = await context.newPage();
  await home.goto('/contact');
  const publicFooter = home.locator('footer').last();
  await publicFooter.getByText(company).first().waitFor();
  await publicFooter.getByText(copyright).first().waitFor();
  expect(await publicFooter.locator(`a[href="${linkedin}"]`).count()).toBeGreaterThan(0);
  await home.close();
  await restoreFooter();
});

test('subscriptions: sources, counters, CSV export and delete with confirmation', async () => {
  const footerEmail = `sub-${suffix}@e2e.test`;
  const menuEmail = `menu-${suffix}@e2e.test`;
  await rest('POST', '/api/subscription/subscribe', { email: footerEmail, source: 'desktop_footer' });
  await rest('POST', '/api/subscription/subscribe', { email: menuEmail, source: '' });

  await page.goto('/admin/subscriptions');
  await page.getByRole('heading', { name: 'Email Subscriptions' }).waitFor();
  const footerRow = page.getByTestId('subscription-row').filter({ hasText: footerEmail });
  const menuRow = page.getByTestId('subscription-row').filter({ hasText: menuEmail });
  await footerRow.waitFor();
  expect(await footerRow.textContent()).toContain('desktop_footer');
  expect(await footerRow.textContent()).toContain('active');
  expect(await menuRow.textContent()).toContain('mobile_menu');

  const count = async (label: string) => Number((await page.getByRole('group', { name: label }).getByTestId('stat-value').textContent())?.replace(/,/g, ''));
  // The counters are a query of their own: they may still be loading when the rows show.
  const total = await until(() => count('Total'), (value) => value >= 2);
  const [active, unsubscribed] = [await count('Active'), await count('Unsubscribed')];
  expect(total).toBeGreaterThanOrEqual(2);
  expect(unsubscribed).toBe(total - active);

  const { name, text } = await downloadFrom(page, () => page.getByRole('button', { name: 'Export CSV' }).click());
  await page.getByText('Subscriptions exported successfully').waitFor();
  expect(name).toMatch(/^subscriptions-\d{4}-\d{2}-\d{2}\.csv$/);
  // The SPEC's columns, then the visit's (docs/data.md, "Lead visits").
  expect(text.startsWith(`${BOM}Email,Status,Source,Subscribed At,${VISIT_COLUMNS}\r\n`)).toBe(true);
  const lines = text.slice(BOM.length).split('\r\n');
  expect(lines.find((line) => line.startsWith(`${footerEmail},`))).toMatch(new RegExp(`^${footerEmail.replace(/\./g, '\\.')},active,desktop_footer,"[A-Z][a-z]{2} \\d{1,2}, \\d{4}, \\d{1,2}:\\d{2} [AP]M",`));
  expect(lines.find((line) => line.startsWith(`${menuEmail},`))).toContain(',active,mobile_menu,');

  // Cancelling keeps it; confirming deletes it.
  await footerRow.getByRole('button', { name: `Delete subscription ${footerEmail}` }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByText('Are you sure you want to delete this subscription?').waitFor();
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await dialog.waitFor({ state: 'hidden' });
  expect(await footerRow.count()).toBe(1);
  await footerRow.getByRole('button', { name: `Delete subscription ${footerEmail}` }).click();
  await dialog.getByRole('button', { name: 'Delete' }).click();
  await page.getByText('Subscription deleted successfully').waitFor();
  await footerRow.waitFor({ state: 'detached' });

  await page.reload();
  await menuRow.waitFor();
  expect(await footerRow.count()).toBe(0);
  await menuRow.getByRole('button', { name: `Delete subscription ${menuEmail}` }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
  await page.getByText('Subscription deleted successfully').first().waitFor();
  await menuRow.waitFor({ state: 'detached' });
});

test('contacts: table, details, status change persisted, CSV export and delete', async () => {
  const lastName = `E2E${suffix}`;
  const email = `contact-${suffix}@e2e.test`;
  const quietEmail = `quiet-${suffix}@e2e.test`;
  const message = `We need "help", quickly: a new app for our clinics, with bookings, payments and reminders. Reference ${suffix} and more text after it.`;
  await rest('POST', '/api/contact/submit', { firstName: 'Zoë', lastName, email, phone: '+1 555 0199', company: 'Acme, Inc.', message, source: 'contact_form' });
  await rest('POST', '/api/contact/submit', { firstName: 'Quiet', lastName, email: quietEmail, message: 'Short note.' });

  await page.goto('/admin/contacts');
  await page.getByRole('heading', { name: 'Contact Messages' }).waitFor();
  const row = page.getByTestId('contact-row').filter({ hasText: email });
  const quietRow = page.getByTestId('contact-row').filter({ hasText: quietEmail });
  await row.waitFor();
  expect(await row.textContent()).toContain(`Zoë ${lastName}`);
  expect(await row.textContent()).toContain('+1 555 0199');
  expect(await row.textContent()).toContain('Acme, Inc.');
  expect(await quietRow.textContent()).toContain('No phone');
  expect(await quietRow.textContent()).toContain('N/A');
  for (const label of ['Total Contacts', 'New Messages', 'Replied']) {
    expect(await page.getByRole('group', { name: label }).getByTestId('stat-value').textContent()).toMatch(/^\d+$/);
  }

  // Details.
  await quietRow.getByRole('button', { name: `View message from Quiet ${lastName}` }).click();
  const details = page.getByRole('dialog', { name: 'Contact Details' });
  await details.getByText('Short note.').waitFor();
  expect(await details.getByText('Not provided').count()).toBe(2);
  await details.getByRole('button', { name: 'Close' }).click();
  await details.waitFor({ state: 'hidden' });
  await row.getByRole('button', { name: `View message from Zoë ${lastName}` }).click();
  await details.getByText(message).waitFor();
  expect(await details.textContent()).toContain('Acme, Inc.');
  await details.getByRole('button', { name: 'Close' }).click();

  // Status: any value, any order; kept after a reload.
  const status = row.getByRole('combobox');
  expect(await status.textContent()).toContain('new');
  await status.click();
  await page.getByRole('option', { name: 'replied' }).click();
  await page.getByText('Status updated successfully').waitFor();
  await until(() => status.textContent(), (text) => (text ?? '').includes('replied'));
  await page.reload();
  await row.waitFor();
  expect(await row.getByRole('combobox').textContent()).toContain('replied');

  // Export.
  const { name, text } = await downloadFrom(page, () => page.getByRole('button', { name: 'Export CSV' }).click());
  await page.getByText('Contacts exported successfully').waitFor();
  expect(name).toMatch(/^contacts-\d{4}-\d{2}-\d{2}\.csv$/);
  expect(text.startsWith(`${BOM}Name,Email,Phone,Company,Message,Status,Submitted At,${VISIT_COLUMNS}\r\n`)).toBe(true);
  const cut = `${message.slice(0, 100)}...`.replace(/"/g, '""');
  expect(text).toContain(`Zoë ${lastName},${email},'+1 555 0199,"Acme, Inc.","${cut}",replied,"`);
  expect(text).toContain(`Quiet ${lastName},${quietEmail},,,Short note.,new,"`);

  // Delete both, through the confirmation.
  for (const [target, who] of [[row, `Zoë ${lastName}`], [quietRow, `Quiet ${lastName}`]] as const) {
    await target.getByRole('button', { name: `Delete contact ${who}` }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByText('Are you sure you want to delete this contact?').waitFor();
    await dialog.getByRole('button', { name: 'Delete' }).click();
    await target.waitFor({ state: 'detached' });
  }
  await page.getByText('Contact deleted successfully').first().waitFor();
  await page.reload();
  await page.getByRole('heading', { name: 'Contact Messages' }).waitFor();
  await page.getByRole('table', { name: 'Contacts' }).waitFor();
  await page.getByTestId('contact-row').or(page.getByText('No contacts found')).first().waitFor();
  expect(await row.count()).toBe(0);
  expect(await quietRow.count()).toBe(0);
});

test('saving statistics with an expired token asks to log in again', async () => {
  const other = await watchedPage(context);
  await other.page.goto('/login');
  await other.page.evaluate((token) => localStorage.setItem('token', token), fakeJwt(Math.floor(Date.now() / 1000) - 3600));
  await other.page.goto('/admin/statistics');
  await until(() => other.page.locator('[name="projectsCompleted"]').inputValue(), (value) => value !== '');
  await other.page.getByRole('button', { name: 'Update Statistics' }).click();
  await other.page.getByText('Please log in again to continue').waitFor();
  await other.page.waitForURL('**/login');
  expect(await other.page.evaluate(() => localStorage.getItem('token'))).toBeNull();
  expect(other.errors).toEqual([]);
  await other.page.close();
  // The shared context's storage was changed: log the main page in again.
  await login(page);
});

test('a token the server refuses gives "Session expired" and /login after 2 seconds', async () => {
  const other = await watchedPage(context);
  await other.page.goto('/login');
  await other.page.evaluate((token) => localStorage.setItem('token', token), fakeJwt(Math.floor(Date.now() / 1000) + 3600));
  await other.page.goto('/admin/footer');
  await until(() => other.page.locator('[name="companyName"]').inputValue(), (value) => value !== '');
  await other.page.getByRole('button', { name: 'Update Footer' }).click();
  await other.page.getByText('Session expired. Please log in again.').waitFor();
  const shownAt = Date.now();
  expect(await other.page.evaluate(() => localStorage.getItem('token'))).toBeNull();
  expect(new URL(other.page.url()).pathname).toBe('/admin/footer');
  await other.page.waitForURL('**/login');
  expect(Date.now() - shownAt).toBeGreaterThanOrEqual(1500);
  expect(other.errors).toEqual([]);
  await other.page.close();
  await login(page);
});

test('no console or page errors and no foreign requests on the data screens', () => {
  expect(admin.errors).toEqual([]);
  expect(admin.foreignRequests).toEqual([]);
});
