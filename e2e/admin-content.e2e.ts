import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { BrowserContext, Locator, Page } from 'playwright-core';
import { png } from '../gateway/test/images';
import { E2E_ADMIN, openBrowser, site, watchedPage, type WatchedPage } from './support/browser';

/**
 * The content managers of the admin panel (portfolio, blog, testimonials), driven
 * as an administrator would, checked on the public site. The server and database
 * are shared with other test files: everything made here carries a random suffix
 * and is removed again.
 */

const suffix = Math.random().toString(36).slice(2, 8);
/** The public list of this file's projects' category: other files add projects to the site at the same time. */
const WEB_APPS = '/portfolio?category=Web%20App';
const imagesDir = fs.mkdtempSync(path.join(os.tmpdir(), 'e2e-admin-content-'));

/** Real PNGs of distinct sizes, so the public page shows which file it is by the image's width. */
const images = {
  a: { file: path.join(imagesDir, 'a.png'), width: 30 },
  b: { file: path.join(imagesDir, 'b.png'), width: 24 },
  c: { file: path.join(imagesDir, 'c.png'), width: 18 },
  d: { file: path.join(imagesDir, 'd.png'), width: 42 },
};
fs.writeFileSync(images.a.file, png(30, 20, [220, 38, 38]));
fs.writeFileSync(images.b.file, png(24, 16, [22, 163, 74]));
fs.writeFileSync(images.c.file, png(18, 12, [37, 99, 235]));
fs.writeFileSync(images.d.file, png(42, 28, [234, 179, 8]));

jest.setTimeout(120_000);

let context: BrowserContext;
let admin: WatchedPage;

async function login(page: Page) {
  await page.goto('/login');
  await page.getByLabel('Email', { exact: true }).fill(E2E_ADMIN.email);
  await page.getByLabel('Password').fill(E2E_ADMIN.password);
  await page.getByRole('button', { name: 'Login' }).click();
  await page.waitForURL('**/admin/dashboard');
}

/** The API, for the clean-up only: what a test made is removed even when the test failed halfway. */
async function api<T>(query: string, variables: Record<string, unknown> = {}, token?: string): Promise<T> {
  const response = await fetch(`${site().baseUrl}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify({ query, variables }),
  });
  const body = (await response.json()) as { data: T };
  return body.data;
}

/**
 * The width the browser decoded an image at, once scrolled near (lazy images load then). Code
 * loaded as the image comes near (the project carousel) swaps the server markup for the same
 * markup: an image replaced while being measured is measured again, as its replacement.
 */
async function naturalWidth(image: Locator): Promise<number> {
  for (let attempt = 1; attempt <= 5; attempt += 1) {
    await image.waitFor();
    const width = await image.evaluate((element) => {
      const img = element as HTMLImageElement;
      img.scrollIntoView({ block: 'center' });
      if (img.complete && img.naturalWidth > 0) return img.naturalWidth;
      return new Promise<number | null>((resolve) => {
        const replaced = setInterval(() => {
          if (img.isConnected) return;
          clearInterval(replaced);
          resolve(null);
        }, 50);
        img.addEventListener('load', () => {
          clearInterval(replaced);
          resolve(img.naturalWidth);
        }, { once: true });
      });
    }).catch((error: Error) => {
      if (/not attached|detached/i.test(error.message)) return null;
      throw error;
    });
    if (width !== null) return width;
  }
  throw new Error('The image was replaced five times while being measured');
}

const toast = (page: Page, text: string) => page.locator('#notistack-snackbar', { hasText: text });

beforeAll(async () => {
  context = await openBrowser();
  context.setDefaultTimeout(20_000);
  admin = await watchedPage(context);
  await login(admin.page);
});

afterAll(async () => {
  try {
    const { login: session } = await api<{ login: { token: string } }>(
      'mutation ($email: String!, $password: String!) { login(email: $email, password: $password) { ... on SignedIn { token } } }',
      E2E_ADMIN,
    );
    const token = session.token;
    const left = await api<{
      portfolios: { items: { id: string; projectName: string }[] };
      blogs: { items: { id: string; title: string }[] };
      testimonials: { items: { id: string; userName: string }[] };
    }>(`{ portfolios(q: "${suffix}") { items { id projectName } } blogs(q: "${suffix}") { items { id title } } testimonials(q: "${suffix}") { items { id userName } } }`);
    for (const item of left.portfolios.items.filter((entry) => entry.projectName.includes(suffix))) {
      await api('mutation ($id: ID!) { deletePortfolio(id: $id) }', { id: item.id }, token);
    }
    for (const item of left.blogs.items.filter((entry) => entry.title.includes(suffix))) {
      await api('mutation ($id: ID!) { deleteBlog(id: $id) }', { id: item.id }, token);
    }
    for (const item of left.testimonials.items.filter((entry) => entry.userName.includes(suffix))) {
      await api('mutation ($id: ID!) { deleteTestimonial(id: $id) }', { id: item.id }, token);
    }
  } finally {
    await context?.close();
    fs.rmSync(imagesDir, { recursive: true, force: true });
  }
});

test('a portfolio is added with two images, edited (renamed, images reordered, removed, added) and deleted, as the public site shows', async () => {
  const { page } = admin;
  const name = `E2E Harbour Portal ${suffix}`;
  const renamed = `E2E Harbour Portal Reloaded ${suffix}`;

  await page.goto('/admin/portfolio');
  await page.getByRole('heading', { level: 1, name: 'Portfolio Management' }).waitFor();
  await page.getByRole('searchbox', { name: 'Search projects' }).fill(suffix);

  // Add
  await page.getByRole('combobox', { name: /Category/ }).click();
  await page.getByRole('option', { name: 'Web App' }).click();
  await page.getByRole('textbox', { name: /^Project Name/ }).fill(name);
  await page.getByRole('textbox', { name: 'Project URL' }).fill('https://example.com/harbour');
  await page.getByLabel('Project Date').fill('2025-03-14');
  expect(await page.getByRole('textbox', { name: 'Services' }).inputValue()).toBe('Web design & Web development');
  expect(await page.getByRole('textbox', { name: 'Client Name' }).inputValue()).toBe('Client Name');
  await page.getByRole('textbox', { name: 'Description', exact: true }).click();
  await page.keyboard.type('A booking portal for a harbour.');
  await page.getByRole('textbox', { name: 'Problem' }).fill('Bookings by phone only.');
  await page.getByRole('textbox', { name: 'Testimonial' }).fill('Great team.\nWould hire again.');
  await page.locator('input[type="file"][aria-label="Project Images"]').setInputFiles([images.a.file, images.b.file]);
  const newTiles = page.getByTestId('new-image');
  await newTiles.nth(1).waitFor();
  expect(await newTiles.count()).toBe(2);
  expect(await newTiles.nth(0).getByText('Main').isVisible()).toBe(true);
  // Each image's alt text, typed on its tile.
  const [calendar, quayMap] = [`Booking calendar ${suffix}`, `Quay map ${suffix}`];
  await page.getByRole('textbox', { name: 'Alt text of new image 1' }).fill(calendar);
  await page.getByRole('textbox', { name: 'Alt text of new image 2' }).fill(quayMap);
  expect(await page.getByText('PNG, JPG, GIF up to 10MB each').first().isVisible()).toBe(true);
  expect(await page.getByText('Recommended size: 1200x800px').isVisible()).toBe(true);

  await page.getByRole('button', { name: 'Add Portfolio' }).click();
  await toast(page, 'Portfolio added successfully').waitFor();
  // After a submit the form is back in add mode, empty, and the list shows the new item.
  expect(await page.getByRole('textbox', { name: /^Project Name/ }).inputValue()).toBe('');
  expect(await page.getByTestId('new-image').count()).toBe(0);
  const item = page.getByRole('listitem', { name, exact: true });
  await item.waitFor();
  expect(await item.getByTestId('thumbnail').count()).toBe(2);
  expect(await item.getByText('A booking portal for a harbour.').isVisible()).toBe(true);

  // Public list and detail: the first image is the main one.
  const visitor = await context.newPage();
  await visitor.goto(WEB_APPS);
  const card = visitor.locator('article', { has: visitor.getByRole('heading', { name, exact: true }) });
  expect(await naturalWidth(card.getByRole('img', { name: calendar }))).toBe(images.a.width);
  await card.getByRole('link', { name: /View Details/ }).click();
  await visitor.waitForURL(/\/portfolio\/[^/]+$/);
  const detailUrl = visitor.url();
  await visitor.getByRole('heading', { level: 1, name }).waitFor();
  expect(await naturalWidth(visitor.getByRole('img', { name: calendar }).first())).toBe(images.a.width);
  expect(await naturalWidth(visitor.getByRole('img', { name: quayMap }).first())).toBe(images.b.width);

  // Edit: the form takes the item's values and switches to update mode.
  await item.getByRole('button', { name: `Edit ${name}` }).click();
  const nameField = page.getByRole('textbox', { name: /^Project Name/ });
  expect(await nameField.inputValue()).toBe(name);
  expect(await page.getByRole('textbox', { name: 'Project URL' }).inputValue()).toBe('https://example.com/harbour');
  expect(await page.getByRole('textbox', { name: 'Testimonial' }).inputValue()).toBe('Great team.\nWould hire again.');
  await page.getByRole('button', { name: 'Cancel edit' }).waitFor();
  const existingTiles = page.getByTestId('existing-image');
  expect(await existingTiles.count()).toBe(2);
  const [firstUrl, secondUrl] = [await existingTiles.nth(0).getAttribute('data-src'), await existingTiles.nth(1).getAttribute('data-src')];

  await nameField.fill(renamed);
  // Drag the second stored image before the first.
  await existingTiles.nth(1).dragTo(existingTiles.nth(0));
  expect(await existingTiles.nth(0).getAttribute('data-src')).toBe(secondUrl);
  expect(await existingTiles.nth(1).getAttribute('data-src')).toBe(firstUrl);
  expect(await existingTiles.nth(0).getByText('Main').isVisible()).toBe(true);
  // Two new images: move the second before the first with the keyboard-reachable button, then remove the other.
  await page.locator('input[type="file"][aria-label="Project Images"]').setInputFiles([images.c.file, images.d.file]);
  await newTiles.nth(1).waitFor();
  await page.getByRole('button', { name: 'Move new image 2 left' }).click();
  await page.getByRole('button', { name: 'Remove new image 2' }).click();
  expect(await newTiles.count()).toBe(1);
  // The alt texts moved with their images; the new one has none (the site shows the project name).
  expect(await page.getByRole('textbox', { name: 'Alt text of current image 1' }).inputValue()).toBe(quayMap);
  expect(await page.getByRole('textbox', { name: 'Alt text of current image 2' }).inputValue()).toBe(calendar);
  expect(await page.getByRole('textbox', { name: 'Alt text of new image 1' }).inputValue()).toBe('');

  await page.getByRole('button', { name: 'Update Portfolio' }).click();
  await toast(page, 'Portfolio updated successfully').waitFor();
  expect(await page.getByRole('button', { name: 'Add Portfolio' }).isVisible()).toBe(true);
  const renamedItem = page.getByRole('listitem', { name: renamed, exact: true });
  await renamedItem.waitFor();
  expect(await renamedItem.getByTestId('thumbnail').count()).toBe(3);

  // Public detail: new name, the formerly second image is now the main one, the kept new one is last.
  await visitor.goto(detailUrl);
  await visitor.getByRole('heading', { level: 1, name: renamed }).waitFor();
  const slides = visitor.locator('.project-images__slide img');
  // The carousel's code loads after the page: until then its first image may stand alone.
  await visitor.waitForFunction(() => document.querySelectorAll('.project-images__slide img').length >= 3);
  // The carousel repeats its first and last slides for its endless loop: the distinct ones, in order.
  const alts = [...new Set(await slides.evaluateAll((list) => list.map((image) => image.getAttribute('alt'))))];
  expect(alts.sort()).toEqual([calendar, quayMap, renamed].sort());
  expect(await naturalWidth(visitor.getByRole('img', { name: quayMap }).first())).toBe(images.b.width);
  expect(await naturalWidth(visitor.getByRole('img', { name: calendar }).first())).toBe(images.a.width);
  expect(await naturalWidth(visitor.getByRole('img', { name: renamed, exact: true }).first())).toBe(images.d.width);
  await visitor.goto(WEB_APPS);
  const renamedCard = visitor.locator('article', { has: visitor.getByRole('heading', { name: renamed, exact: true }) });
  expect(await naturalWidth(renamedCard.getByRole('img', { name: quayMap }))).toBe(images.b.width);

  // Delete, confirmed.
  await renamedItem.getByRole('button', { name: `Delete ${renamed}` }).click();
  const dialog = page.getByRole('dialog', { name: 'Delete portfolio?' });
  await dialog.getByRole('button', { name: 'Delete' }).click();
  await toast(page, 'Portfolio deleted successfully').waitFor();
  await renamedItem.waitFor({ state: 'detached' });

  const gone = await visitor.goto(detailUrl);
  expect(gone?.status()).toBe(404);
  await visitor.goto(WEB_APPS);
  await visitor.getByRole('heading', { level: 1 }).first().waitFor();
  expect(await visitor.getByRole('heading', { name: renamed }).count()).toBe(0);
  await visitor.close();

  expect(admin.errors).toEqual([]);
  expect(admin.foreignRequests).toEqual([]);
});

test('a refused save shows the server\'s message', async () => {
  const { page } = admin;
  await page.goto('/admin/portfolio');
  await page.getByRole('combobox', { name: /Category/ }).click();
  await page.getByRole('option', { name: 'Mobile App' }).click();
  await page.getByRole('textbox', { name: /^Project Name/ }).fill(`E2E Refused ${suffix}`);
  // The browser accepts ftp:// as a URL; the server wants http(s).
  await page.getByRole('textbox', { name: 'Project URL' }).fill('ftp://example.com/files');
  await page.getByRole('button', { name: 'Add Portfolio' }).click();
  await toast(page, 'projectUrl must be a URL starting with http:// or https://').waitFor();
  expect(await page.getByRole('listitem', { name: `E2E Refused ${suffix}` }).count()).toBe(0);
  expect(admin.errors).toEqual([]);
});

test('a blog post written with bold and italic text in the editor shows them on /blog/{id}', async () => {
  const { page } = admin;
  const title = `E2E Notes on Shipping ${suffix}`;
  await page.goto('/admin/blogs');
  await page.getByRole('heading', { level: 1, name: 'Blog Management' }).waitFor();
  await page.getByRole('searchbox', { name: 'Search posts' }).fill(suffix);
  await page.getByRole('textbox', { name: /^Title/ }).fill(title);

  const editor = page.getByRole('textbox', { name: 'Content' });
  expect(await editor.textContent()).toContain('Start writing your blog post...');
  await editor.click();
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.type('We ship ');
  await page.keyboard.press('ControlOrMeta+b');
  await page.keyboard.type('every single week');
  await page.keyboard.press('ControlOrMeta+b');
  await page.keyboard.type(' and ');
  await page.getByRole('button', { name: 'Italic' }).click();
  await page.keyboard.type('measure it');
  await page.getByRole('button', { name: 'Italic' }).click();
  await page.keyboard.type('.');
  await page.getByRole('textbox', { name: 'Excerpt' }).fill('Why small releases win.');
  await page.getByRole('textbox', { name: 'Tags' }).fill('delivery, process');
  await page.getByLabel('Publish Date').fill('2025-06-02');
  await page.getByRole('spinbutton', { name: 'Reading Time (minutes)' }).fill('7');
  await page.locator('input[type="file"][aria-label="Featured Image"]').setInputFiles(images.d.file);
  expect(await page.getByText('Recommended size: 1200x630px').isVisible()).toBe(true);
  const featuredAlt = `Release train on a whiteboard ${suffix}`;
  await page.getByRole('textbox', { name: 'Alt text of new image 1' }).fill(featuredAlt);

  await page.getByRole('button', { name: 'Publish Blog' }).click();
  await toast(page, 'Blog added successfully').waitFor();
  const item = page.getByRole('listitem', { name: title, exact: true });
  await item.waitFor();
  expect(await item.getByText('Why small releases win.').isVisible()).toBe(true);
  expect(await page.getByRole('textbox', { name: /^Title/ }).inputValue()).toBe('');

  const visitor = await context.newPage();
  await visitor.goto('/blog');
  await visitor.getByRole('link', { name: new RegExp(title) }).first().click();
  await visitor.waitForURL(/\/blog\/[^/]+$/);
  await visitor.getByRole('heading', { level: 1, name: title }).waitFor();
  expect(await visitor.locator('article strong', { hasText: 'every single week' }).count()).toBe(1);
  expect(await visitor.locator('article em', { hasText: 'measure it' }).count()).toBe(1);
  expect(await naturalWidth(visitor.getByRole('img', { name: featuredAlt }))).toBe(images.d.width);
  await visitor.close();

  // Edit keeps the rich text: the editor shows the bold words bold.
  await item.getByRole('button', { name: `Edit ${title}` }).click();
  await page.getByRole('button', { name: 'Update Blog' }).waitFor();
  expect(await page.getByRole('textbox', { name: 'Content' }).locator('span[style*="font-weight"]', { hasText: 'every single week' }).count()).toBe(1);
  expect(await page.getByRole('spinbutton', { name: 'Reading Time (minutes)' }).inputValue()).toBe('7');
  await page.getByRole('button', { name: 'Cancel edit' }).click();
  expect(await page.getByRole('button', { name: 'Publish Blog' }).isVisible()).toBe(true);

  await item.getByRole('button', { name: `Delete ${title}` }).click();
  await page.getByRole('dialog', { name: 'Delete blog post?' }).getByRole('button', { name: 'Delete' }).click();
  await toast(page, 'Blog deleted successfully').waitFor();
  await item.waitFor({ state: 'detached' });
  expect(admin.errors).toEqual([]);
});

test('a testimonial is added with a rating and a photo, re-rated and deleted', async () => {
  const { page } = admin;
  const userName = `E2E Dana Whitfield ${suffix}`;
  await page.goto('/admin/testimonials');
  await page.getByRole('heading', { level: 1, name: 'Testimonials Management' }).waitFor();
  await page.getByRole('searchbox', { name: 'Search testimonials' }).fill(suffix);
  await page.getByRole('textbox', { name: /^Name/ }).fill(userName);
  await page.getByRole('textbox', { name: 'Role' }).fill('COO, Harbour Co.');
  await page.getByRole('combobox', { name: /Rating/ }).click();
  await page.getByRole('option', { name: '4 stars' }).click();
  await page.getByRole('textbox', { name: /^Review/ }).fill('They shipped in half the time we planned.');
  await page.locator('input[type="file"][aria-label="Photo (optional)"]').setInputFiles(images.c.file);
  await page.getByRole('button', { name: 'Add Testimonial' }).click();
  await toast(page, 'Testimonial added successfully').waitFor();

  const item = page.getByRole('listitem', { name: `testimonial by ${userName}` });
  await item.waitFor();
  expect(await item.getByRole('img', { name: '4 out of 5 stars' }).count()).toBe(1);
  expect(await item.getByTestId('thumbnail').count()).toBe(1);

  await item.getByRole('button', { name: `Edit testimonial by ${userName}` }).click();
  expect(await page.getByRole('textbox', { name: /^Review/ }).inputValue()).toBe('They shipped in half the time we planned.');
  await page.getByRole('combobox', { name: /Rating/ }).click();
  await page.getByRole('option', { name: '5 stars' }).click();
  await page.getByRole('button', { name: 'Update Testimonial' }).click();
  await toast(page, 'Testimonial updated successfully').waitFor();
  await item.getByRole('img', { name: '5 out of 5 stars' }).waitFor();
  expect(await item.getByTestId('thumbnail').count()).toBe(1);

  await item.getByRole('button', { name: `Delete testimonial by ${userName}` }).click();
  await page.getByRole('dialog', { name: 'Delete testimonial?' }).getByRole('button', { name: 'Delete' }).click();
  await toast(page, 'Testimonial deleted successfully').waitFor();
  await item.waitFor({ state: 'detached' });
  expect(admin.errors).toEqual([]);
  expect(admin.foreignRequests).toEqual([]);
});
