import type { BrowserContext } from 'playwright-core';
import { formFields, type TestMailServer } from '../gateway/test/mail';
import { E2E_ADMIN, openBrowser, siteRest, submitLogin, useOwnSiteWithMail, VIEWPORTS, watchedPage } from './support/browser';

/**
 * The contacts inbox (docs/screens.md, Contact Messages): the owner opens a message, assigns it,
 * adds a note and sends a reply, which a real mail server receives once, from the Reply from address.
 */

jest.setTimeout(180_000);

const SECRET = 'e2e-inbox-secret-0123456789abcdef';
const REPLY_FROM = 'hello@team.example';
const VISITOR = 'lin@visitor.example';
const mailServer = useOwnSiteWithMail({ JWT_SECRET: SECRET, MAIL_FROM: 'Website <site@team.example>' });
let mail: TestMailServer;
beforeAll(() => { mail = mailServer(); });

const contexts: BrowserContext[] = [];
afterAll(async () => { for (const context of contexts) await context.close(); });

const SCREENSHOTS = process.env.INBOX_SCREENSHOTS;

test('the owner assigns a message, adds a note and sends a reply that arrives once', async () => {
  await siteRest('POST', '/api/contact/submit', {
    firstName: 'Lin', lastName: 'Okafor', email: VISITOR, company: 'Okafor Freight', message: 'We need a tracking portal for our trucks.\nBudget is flexible.', ...formFields(SECRET),
  });
  const { token } = await siteRest<{ token: string }>('POST', '/api/admin/login', E2E_ADMIN);
  await siteRest('PUT', '/api/contact/alerts', { enabled: true, recipient: '', replyFrom: REPLY_FROM }, token);

  const context = await openBrowser(VIEWPORTS.desktop);
  contexts.push(context);
  const { page, errors } = await watchedPage(context);
  await submitLogin(page, E2E_ADMIN.email, E2E_ADMIN.password);
  await page.waitForURL('**/admin/dashboard');
  await page.getByRole('group', { name: 'Open Leads' }).getByText('1').waitFor();
  await page.goto('/admin/contacts');
  await page.getByRole('button', { name: 'View message from Lin Okafor' }).click();
  const dialog = page.getByRole('dialog', { name: 'Contact Details' });
  await dialog.getByText('No notes or replies yet.').waitFor();

  await dialog.getByRole('combobox', { name: 'Assigned to' }).click();
  await page.getByRole('option', { name: E2E_ADMIN.email }).click();
  await page.getByText('Assignee updated').waitFor();

  await dialog.getByRole('textbox', { name: 'Internal note' }).fill('Big fleet: worth a call.');
  await dialog.getByRole('button', { name: 'Add note' }).click();
  await page.getByText('Note added').waitFor();

  await dialog.getByRole('textbox', { name: 'Reply' }).fill('Thanks Lin! Could we talk on Tuesday at 10?');
  await dialog.getByRole('button', { name: 'Send reply' }).click();
  await page.getByText('Reply queued for sending').waitFor();
  const thread = dialog.getByRole('list', { name: 'Notes and replies' });
  await thread.getByText('Big fleet: worth a call.').waitFor();
  await thread.getByText('Thanks Lin! Could we talk on Tuesday at 10?').waitFor();
  await thread.getByText('Sent', { exact: true }).waitFor({ timeout: 20_000 });
  if (SCREENSHOTS) await page.screenshot({ path: `${SCREENSHOTS}/inbox-desktop.png`, fullPage: true });

  const [email] = await mail.waitForTo(VISITOR);
  expect(email.from).toMatchObject({ value: [{ address: REPLY_FROM }] });
  expect(email.text).toContain('Thanks Lin! Could we talk on Tuesday at 10?');
  expect(email.text).not.toContain('Big fleet');
  await dialog.getByRole('button', { name: 'Close' }).click();
  const row = page.getByTestId('contact-row').filter({ hasText: VISITOR });
  await row.getByText(E2E_ADMIN.email).waitFor();
  expect(await row.getByRole('combobox').textContent()).toBe('replied');
  expect(mail.to(VISITOR)).toHaveLength(1);
  expect(errors).toEqual([]);
});

test('the message page reads well on a phone', async () => {
  const context = await openBrowser(VIEWPORTS.phone);
  contexts.push(context);
  const { page, errors } = await watchedPage(context);
  await submitLogin(page, E2E_ADMIN.email, E2E_ADMIN.password);
  await page.waitForURL('**/admin/dashboard');
  await page.goto('/admin/contacts');
  await page.getByRole('button', { name: 'View message from Lin Okafor' }).click();
  const dialog = page.getByRole('dialog', { name: 'Contact Details' });
  await dialog.getByRole('list', { name: 'Notes and replies' }).waitFor();
  // Nothing wider than the screen: no sideways scrolling.
  const overflow = await dialog.evaluate((element) => element.querySelector('.MuiDialogContent-root')!.scrollWidth - element.querySelector('.MuiDialogContent-root')!.clientWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  if (SCREENSHOTS) {
    await page.screenshot({ path: `${SCREENSHOTS}/inbox-phone.png` });
    await dialog.getByRole('textbox', { name: 'Reply' }).scrollIntoViewIfNeeded();
    await page.screenshot({ path: `${SCREENSHOTS}/inbox-phone-thread.png` });
  }
  expect(errors).toEqual([]);
});
