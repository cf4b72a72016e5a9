import { Webhook } from 'standardwebhooks';
import type { BrowserContext } from 'playwright-core';
import { eventually } from '../gateway/test/log-capture';
import { WebhookReceiver } from '../gateway/test/webhook-receiver';
import { E2E_ADMIN, openBrowser, siteRest, submitLogin, useOwnSite, VIEWPORTS, watchedPage, type WatchedPage } from './support/browser';

/**
 * The owner connects the site to another system: adds a webhook on the Webhooks screen, copies
 * its secret (shown once), and sees a contact message delivered, signed, in the endpoint's log;
 * Redeliver sends it again with the same webhook-id. The receiver is a real HTTP server on
 * loopback, which this file's own site is allowed to reach (WEBHOOK_ALLOW_PRIVATE).
 */

jest.setTimeout(120_000);
useOwnSite({ WEBHOOK_ALLOW_PRIVATE: 'true', WEBHOOK_FIRST_RETRY_MS: '200' });

/** Where screenshots of the screen go, to be looked at (not compared). */
const SHOTS = process.env.E2E_SCREENSHOTS;

let context: BrowserContext;
let phone: BrowserContext | undefined;
let owner: WatchedPage;
let receiver: WebhookReceiver;

beforeAll(async () => {
  receiver = await new WebhookReceiver().start();
  context = await openBrowser();
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  owner = await watchedPage(context);
});

afterAll(async () => {
  await context?.close();
  await phone?.close();
  await receiver?.stop();
});

test('the owner adds a webhook, keeps its secret, and sees a signed delivery in its log', async () => {
  const { page } = owner;
  await submitLogin(page, E2E_ADMIN.email, E2E_ADMIN.password);
  await page.waitForURL('**/admin/**');
  await page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Webhooks' }).click();
  await page.waitForURL('**/admin/webhooks');
  await page.getByText('No webhooks yet: add one to tell another system about new leads and content.').waitFor();

  await page.getByRole('button', { name: 'Add webhook' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add webhook' });
  await dialog.getByLabel('Endpoint URL').fill(receiver.url());
  await dialog.getByLabel('Description').fill('CRM');
  await dialog.getByLabel(/^contact\.created/).check();
  await dialog.getByRole('button', { name: 'Save webhook' }).click();

  const shown = page.getByRole('dialog', { name: 'Signing secret' });
  const secret = await shown.getByLabel('Secret').inputValue();
  expect(secret).toMatch(/^whsec_/);
  await shown.getByRole('button', { name: 'Copy' }).click();
  await page.getByText('Secret copied').waitFor();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(secret);
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/webhooks-secret-desktop.png` });
  await shown.getByRole('button', { name: 'Done' }).click();
  expect(await page.getByText(secret).count()).toBe(0);

  const token = (await page.evaluate(() => localStorage.getItem('token'))) ?? '';
  await siteRest('POST', '/api/contact/submit', { firstName: 'Ada', lastName: 'Lovelace', email: 'ada@example.com', message: 'Hello from the e2e test' });
  await eventually(() => expect(receiver.at('/hook')).toHaveLength(1), 10_000);
  const [request] = receiver.at('/hook');
  expect(new Webhook(secret).verify(request!.body, request!.headers)).toMatchObject({ type: 'contact.created', data: { message: 'Hello from the e2e test' } });

  const row = page.getByTestId('webhook-row').filter({ hasText: receiver.url() });
  await page.getByRole('button', { name: 'Refresh' }).first().click();
  await row.getByText('delivered').waitFor();
  await row.getByRole('button', { name: `Delivery log of ${receiver.url()}` }).click();
  const delivery = page.getByTestId('delivery-row').first();
  await delivery.getByText('contact.created').waitFor();
  expect(await delivery.getByRole('cell').nth(4).textContent()).toBe('1 (200)');
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/webhooks-desktop.png`, fullPage: true });

  await delivery.getByRole('button', { name: /^Redeliver contact\.created/ }).click();
  await page.getByText('Delivery queued again').waitFor();
  await eventually(() => expect(receiver.at('/hook')).toHaveLength(2), 10_000);
  const [first, second] = receiver.at('/hook');
  expect(second!.headers['webhook-id']).toBe(first!.headers['webhook-id']);
  expect(owner.errors).toEqual([]);
  expect(owner.foreignRequests).toEqual([]);

  phone = await openBrowser(VIEWPORTS.phone);
  const small = await watchedPage(phone);
  await small.page.goto('/login');
  await small.page.evaluate((value) => localStorage.setItem('token', value), token);
  await small.page.goto('/admin/webhooks');
  const card = small.page.getByTestId('webhook-row').first();
  await card.getByText(receiver.url()).waitFor();
  // Stacked as a card: nothing wider than the phone's screen.
  expect(await small.page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(VIEWPORTS.phone.width);
  await card.getByRole('button', { name: `Delivery log of ${receiver.url()}` }).click();
  await small.page.getByTestId('delivery-row').first().waitFor();
  expect(await small.page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(VIEWPORTS.phone.width);
  if (SHOTS) await small.page.screenshot({ path: `${SHOTS}/webhooks-phone.png`, fullPage: true });
  expect(small.errors).toEqual([]);
});
