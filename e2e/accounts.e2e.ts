import type { BrowserContext, Page } from 'playwright-core';
import { E2E_ADMIN, VIEWPORTS, openBrowser, ownerAndMemberPages, submitLogin, watchedPage } from './support/browser';

/**
 * Several administrators: the owner adds an editor (one-time password shown once), the
 * editor must choose a password first, then sees no owner-only screen; My account lists the
 * sessions and signs the others out. The site is shared with other test files: the owner's
 * own password is never changed, and the editor's email is unique to this file.
 */

jest.setTimeout(120_000);

const EDITOR = { email: `editor-${Date.now()}@e2e.test`, password: 'kettle violin marsh 93 lantern' };

const people = ownerAndMemberPages();

async function login(page: Page, email: string, password: string) {
  await submitLogin(page, email, password);
  await page.waitForURL('**/admin/**');
}

let oneTimePassword = '';

test('the owner adds an editor and sees the one-time password once', async () => {
  const { page } = people.owner();
  await login(page, E2E_ADMIN.email, E2E_ADMIN.password);
  const sidebar = page.getByRole('navigation', { name: 'Admin' });
  await sidebar.getByRole('link', { name: 'Administrators' }).click();
  await page.waitForURL('**/admin/admins');
  await page.getByRole('textbox', { name: 'Email' }).fill(EDITOR.email);
  await page.getByRole('button', { name: 'Add', exact: true }).click();
  oneTimePassword = (await page.getByTestId('one-time-password').textContent())?.trim() ?? '';
  expect(oneTimePassword).toMatch(/^[\w-]{16}$/);
  await page.getByRole('button', { name: 'Done' }).click();
  const row = page.getByTestId('admin-row').filter({ hasText: EDITOR.email });
  await row.getByText('Waiting for first sign-in').waitFor();
  expect(people.owner().errors).toEqual([]);
});

test('the editor must choose a password, then sees no owner-only screen', async () => {
  const { page } = people.member();
  await login(page, EDITOR.email, oneTimePassword);
  await page.waitForURL('**/admin/account');
  await page.getByText('You signed in with a one-time password').waitFor();
  await page.getByLabel('Current password').fill(oneTimePassword);
  await page.getByLabel('New password').fill('password1234');
  await page.getByRole('button', { name: 'Change password' }).click();
  await page.getByRole('alert').filter({ hasText: 'too easy to guess' }).waitFor();
  await page.getByLabel('New password').fill(EDITOR.password);
  await page.getByRole('button', { name: 'Change password' }).click();
  await page.getByText('Password changed. Your other sessions were signed out.').waitFor();

  const sidebar = page.getByRole('navigation', { name: 'Admin' });
  await sidebar.getByRole('link', { name: 'Portfolio' }).waitFor();
  for (const hidden of ['Contacts', 'Subscriptions', 'Webhooks', 'Administrators', 'Activity']) {
    expect(await sidebar.getByRole('link', { name: hidden }).count()).toBe(0);
  }
  await sidebar.getByRole('link', { name: 'Portfolio' }).click();
  await page.waitForURL('**/admin/portfolio');
});

test('My account lists the sessions; Sign out everywhere ends the others', async () => {
  // A second sign-in of the editor, in a browser of its own: the "other device".
  const second = await openBrowser(VIEWPORTS.desktop);
  try {
    const device = await watchedPage(second);
    await login(device.page, EDITOR.email, EDITOR.password);
    const { page } = people.member();
    await page.goto('/admin/account');
    const sessions = page.getByRole('list', { name: 'Open sessions' });
    await sessions.getByText('This session').waitFor();
    await sessions.getByRole('button', { name: /^Sign out / }).first().waitFor();
    await page.getByRole('button', { name: 'Sign out everywhere' }).click();
    await page.getByText(/Signed out everywhere else: \d+ sessions? ended/).waitFor();
    // The other device's token is refused now.
    const token = await device.page.evaluate(() => localStorage.getItem('token'));
    const refused = await second.request.get('/api/admin/sessions', { headers: { Authorization: `Bearer ${token}` } });
    expect(refused.status()).toBe(401);
  } finally {
    await second.close();
  }
  expect(people.member().errors).toEqual([]);
});
