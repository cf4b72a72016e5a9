import type { BrowserContext } from 'playwright-core';
import { E2E_ADMIN, openBrowser, siteRest, submitLogin, useOwnSite, watchedPage } from './support/browser';

/**
 * The media library (docs/screens.md, "Media"): a focal point set by clicking on the image
 * moves the crop of the portfolio card that shows it.
 */

jest.setTimeout(180_000);
// A project's image changes how it is cropped here: a site of this file's own.
useOwnSite();

let context: BrowserContext | undefined;
afterAll(async () => context?.close());

interface Media { name: string; url: string }

test('a focal point clicked in Media moves the portfolio card\'s crop', async () => {
  context = await openBrowser({ width: 1400, height: 900 });
  const { page, errors } = await watchedPage(context);
  // The first project card's picture, and its image in the library.
  await page.goto('/portfolio');
  const firstSource = await page.locator('main img[src*="/uploads/"]').first().getAttribute('src');
  const uuid = firstSource!.match(/[0-9a-f]{8}-[0-9a-f-]{27}/)![0];
  const cardImage = () => page.locator(`main img[src*="${uuid}"]`).first();
  expect(await cardImage().evaluate((element) => getComputedStyle(element).objectPosition)).toBe('50% 50%');
  const { token } = await siteRest<{ token: string }>('POST', '/api/admin/login', E2E_ADMIN);
  const { media } = await siteRest<{ media: Media[] }>('GET', '/api/media?limit=100', undefined, token);
  const image = media.find((candidate) => candidate.url.includes(uuid));
  if (!image) throw new Error(`No library entry for ${firstSource}`);

  await submitLogin(page, E2E_ADMIN.email, E2E_ADMIN.password);
  await page.waitForURL('**/admin/dashboard');
  await page.goto('/admin/media');
  await page.getByLabel('Search by name or alt text').fill(image.name);
  await page.getByTestId('media-card').filter({ hasText: image.name }).first().click();
  const picker = page.getByTestId('focal-point-picker');
  const box = (await picker.boundingBox())!;
  // A click at a tenth of the width and a fifth of the height.
  await page.mouse.click(box.x + box.width * 0.1, box.y + box.height * 0.2);
  await page.getByRole('button', { name: /Focal point: 10% · 20%/ }).waitFor();
  await page.getByRole('button', { name: 'Save' }).click();
  await page.getByRole('dialog').waitFor({ state: 'detached' });

  await page.goto('/portfolio');
  const [x, y] = (await cardImage().evaluate((element) => getComputedStyle(element).objectPosition)).split(' ').map((part) => parseFloat(part));
  // Where the click was, to the picker's precision (a thousandth of the image).
  expect(x).toBeCloseTo(10, 0);
  expect(y).toBeCloseTo(20, 0);
  expect(errors).toEqual([]);
});

test('a project takes its picture from the library: chosen in the form, shown on the site, the library file shared', async () => {
  context ??= await openBrowser({ width: 1400, height: 900 });
  const { page, errors } = await watchedPage(context);
  await submitLogin(page, E2E_ADMIN.email, E2E_ADMIN.password);
  await page.waitForURL('**/admin/dashboard');
  await page.goto('/admin/portfolio');
  await page.getByRole('combobox', { name: /Category/ }).click();
  await page.getByRole('option', { name: 'Web App' }).click();
  const name = 'Library Pick Harbour';
  await page.getByRole('textbox', { name: /^Project Name/ }).fill(name);

  await page.getByRole('button', { name: 'Choose from library' }).click();
  const dialog = page.getByRole('dialog', { name: /choose from the library/ });
  const tile = dialog.getByTestId('library-choice').first();
  const chosen = (await tile.getAttribute('data-url'))!;
  await tile.click();
  await dialog.getByRole('button', { name: 'Add 1 image' }).click();
  await dialog.waitFor({ state: 'detached' });
  await page.getByRole('button', { name: 'Add Portfolio' }).click();
  await page.getByText('Portfolio added successfully').waitFor();

  const uuid = chosen.match(/[0-9a-f]{8}-[0-9a-f-]{27}/)![0];
  await page.goto('/portfolio');
  const card = page.locator('main article, main li, main a').filter({ hasText: name }).first();
  await card.locator(`img[src*="${uuid}"]`).first().waitFor();
  // The same file, not a copy: the library lists the project among its uses.
  const { token } = await siteRest<{ token: string }>('POST', '/api/admin/login', E2E_ADMIN);
  const { media } = await siteRest<{ media: Array<Media & { uses: Array<{ title: string }> }> }>('GET', '/api/media?limit=100', undefined, token);
  expect(media.find((candidate) => candidate.url === chosen)?.uses.map((use) => use.title)).toContain(name);
  expect(errors).toEqual([]);
});

test('a click on a tall narrow image, in its wide dialog, sets the focal point where the click was on the picture', async () => {
  context ??= await openBrowser({ width: 1400, height: 900 });
  const { page, errors } = await watchedPage(context);
  await page.goto('/');
  // A picture six times as tall as it is wide, drawn by the browser: far narrower than the dialog.
  const png = await page.evaluate(() => {
    const canvas = Object.assign(document.createElement('canvas'), { width: 200, height: 1200 });
    const paint = canvas.getContext('2d')!;
    const gradient = paint.createLinearGradient(0, 0, 200, 1200);
    gradient.addColorStop(0, '#1d3557');
    gradient.addColorStop(1, '#e9c46a');
    paint.fillStyle = gradient;
    paint.fillRect(0, 0, 200, 1200);
    return canvas.toDataURL('image/png').split(',')[1];
  });
  const name = `tall-narrow-${Math.random().toString(36).slice(2, 8)}.png`;
  const { token } = await siteRest<{ token: string }>('POST', '/api/admin/login', E2E_ADMIN);
  const upload = new FormData();
  upload.append('file', new Blob([Buffer.from(png, 'base64')], { type: 'image/png' }), name);
  const { media: uploaded } = await siteRest<{ media: Media & { _id: string } }>('POST', '/api/media', upload, token);

  await submitLogin(page, E2E_ADMIN.email, E2E_ADMIN.password);
  await page.waitForURL('**/admin/dashboard');
  await page.goto('/admin/media');
  await page.getByLabel('Search by name or alt text').fill(name);
  await page.getByTestId('media-card').filter({ hasText: name }).first().click();
  const picture = page.getByTestId('focal-point-picker').locator('img');
  await picture.evaluate((image: HTMLImageElement) => image.decode());
  const drawn = (await picture.boundingBox())!;
  const dialog = (await page.getByRole('dialog').boundingBox())!;
  expect(drawn.width).toBeLessThan(dialog.width / 3);
  const click = { x: drawn.x + drawn.width * 0.25, y: drawn.y + drawn.height * 0.75 };
  await page.mouse.click(click.x, click.y);
  await page.getByRole('button', { name: /Focal point: 25% · 75%/ }).waitFor();
  // The marker is drawn where the click was.
  const marker = (await page.getByTestId('focal-point-marker').boundingBox())!;
  expect(Math.abs(marker.x + marker.width / 2 - click.x)).toBeLessThan(2);
  expect(Math.abs(marker.y + marker.height / 2 - click.y)).toBeLessThan(2);
  await page.getByRole('button', { name: 'Save' }).click();
  await page.getByRole('dialog').waitFor({ state: 'detached' });

  const { media: saved } = await siteRest<{ media: { focalPoint: { x: number; y: number } } }>('GET', `/api/media/${uploaded._id}`, undefined, token);
  expect(saved.focalPoint.x).toBeCloseTo(0.25, 2);
  expect(saved.focalPoint.y).toBeCloseTo(0.75, 2);
  expect(errors).toEqual([]);
});
