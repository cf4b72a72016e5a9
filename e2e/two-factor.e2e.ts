import * as OTPAuth from 'otpauth';
import { E2E_ADMIN, ownerAndMemberPages, submitLogin } from './support/browser';

/**
 * Two-factor sign-in in the browser: an editor added by the owner turns it on at My
 * account (reading the secret shown on screen, as someone typing it into an app would),
 * sees the recovery codes once, signs out, and signs in with the password and a code.
 * The site is shared with other test files: the owner's own sign-in never changes, and
 * the editor is unique to this file.
 */

jest.setTimeout(180_000);

const EDITOR = { email: `two-factor-${Date.now()}@e2e.test`, password: 'kettle violin marsh 93 lantern' };

const people = ownerAndMemberPages();

/** The code an authenticator app holding `secret` shows `offsetSeconds` from now. */
const codeFor = (secret: string, offsetSeconds = 0) =>
  new OTPAuth.TOTP({ secret: OTPAuth.Secret.fromBase32(secret) }).generate({ timestamp: Date.now() + offsetSeconds * 1000 });

let secret = '';

test('an editor with a password of their own turns two-factor sign-in on at My account', async () => {
  await submitLogin(people.owner().page, E2E_ADMIN.email, E2E_ADMIN.password);
  await people.owner().page.waitForURL('**/admin/**');
  await people.owner().page.goto('/admin/admins');
  await people.owner().page.getByRole('textbox', { name: 'Email' }).fill(EDITOR.email);
  await people.owner().page.getByRole('button', { name: 'Add', exact: true }).click();
  const oneTimePassword = (await people.owner().page.getByTestId('one-time-password').textContent())?.trim() ?? '';
  await people.owner().page.getByRole('button', { name: 'Done' }).click();

  const { page } = people.member();
  await submitLogin(page, EDITOR.email, oneTimePassword);
  await page.waitForURL('**/admin/account');
  await page.getByLabel('Current password').fill(oneTimePassword);
  await page.getByLabel('New password').fill(EDITOR.password);
  await page.getByRole('button', { name: 'Change password' }).click();
  await page.getByText('Password changed. Your other sessions were signed out.').waitFor();

  const section = page.getByRole('region', { name: 'Two-factor sign-in' });
  await section.getByText('Two-factor sign-in is off.').waitFor();
  await section.getByRole('button', { name: 'Set up' }).click();
  await section.getByRole('img', { name: 'QR code for your authenticator app' }).waitFor();
  // The QR code is drawn by the browser from the data URL the server made.
  expect(await section.getByRole('img', { name: 'QR code for your authenticator app' }).evaluate((image: HTMLImageElement) => image.naturalWidth)).toBeGreaterThan(0);
  secret = (await section.getByTestId('two-factor-secret').textContent())?.trim() ?? '';
  expect(secret).toMatch(/^[A-Z2-7]{32}$/);

  await section.getByLabel('Authentication code').fill(codeFor(secret));
  await section.getByRole('button', { name: 'Enable' }).click();
  const codes = section.getByRole('list', { name: 'Recovery codes' }).getByRole('listitem');
  await codes.first().waitFor();
  expect(await codes.count()).toBe(10);
  await section.getByRole('button', { name: 'Done' }).click();
  await section.getByText('Two-factor sign-in is on.').waitFor();

  // The owner's list shows it.
  await people.owner().page.reload();
  const row = people.owner().page.getByTestId('admin-row').filter({ hasText: EDITOR.email });
  await row.getByRole('cell', { name: 'On', exact: true }).waitFor();
  expect(people.owner().errors).toEqual([]);
  expect(people.member().errors).toEqual([]);
});

test('after signing out, the editor signs in with the password and then a code', async () => {
  const { page } = people.member();
  await page.getByRole('button', { name: 'Logout' }).click();
  await page.waitForURL('**/login');

  await submitLogin(page, EDITOR.email, EDITOR.password);
  const code = page.getByLabel('Authentication code or recovery code');
  await code.waitFor();
  expect(page.url()).toMatch(/\/login$/);

  await code.fill('000000' === codeFor(secret, 30) ? '111111' : '000000');
  await page.getByRole('button', { name: 'Verify' }).click();
  await page.getByText('Invalid authentication code').waitFor();

  // The next step's code: the one used to enable is refused as a replay within its window.
  await code.fill(codeFor(secret, 30));
  await page.getByRole('button', { name: 'Verify' }).click();
  await page.waitForURL('**/admin/dashboard');
  await page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Portfolio' }).waitFor();
  expect(people.member().errors).toEqual([]);
});
