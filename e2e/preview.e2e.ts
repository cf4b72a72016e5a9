import type { BrowserContext, Page, Request } from 'playwright-core';
import { png } from '../gateway/test/images';
import { E2E_ADMIN, openBrowser, submitLogin, watchedPage, type WatchedPage } from './support/browser';

/**
 * The Preview pane of the collection forms (docs/screens.md, "Preview"): the public page,
 * drawn by the public components with the form's unsaved values, follows the typing;
 * side by side from 1200 px, a tab below; previewing sends nothing.
 */

jest.setTimeout(120_000);

const suffix = Math.random().toString(36).slice(2, 8);
let context: BrowserContext | undefined;

afterEach(async () => {
  await context?.close();
  context = undefined;
});

async function blogScreen(viewport: { width: number; height: number }): Promise<WatchedPage> {
  context = await openBrowser(viewport);
  const admin = await watchedPage(context);
  await submitLogin(admin.page, E2E_ADMIN.email, E2E_ADMIN.password);
  await admin.page.waitForURL('**/admin/dashboard');
  await admin.page.goto('/admin/blogs');
  await admin.page.getByRole('heading', { name: 'Write a New Blog Post' }).waitFor();
  return admin;
}

const preview = (page: Page) => page.frameLocator('iframe[title="Preview of the public page"]');

/** The site's API calls made from now on (reads and writes): previewing must make none. */
function apiCalls(page: Page): string[] {
  const calls: string[] = [];
  page.on('request', (request: Request) => {
    const { pathname } = new URL(request.url());
    if (pathname.startsWith('/graphql') || pathname.startsWith('/api/')) calls.push(`${request.method()} ${pathname} ${request.postData()?.slice(0, 80) ?? ''}`);
  });
  return calls;
}

test('1400 px: a new post\'s title, text and image show in the preview beside the form before saving; nothing is sent', async () => {
  const { page, errors } = await blogScreen({ width: 1400, height: 900 });
  const title = `Previewed before saving ${suffix}`;
  // The pane stands beside the form: no tabs.
  await preview(page).locator('article.post').waitFor();
  expect(await page.getByRole('tab', { name: 'Preview' }).count()).toBe(0);
  const calls = apiCalls(page);

  const typed = Date.now();
  await page.getByRole('textbox', { name: /^Title/ }).fill(title);
  await preview(page).getByRole('heading', { level: 1, name: title }).waitFor({ timeout: 2_000 });
  // Shown within 500 ms of the typing (and a little for the browser's own work).
  expect(Date.now() - typed).toBeLessThan(1_000);

  await page.getByRole('textbox', { name: 'Tags' }).fill('preview, drafts');
  await page.locator('input[type="file"][aria-label="Featured Image"]').setInputFiles({ name: 'cover.png', mimeType: 'image/png', buffer: png(60, 32, [37, 99, 235]) });
  const image = preview(page).locator('img.post__image');
  await image.waitFor();
  // Not uploaded: shown from the browser's own object URL.
  expect(await image.getAttribute('src')).toMatch(/^blob:/);
  await preview(page).getByRole('link', { name: 'drafts' }).waitFor();

  // The public stylesheets apply inside the frame: the post's header is the site's dark band with a white title.
  const heading = preview(page).getByRole('heading', { level: 1, name: title });
  expect(await heading.evaluate((element) => getComputedStyle(element).color)).toBe('rgb(255, 255, 255)');
  // A link in the preview leads nowhere: the panel stays.
  await preview(page).getByRole('link', { name: /All posts/ }).click();
  await page.waitForTimeout(300);
  expect(new URL(page.url()).pathname).toBe('/admin/blogs');
  await heading.waitFor();

  // A draft previews the same way.
  await page.getByRole('button', { name: 'Save draft' }).click();
  await page.getByRole('textbox', { name: /^Title/ }).fill(`${title} (draft)`);
  await preview(page).getByRole('heading', { level: 1, name: `${title} (draft)` }).waitFor({ timeout: 2_000 });

  await page.waitForTimeout(600);
  expect(calls).toEqual([]);
  expect(errors).toEqual([]);
});

test('800 px: the Preview tab shows the typed title', async () => {
  const { page, errors } = await blogScreen({ width: 800, height: 900 });
  const title = `On the Preview tab ${suffix}`;
  const calls = apiCalls(page);
  await page.getByRole('textbox', { name: /^Title/ }).fill(title);
  await page.getByRole('tab', { name: 'Preview' }).click();
  await preview(page).getByRole('heading', { level: 1, name: title }).waitFor({ timeout: 2_000 });
  expect(await page.getByRole('textbox', { name: /^Title/ }).isVisible()).toBe(false);
  await page.getByRole('tab', { name: 'Edit' }).click();
  expect(await page.getByRole('textbox', { name: /^Title/ }).inputValue()).toBe(title);
  expect(calls).toEqual([]);
  expect(errors).toEqual([]);
});
