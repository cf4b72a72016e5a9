import type { BrowserContext } from 'playwright-core';
import { formFields, type TestMailServer } from '../gateway/test/mail';
import { confirmToken } from '../gateway/src/features/subscription/subscription-links';
import { E2E_ADMIN, openBrowser, siteRest, submitLogin, useOwnSiteWithMail, VIEWPORTS, watchedPage } from './support/browser';

/**
 * The owner emails a published post to the subscribers from the Blogs screen (docs/screens.md,
 * "Email to subscribers"): a test first, then the send, whose counts the dialog follows.
 */

jest.setTimeout(180_000);

const SECRET = 'e2e-newsletter-secret-0123456789abcdef';
const env: Record<string, string> = { JWT_SECRET: SECRET, NEWSLETTER_RATE_PER_SECOND: '1' };
const READERS = ['ann@readers.example', 'bob@readers.example', 'cy@readers.example'];
const mailServer = useOwnSiteWithMail(env);
let mail: TestMailServer;
beforeAll(() => { mail = mailServer(); });

let context: BrowserContext | undefined;
afterAll(async () => { await context?.close(); });

/** Subscribers who confirmed by the emailed link, as each would. */
async function confirmedReaders(token: string): Promise<void> {
  for (const email of READERS) {
    await siteRest('POST', '/api/subscription/subscribe', { email, source: 'desktop_footer', ...formFields(SECRET) });
  }
  const { subscriptions } = await siteRest<{ subscriptions: Array<{ _id: string; email: string }> }>('GET', '/api/subscription/all', undefined, token);
  for (const { _id } of subscriptions) await siteRest('GET', `/api/subscription/confirm?token=${confirmToken(SECRET, _id)}`);
}

test('the owner sends a test, then the post to every confirmed subscriber, and watches the counts', async () => {
  const { token } = await siteRest<{ token: string }>('POST', '/api/admin/login', E2E_ADMIN);
  await confirmedReaders(token);
  const title = 'Why we ship on Fridays';
  await siteRest('POST', '/api/blog/add', { title, content: '<p>A short story about releases.</p>' }, token);

  context = await openBrowser(VIEWPORTS.desktop);
  const { page, errors } = await watchedPage(context);
  await submitLogin(page, E2E_ADMIN.email, E2E_ADMIN.password);
  await page.waitForURL('**/admin/dashboard');
  await page.goto('/admin/blogs');
  await page.getByRole('button', { name: `Email to subscribers: ${title}` }).click();
  const dialog = page.getByRole('dialog', { name: 'Email to subscribers' });
  expect(await dialog.getByRole('textbox', { name: 'Subject' }).inputValue()).toBe(title);

  await dialog.getByRole('textbox', { name: 'Test address' }).fill('owner@team.example');
  await dialog.getByRole('button', { name: 'Send test' }).click();
  await page.getByText('Test email sent to owner@team.example').waitFor();
  const [test] = await mail.waitForTo('owner@team.example');
  expect(test.subject).toBe(title);

  await dialog.getByRole('button', { name: 'Send to 3 subscribers' }).click();
  await page.getByRole('dialog', { name: 'Send this post?' }).getByRole('button', { name: 'Send' }).click();
  // One a second: the counts move while the dialog polls them.
  const progress = dialog.getByRole('status', { name: 'Send progress' });
  await progress.getByText('Sending to 3…').waitFor();
  await progress.getByText('All 3 sent').waitFor({ timeout: 30_000 });
  // Each reader got the confirmation when subscribing, then the post once.
  for (const email of READERS) expect((await mail.waitForTo(email, 2)).map((item) => item.subject)).toEqual(['Please confirm your subscription', title]);
  expect(errors).toEqual([]);
});
