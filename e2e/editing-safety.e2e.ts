import type { BrowserContext, Page } from 'playwright-core';
import { SLUG_MESSAGE } from '@consultancy/domain';
import { E2E_ADMIN, openBrowser, site, submitLogin, watchedPage, type WatchedPage } from './support/browser';

/**
 * Nothing an editor types is lost: a refused save keeps the form, a session that
 * ends mid-edit gives the draft back after signing in again, a reload offers the
 * unsaved changes, and leaving the screen asks first. Each test works in a
 * browser profile of its own, so drafts kept by one are not offered to another.
 */

jest.setTimeout(120_000);

const suffix = Math.random().toString(36).slice(2, 8);
const toast = (page: Page, text: string | RegExp) => page.locator('#notistack-snackbar', { hasText: text });
const draftOffer = (page: Page) => page.getByRole('region', { name: 'Unsaved changes' });

let context: BrowserContext;
let admin: WatchedPage;

async function signIn(page: Page) {
  await submitLogin(page, E2E_ADMIN.email, E2E_ADMIN.password);
  await page.waitForURL('**/admin/**');
}

beforeEach(async () => {
  context = await openBrowser();
  admin = await watchedPage(context);
  await signIn(admin.page);
  await admin.page.waitForURL('**/admin/dashboard');
});

afterEach(async () => {
  await context.close();
});

/** Ends the browser's session on the server, as an expiry or a sign-out elsewhere would. */
async function endSessionOnServer(page: Page) {
  const token = await page.evaluate(() => localStorage.getItem('token'));
  const response = await fetch(`${site().baseUrl}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({ query: 'mutation { logout }' }),
  });
  expect(response.status).toBe(200);
}

async function fillProject(page: Page, name: string) {
  await page.getByRole('combobox', { name: /Category/ }).click();
  await page.getByRole('option', { name: 'Web App' }).click();
  await page.getByRole('textbox', { name: /^Project Name/ }).fill(name);
  await page.getByRole('textbox', { name: 'Project URL' }).fill('https://example.com/long-project');
  await page.getByRole('textbox', { name: 'Description', exact: true }).click();
  await page.keyboard.type('A long description typed with care.');
  await page.getByRole('textbox', { name: 'Problem' }).fill('A problem worth an afternoon of typing.');
}

test('a refused save (an invalid slug) keeps every typed field, the category and the mode', async () => {
  const { page } = admin;
  const name = `E2E Kept Project ${suffix}`;
  await page.goto('/admin/portfolio');
  await fillProject(page, name);
  await page.getByRole('textbox', { name: 'URL slug' }).fill('Not A Slug!');
  await page.getByRole('button', { name: 'Add Portfolio' }).click();
  await toast(page, SLUG_MESSAGE).waitFor();

  expect(await page.getByRole('textbox', { name: /^Project Name/ }).inputValue()).toBe(name);
  expect(await page.getByRole('textbox', { name: 'Project URL' }).inputValue()).toBe('https://example.com/long-project');
  expect(await page.getByRole('textbox', { name: 'Problem' }).inputValue()).toBe('A problem worth an afternoon of typing.');
  expect(await page.getByRole('textbox', { name: 'URL slug' }).inputValue()).toBe('Not A Slug!');
  expect(await page.getByRole('textbox', { name: 'Description', exact: true }).textContent()).toContain('A long description typed with care.');
  expect(await page.getByRole('combobox', { name: /Category/ }).textContent()).toContain('Web App');
  expect(await page.getByRole('button', { name: 'Add Portfolio' }).isEnabled()).toBe(true);
  expect(admin.errors).toEqual([]);
});

test('an add stored by the server whose answers were all lost, saved again unchanged, makes one project', async () => {
  const { page } = admin;
  const name = `E2E Once Project ${suffix}`;
  // The server gets and stores the add, but every answer to it is cut on the way back, the panel's own retries' too.
  let cutting = true;
  let cut = 0;
  await page.route('**/graphql', async (route) => {
    if (!cutting || !route.request().postData()?.includes('AdminPortfolioManagerAdd')) return route.fallback();
    cut += 1;
    await route.fetch();
    await route.fulfill({ status: 503, contentType: 'application/json', body: JSON.stringify({ errors: [{ message: 'Service unavailable', extensions: { code: 'SERVICE_UNAVAILABLE' } }] }) });
  });
  await page.goto('/admin/portfolio');
  await fillProject(page, name);
  await page.getByRole('button', { name: 'Add Portfolio' }).click();
  await toast(page, 'Service unavailable').waitFor({ timeout: 30_000 });
  cutting = false;
  expect(cut).toBeGreaterThan(1);

  // The server answers the same save again as it did the first time, without storing it twice.
  await page.getByRole('button', { name: 'Add Portfolio' }).click();
  await toast(page, 'Portfolio added successfully').waitFor();
  const { portfolios } = await (await fetch(`${site().baseUrl}/api/portfolio/all?q=${encodeURIComponent(name)}`)).json() as { portfolios: Array<{ projectName: string }> };
  expect(portfolios.filter((project) => project.projectName === name)).toHaveLength(1);
});

test('a session ended mid-edit: the save says so, and signing in again brings back the form with the draft', async () => {
  const { page } = admin;
  const title = `E2E Draft Across Sign-in ${suffix}`;
  await page.goto('/admin/blogs');
  await page.getByRole('heading', { level: 1, name: 'Blog Management' }).waitFor();
  await page.getByRole('textbox', { name: /^Title/ }).fill(title);
  const editor = page.getByRole('textbox', { name: 'Content' });
  await editor.click();
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.type('Two hours of writing that must not be lost.');

  await endSessionOnServer(page);
  await page.getByRole('button', { name: 'Publish Blog' }).click();
  await toast(page, 'Session expired. Please log in again.').waitFor();
  await page.waitForURL('**/login');

  await page.getByLabel('Email', { exact: true }).fill(E2E_ADMIN.email);
  await page.getByLabel('Password').fill(E2E_ADMIN.password);
  await page.getByRole('button', { name: 'Login' }).click();
  await page.waitForURL('**/admin/blogs');
  const offer = draftOffer(page);
  await offer.waitFor();
  expect(await offer.textContent()).toMatch(/^Restore unsaved changes from /);
  await offer.getByRole('button', { name: 'Restore' }).click();
  expect(await page.getByRole('textbox', { name: /^Title/ }).inputValue()).toBe(title);
  expect(await page.getByRole('textbox', { name: 'Content' }).textContent()).toContain('Two hours of writing that must not be lost.');

  // Saved now: the post exists, and its draft is gone.
  await page.getByRole('button', { name: 'Publish Blog' }).click();
  await toast(page, 'Blog added successfully').waitFor();
  await page.reload();
  await page.getByRole('heading', { level: 1, name: 'Blog Management' }).waitFor();
  await page.getByRole('searchbox', { name: 'Search posts' }).fill(suffix);
  await page.getByRole('listitem', { name: title }).waitFor();
  expect(await draftOffer(page).count()).toBe(0);
});

test('a reload asks first, then offers the unsaved changes, saying which chosen images must be chosen again', async () => {
  const { page } = admin;
  await page.goto('/admin/testimonials');
  await page.getByRole('textbox', { name: /^Name/ }).fill(`E2E Reloaded ${suffix}`);
  await page.getByRole('textbox', { name: /^Review/ }).fill('Typed, then the tab was reloaded.');
  await page.locator('input[type="file"][aria-label="Photo (optional)"]').setInputFiles({ name: 'portrait.png', mimeType: 'image/png', buffer: Buffer.from('not shown') });

  const asked = new Promise<string>((resolve) => page.once('dialog', (dialog) => {
    resolve(dialog.type());
    void dialog.accept();
  }));
  await page.reload();
  expect(await asked).toBe('beforeunload');

  const offer = draftOffer(page);
  await offer.waitFor();
  expect(await offer.textContent()).toContain('choose them again: portrait.png');
  await offer.getByRole('button', { name: 'Restore' }).click();
  expect(await page.getByRole('textbox', { name: /^Name/ }).inputValue()).toBe(`E2E Reloaded ${suffix}`);
  expect(await page.getByRole('textbox', { name: /^Review/ }).inputValue()).toBe('Typed, then the tab was reloaded.');
});

test('leaving the screen with unsaved changes asks first; Stay keeps the form', async () => {
  const { page } = admin;
  await page.goto('/admin/statistics');
  const field = page.locator('input[name="projectsCompleted"]');
  await field.fill('321+');
  await page.getByRole('link', { name: 'Footer' }).click();
  const question = page.getByRole('dialog', { name: 'Leave without saving?' });
  await question.waitFor();
  await question.getByRole('button', { name: 'Stay' }).click();
  expect(page.url()).toContain('/admin/statistics');
  expect(await field.inputValue()).toBe('321+');

  await page.getByRole('link', { name: 'Footer' }).click();
  await question.getByRole('button', { name: 'Leave' }).click();
  await page.waitForURL('**/admin/footer');
  await page.getByRole('link', { name: 'Statistics' }).click();
  await draftOffer(page).waitFor();
  expect(admin.errors).toEqual([]);
});

test('two editors on one post: the second save meets the conflict dialog, compares word by word, then overwrites', async () => {
  const title = `E2E Harbour Hours ${suffix}`;
  const token = await admin.page.evaluate(() => localStorage.getItem('token'));
  const form = new FormData();
  form.append('title', title);
  form.append('content', '<p>The harbour opens at dawn.</p>');
  const created = await fetch(`${site().baseUrl}/api/blog/add`, { method: 'POST', headers: { authorization: `Bearer ${token}` }, body: form });
  expect(created.status).toBeLessThan(300);

  const second = await openBrowser();
  try {
    const colleague = await watchedPage(second);
    await signIn(colleague.page);
    const openPost = async (page: Page) => {
      await page.goto('/admin/blogs');
      await page.getByRole('searchbox', { name: 'Search posts' }).fill(suffix);
      await page.getByRole('listitem', { name: title }).getByRole('button', { name: /^Edit/ }).click();
      await page.getByRole('button', { name: 'Update Blog' }).waitFor();
    };
    await openPost(admin.page);
    await openPost(colleague.page);

    // The colleague changes one word of the body and saves first.
    const theirEditor = colleague.page.getByRole('textbox', { name: 'Content' });
    await theirEditor.click();
    await colleague.page.keyboard.press('ControlOrMeta+a');
    await colleague.page.keyboard.type('The harbour opens at noon.');
    await colleague.page.getByRole('button', { name: 'Update Blog' }).click();
    await toast(colleague.page, 'Blog updated successfully').waitFor();

    // The first editor, who opened the post before, renames it and saves.
    const { page } = admin;
    await page.getByRole('textbox', { name: /^Title/ }).fill(`${title} (renamed)`);
    await page.getByRole('button', { name: 'Update Blog' }).click();
    const dialog = page.getByRole('dialog', { name: 'Saved by someone else meanwhile' });
    await dialog.waitFor();
    expect(await dialog.textContent()).toMatch(new RegExp(`Changed by ${E2E_ADMIN.email.replace('.', '\\.')} at \\d{4}-\\d\\d-\\d\\dT.+ since you opened it\\. Your changes are still in the form\\.`));
    await dialog.getByRole('button', { name: 'Compare with theirs' }).click();
    const changes = dialog.getByLabel('Changes from their version to yours');
    await changes.waitFor();
    expect(await changes.locator('del').allTextContents()).toEqual(expect.arrayContaining(['noon']));
    expect(await changes.locator('ins').allTextContents()).toEqual(expect.arrayContaining(['dawn', '(renamed)']));

    await dialog.getByRole('button', { name: 'Keep editing' }).click();
    await dialog.waitFor({ state: 'hidden' });
    expect(await page.getByRole('textbox', { name: /^Title/ }).inputValue()).toBe(`${title} (renamed)`);

    await page.getByRole('button', { name: 'Update Blog' }).click();
    await dialog.getByRole('button', { name: 'Overwrite' }).click();
    await toast(page, 'Blog updated successfully').waitFor();
    const stored = await (await fetch(`${site().baseUrl}/api/blog/all?q=${suffix}`)).json() as { blogs: Array<{ title: string; content: string }> };
    const post = stored.blogs.find((item) => item.title.startsWith(title));
    expect(post?.title).toBe(`${title} (renamed)`);
    expect(post?.content).toContain('dawn');
    expect(admin.errors).toEqual([]);
  } finally {
    await second.close();
  }
});

test('the History panel compares a save with the form word by word, and Restore brings it back to save again', async () => {
  const { page } = admin;
  const title = `E2E History ${suffix}`;
  const token = await page.evaluate(() => localStorage.getItem('token'));
  const send = async (method: string, url: string, fields: Record<string, string>) => {
    const body = new FormData();
    for (const [name, value] of Object.entries(fields)) body.append(name, value);
    const response = await fetch(`${site().baseUrl}${url}`, { method, headers: { authorization: `Bearer ${token}` }, body });
    expect(response.status).toBe(200);
    return response.json() as Promise<{ blog: { _id: string } }>;
  };
  const { blog } = await send('POST', '/api/blog/add', { title, content: '<p>Ferries leave every hour.</p>' });
  await send('PUT', `/api/blog/update/${blog._id}`, { title, content: '<p>Ferries leave every half hour.</p>' });

  await page.goto('/admin/blogs');
  await page.getByRole('searchbox', { name: 'Search posts' }).fill(suffix);
  await page.getByRole('listitem', { name: title }).getByRole('button', { name: /^Edit/ }).click();
  await page.getByRole('button', { name: /^History/ }).click();
  const saves = page.getByRole('list', { name: 'Revisions, newest first' }).getByRole('listitem');
  await saves.nth(1).waitFor();
  expect(await saves.count()).toBe(2);
  expect(await saves.nth(0).textContent()).toContain(`${E2E_ADMIN.email} · Content`);

  const first = saves.nth(1);
  const changes = first.getByLabel('Changes from the form to this revision');
  // On a busy machine the form may still be settling (its values, the preview beside it) when
  // Compare is first pressed: press it again until the comparison shows, as a person would.
  for (let attempt = 1; ; attempt += 1) {
    await first.getByRole('button', { name: 'Compare' }).click();
    const shown = await changes.waitFor({ timeout: 10_000 }).then(() => true, () => false);
    if (shown) break;
    if (attempt === 3) throw new Error(`Compare showed no changes: ${await first.textContent()}`);
  }
  expect(await changes.locator('del').allTextContents()).toEqual(['half ']);

  await first.getByRole('button', { name: 'Restore' }).click();
  await toast(page, /is in the form: review it, then save to keep it/).waitFor();
  expect(await page.getByRole('textbox', { name: 'Content' }).textContent()).toContain('Ferries leave every hour.');
  await page.getByRole('button', { name: 'Update Blog' }).click();
  await toast(page, 'Blog updated successfully').waitFor();
  const stored = await (await fetch(`${site().baseUrl}/api/blog/${blog._id}`)).json() as { blog: { content: string } };
  expect(stored.blog.content).toBe('<p>Ferries leave every hour.</p>');
  expect(admin.errors).toEqual([]);
});

test('a deleted post goes to the Trash, off the public site, and Restore brings it back', async () => {
  const { page } = admin;
  const title = `E2E Trashed ${suffix}`;
  const token = await page.evaluate(() => localStorage.getItem('token'));
  const body = new FormData();
  body.append('title', title);
  body.append('content', '<p>Back soon.</p>');
  const added = await (await fetch(`${site().baseUrl}/api/blog/add`, { method: 'POST', headers: { authorization: `Bearer ${token}` }, body })).json() as { blog: { slug: string } };
  const publicPage = () => fetch(`${site().baseUrl}/blog/${added.blog.slug}`).then((response) => response.status);
  expect(await publicPage()).toBe(200);

  await page.goto('/admin/blogs');
  await page.getByRole('searchbox', { name: 'Search posts' }).fill(suffix);
  await page.getByRole('listitem', { name: title }).getByRole('button', { name: /^Delete/ }).click();
  await page.getByRole('dialog', { name: 'Delete blog post?' }).getByRole('button', { name: 'Delete' }).click();
  await toast(page, 'Blog deleted successfully').waitFor();
  expect(await publicPage()).toBe(404);

  await page.getByRole('button', { name: 'Trash' }).click();
  const trash = page.getByRole('dialog', { name: 'Trash' });
  const item = trash.getByRole('listitem', { name: title });
  await item.waitFor();
  expect(await item.textContent()).toContain(`by ${E2E_ADMIN.email}`);
  await item.getByRole('button', { name: 'Restore' }).click();
  await toast(page, 'Blog restored successfully').waitFor();
  await trash.getByRole('button', { name: 'Close' }).click();
  await page.getByRole('listitem', { name: title }).waitFor();
  expect(await publicPage()).toBe(200);
  expect(admin.errors).toEqual([]);
});
