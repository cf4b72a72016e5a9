import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { BrowserContext, Page } from 'playwright-core';
import { png } from '../gateway/test/images';
import { E2E_ADMIN, openBrowser, site, submitLogin, watchedPage, type WatchedPage } from './support/browser';

/**
 * The Team screen, which no one wrote by hand: it is drawn from the collection's definition
 * (domain/src/collections/team.ts). Driven as an owner would, checked against the REST API.
 * Shared site: the member made here carries a random suffix and ends in the trash.
 */

jest.setTimeout(120_000);

const suffix = Math.random().toString(36).slice(2, 8);
const photo = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'e2e-team-')), 'photo.png');
fs.writeFileSync(photo, png(40, 40, [15, 118, 110]));

const toast = (page: Page, text: string) => page.locator('#notistack-snackbar', { hasText: text });

interface Member { _id: string; name: string; role: string; link: string; order: number; photo: string | null; photoAlt: string }
const teamList = async () => (await (await fetch(`${site().baseUrl}/api/team/all?limit=100`)).json()) as { success: boolean; team: Member[] };

let context: BrowserContext;
let admin: WatchedPage;
beforeAll(async () => {
  context = await openBrowser();
  admin = await watchedPage(context);
  await admin.page.goto('/login');
  await submitLogin(admin.page, E2E_ADMIN.email, E2E_ADMIN.password);
  await admin.page.waitForURL('**/admin/dashboard');
});
afterAll(async () => {
  await context?.close();
});

test('a team member is added with a photo from the screen the definition draws, refused a bad link, edited and trashed', async () => {
  const { page } = admin;
  const name = `E2E Ada Lovelace ${suffix}`;
  await page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Team' }).click();
  await page.getByRole('heading', { level: 1, name: 'Team Management' }).waitFor();
  await page.getByRole('heading', { name: 'Add New Team Member' }).waitFor();

  await page.getByRole('textbox', { name: /^Name/ }).fill(name);
  await page.getByRole('textbox', { name: 'Role' }).fill('Analyst');
  await page.getByRole('textbox', { name: 'Short bio' }).fill('Wrote the first program.\nStill reviews ours.');
  await page.getByRole('textbox', { name: 'Order' }).fill('30');
  await page.locator('input[type="file"][aria-label="Photo (optional)"]').setInputFiles(photo);
  // A link that is not http(s): refused, naming the field, and what was typed stays.
  await page.getByRole('textbox', { name: 'Professional network' }).fill('javascript:alert(1)');
  await page.getByRole('button', { name: 'Add Team Member' }).click();
  await toast(page, 'link').waitFor();
  expect(await page.getByRole('textbox', { name: /^Name/ }).inputValue()).toBe(name);
  expect((await teamList()).team.some((member) => member.name === name)).toBe(false);

  await page.getByRole('textbox', { name: 'Professional network' }).fill('https://www.linkedin.com/in/ada');
  await page.getByRole('button', { name: 'Add Team Member' }).click();
  await toast(page, 'Team member added successfully').waitFor();
  const stored = (await teamList()).team.find((member) => member.name === name)!;
  expect(stored).toMatchObject({ role: 'Analyst', link: 'https://www.linkedin.com/in/ada', order: 30 });
  expect(stored.photo).toMatch(/^\/uploads\//);

  // The About page shows the new member below the two leaders, at once (its cached page is renewed by the save).
  const visitor = await context.newPage();
  await visitor.goto('/about');
  const team = visitor.getByRole('region', { name: 'The people you will work with' });
  await team.getByRole('heading', { name }).waitFor();
  expect(await visitor.locator('.journey__leaders article.leader').count()).toBe(2);
  expect(await team.getByRole('img', { name: `Portrait of ${name}` }).count()).toBe(1);
  await visitor.close();

  await page.getByRole('searchbox', { name: 'Search team members' }).fill(suffix);
  const item = page.getByRole('listitem', { name });
  await item.waitFor();
  expect(await item.getByTestId('thumbnail').count()).toBe(1);
  await item.getByRole('button', { name: `Edit ${name}` }).click();
  expect(await page.getByRole('textbox', { name: 'Short bio' }).inputValue()).toBe('Wrote the first program.\nStill reviews ours.');
  await page.getByRole('textbox', { name: 'Role' }).fill('Principal analyst');
  await page.getByRole('button', { name: 'Update Team Member' }).click();
  await toast(page, 'Team member updated successfully').waitFor();
  expect((await teamList()).team.find((member) => member.name === name)).toMatchObject({ role: 'Principal analyst', photo: stored.photo });

  await item.getByRole('button', { name: `Delete ${name}` }).click();
  await page.getByRole('dialog', { name: 'Delete team member?' }).getByRole('button', { name: 'Delete' }).click();
  await toast(page, 'Team member deleted successfully').waitFor();
  await item.waitFor({ state: 'detached' });
  expect((await teamList()).team.some((member) => member.name === name)).toBe(false);
  await page.getByRole('button', { name: 'Trash' }).click();
  await page.getByRole('dialog').getByText(name).waitFor();
  expect(admin.errors).toEqual([]);
  expect(admin.foreignRequests).toEqual([]);
});
