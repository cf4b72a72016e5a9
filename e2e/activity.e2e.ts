import type { BrowserContext } from 'playwright-core';
import { E2E_ADMIN, openBrowser, site, watchedPage, type WatchedPage } from './support/browser';

/**
 * The Activity screen: the owner signs in, changes some content, and finds both in the audit
 * trail, then narrows it by action. The site is shared with other test files running at the
 * same time: the content made here carries a unique name and is removed at the end.
 */

jest.setTimeout(120_000);

const NAME = `Audit Reviewer ${Date.now().toString(36)}`;

let context: BrowserContext;
let owner: WatchedPage;
let token = '';
let testimonialId = '';

beforeAll(async () => {
  context = await openBrowser();
  owner = await watchedPage(context);
});

afterAll(async () => {
  if (testimonialId) {
    await fetch(`${site().baseUrl}/api/testimonial/delete/${testimonialId}`, { method: 'DELETE', headers: { authorization: `Bearer ${token}` } });
  }
  await context?.close();
});

test('the owner sees their sign-in and a content change in Activity, and filters by action', async () => {
  const { page } = owner;
  await page.goto('/login');
  await page.getByLabel('Email', { exact: true }).fill(E2E_ADMIN.email);
  await page.getByLabel('Password').fill(E2E_ADMIN.password);
  await page.getByRole('button', { name: 'Login' }).click();
  await page.waitForURL('**/admin/**');

  // A content change, made with the panel's own token.
  token = (await page.evaluate(() => localStorage.getItem('token'))) ?? '';
  const added = await fetch(`${site().baseUrl}/api/testimonial/add`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({ rating: 5, review: 'Clear and careful work.', userName: NAME, userRole: 'CTO' }),
  });
  expect(added.status).toBe(200);
  testimonialId = ((await added.json()) as { testimonial: { _id: string } }).testimonial._id;

  await page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Activity' }).click();
  await page.waitForURL('**/admin/activity');
  await page.getByRole('heading', { name: 'Activity' }).waitFor();
  const rows = page.getByTestId('activity-row');
  const change = rows.filter({ hasText: `testimonial: ${NAME}` });
  await change.waitFor();
  expect(await change.getByText('testimonial.created').count()).toBe(1);
  expect(await change.getByText(E2E_ADMIN.email).count()).toBe(1);
  await rows.filter({ hasText: 'login.succeeded' }).filter({ hasText: E2E_ADMIN.email }).first().waitFor();

  await page.getByRole('combobox', { name: 'Action' }).click();
  await page.getByRole('option', { name: 'testimonial.created', exact: true }).click();
  await page.waitForFunction(() => {
    const chips = [...document.querySelectorAll('[data-testid="activity-row"] td:nth-child(3)')].map((cell) => cell.textContent);
    return chips.length > 0 && chips.every((text) => text === 'testimonial.created');
  });
  await change.waitFor();
  expect(await rows.filter({ hasText: 'login.succeeded' }).count()).toBe(0);
  expect(owner.errors).toEqual([]);
});
