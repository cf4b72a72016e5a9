import type { BrowserContext } from 'playwright-core';
import type { TestMailServer } from '../gateway/test/mail';
import { unsubscribeToken } from '../gateway/src/features/subscription/subscription-links';
import { E2E_ADMIN, openBrowser, site, siteRest, submitLogin, useOwnSiteWithMail, VIEWPORTS, watchedPage } from './support/browser';

/**
 * A subscriber's way through double opt-in (docs/api.md, "Subscriptions"): subscribes in the
 * footer, opens the emailed link and reads that it is confirmed; unsubscribes by the link and
 * comes back from the page; the owner sees who confirmed and sets a status in the panel.
 */

jest.setTimeout(180_000);

const SECRET = 'e2e-subscription-secret-0123456789abcdef';
const env: Record<string, string> = { JWT_SECRET: SECRET };
const mailServer = useOwnSiteWithMail(env);
let mail: TestMailServer;
beforeAll(() => { mail = mailServer(); });

let context: BrowserContext | undefined;
afterEach(async () => {
  await context?.close();
  context = undefined;
});

let token = '';
async function owner() {
  token ||= (await siteRest<{ token: string }>('POST', '/api/admin/login', E2E_ADMIN)).token;
  return token;
}

async function subscriptionOf(email: string) {
  const { subscriptions } = await siteRest<{ subscriptions: Array<{ _id: string; email: string; status: string; confirmedAt: string | null }> }>(
    'GET', `/api/subscription/all?q=${encodeURIComponent(email)}`, undefined, await owner());
  return subscriptions.find((subscription) => subscription.email === email)!;
}

/** Subscribes in the desktop footer as a visitor would, and waits for the confirmation email. */
async function subscribeInFooter(email: string): Promise<string> {
  context = await openBrowser(VIEWPORTS.desktop);
  const { page, errors } = await watchedPage(context);
  await page.goto('/blog');
  const form = page.locator('footer form');
  await form.getByRole('textbox').fill(email);
  // The form's token must be two seconds old: a person takes that long.
  await page.waitForTimeout(2_100);
  await form.getByRole('button').click();
  await page.getByText('Subscribed successfully! Thank you for subscribing.').waitFor();
  expect(errors).toEqual([]);
  const [received] = await mail.waitForTo(email);
  const link = /http\S+\/subscription\/confirm\?token=\S+/.exec(received.text ?? '')![0];
  // The email names the site's public address; the test's site answers on its own port.
  const { pathname, search } = new URL(link);
  return `${pathname}${search}`;
}

test('the emailed link confirms the subscription and the page says so; the owner sees it confirmed', async () => {
  const email = 'confirming@e2e.test';
  const link = await subscribeInFooter(email);
  expect((await subscriptionOf(email)).confirmedAt).toBeNull();

  const { page, errors } = await watchedPage(context!);
  await page.goto(link);
  await page.getByRole('heading', { level: 1, name: 'Your subscription is confirmed' }).waitFor();
  expect(new URL(page.url()).pathname).toBe('/subscription');
  expect(await page.locator('meta[name="robots"]').getAttribute('content')).toBe('noindex');
  expect((await subscriptionOf(email)).confirmedAt).not.toBeNull();

  // The owner's list says Confirmed, and the status is set in place.
  await submitLogin(page, E2E_ADMIN.email, E2E_ADMIN.password);
  await page.waitForURL('**/admin/dashboard');
  await page.goto('/admin/subscriptions');
  await page.getByRole('searchbox', { name: 'Search subscriptions' }).fill(email);
  const row = page.getByTestId('subscription-row').filter({ hasText: email });
  await row.getByText('Confirmed', { exact: true }).waitFor();
  await row.getByRole('combobox', { name: `Status of ${email}` }).click();
  await page.getByRole('option', { name: 'unsubscribed' }).click();
  await page.getByText('Status updated successfully').waitFor();
  expect((await subscriptionOf(email)).status).toBe('unsubscribed');
  expect(errors).toEqual([]);
});

test('the unsubscribe link unsubscribes, and the page brings the subscriber back with one click', async () => {
  const email = 'leaving@e2e.test';
  const confirmLink = await subscribeInFooter(email);
  const { page, errors } = await watchedPage(context!);
  await page.goto(confirmLink);
  await page.getByRole('heading', { level: 1, name: 'Your subscription is confirmed' }).waitFor();

  const { _id } = await subscriptionOf(email);
  await page.goto(`/subscription/unsubscribe?token=${unsubscribeToken(SECRET, _id)}`);
  await page.getByRole('heading', { level: 1, name: 'You are unsubscribed' }).waitFor();
  expect((await subscriptionOf(email)).status).toBe('unsubscribed');

  await page.getByRole('button', { name: 'Subscribe again' }).click();
  await page.getByRole('heading', { level: 1, name: 'Welcome back' }).waitFor();
  expect(new URL(page.url()).search).toBe('?state=resubscribed');
  expect((await subscriptionOf(email)).status).toBe('active');
  expect(errors).toEqual([]);
});

test('an altered link shows why it does nothing, on a phone too', async () => {
  context = await openBrowser(VIEWPORTS.phone);
  const { page, errors } = await watchedPage(context);
  await page.goto(`${site().baseUrl}/subscription/confirm?token=not-a-token`);
  await page.getByRole('heading', { level: 1, name: 'This link is not valid' }).waitFor();
  await page.getByRole('link', { name: 'Back to Home' }).waitFor();
  expect(errors).toEqual([]);
});
