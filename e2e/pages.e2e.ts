import type { BrowserContext, Page } from 'playwright-core';
import { E2E_ADMIN, openBrowser, submitLogin, useOwnSite, watchedPage } from './support/browser';

/**
 * The Pages screen (docs/screens.md, "Pages"): the owner rewrites the landing page's
 * headline and sees it in the preview before saving, then on the site; reorders the
 * services by dragging and sees /solutions follow; rewrites the Contact page's response time
 * and its description in search results.
 */

jest.setTimeout(180_000);
// The home, Solutions and Contact pages change here: a site of this file's own.
useOwnSite();

let context: BrowserContext | undefined;
afterEach(async () => {
  await context?.close();
  context = undefined;
});

async function pagesScreen(path: string, viewport = { width: 1400, height: 900 }): Promise<{ page: Page; errors: string[] }> {
  context = await openBrowser(viewport);
  const admin = await watchedPage(context);
  await submitLogin(admin.page, E2E_ADMIN.email, E2E_ADMIN.password);
  await admin.page.waitForURL('**/admin/dashboard');
  await admin.page.goto(path);
  return admin;
}

const preview = (page: Page) => page.frameLocator('iframe[title="Preview of the public page"]');

test('the home headline: shown in the preview while typing, on / once saved', async () => {
  const { page, errors } = await pagesScreen('/admin/pages');
  const headline = page.getByRole('textbox', { name: /^Headline/ });
  await headline.waitFor();
  await preview(page).getByRole('heading', { level: 1, name: /We build the software/ }).waitFor();

  const typed = 'Software that ships before the coffee cools';
  await headline.fill(typed);
  await preview(page).getByRole('heading', { level: 1, name: typed }).waitFor({ timeout: 2_000 });
  // Not saved yet: the site still shows the old headline.
  const visitor = await context!.newPage();
  await visitor.goto('/');
  expect(await visitor.getByRole('heading', { level: 1 }).textContent()).toMatch(/We build the software/);

  await page.getByRole('button', { name: /Save Home page/ }).click();
  await page.getByText('Home page updated successfully!').waitFor();
  await visitor.goto('/');
  expect(await visitor.getByRole('heading', { level: 1 }).textContent()).toBe(typed);
  expect(errors).toEqual([]);
});

test('the services, reordered by dragging: /solutions and the home cards follow', async () => {
  const { page, errors } = await pagesScreen('/admin/pages?page=solutions');
  const handle = (name: string) => page.getByRole('button', { name: `Drag to reorder service: ${name}` });
  await handle('Web Development').waitFor();
  // The form is filled and the preview drawn: nothing re-renders the list under the pointer.
  await preview(page).locator('.solution h2').first().waitFor();
  const boxOf = async (name: string) => {
    await handle(name).waitFor({ state: 'visible' });
    return (await handle(name).boundingBox())!;
  };

  // Drag the first service's handle onto the second's (dnd-kit follows the pointer), mid-screen
  // so that the page does not scroll under the pointer.
  await handle('Web Development').evaluate((element) => element.scrollIntoView({ block: 'center' }));
  const from = await boxOf('Web Development');
  const to = await boxOf('Software Development');
  await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
  await page.mouse.down();
  await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2 + 10, { steps: 4 });
  await page.mouse.move(to.x + to.width / 2, to.y + to.height / 2 + 4, { steps: 20 });
  await page.mouse.up();
  const order = async () => page.getByRole('button', { name: /^Drag to reorder service: / }).evaluateAll((buttons) => buttons.map((button) => button.getAttribute('aria-label')!.replace('Drag to reorder service: ', '')));
  await page.waitForFunction(() => document.querySelector('[aria-label^="Drag to reorder service: "]')?.getAttribute('aria-label')?.endsWith('Software Development'));
  expect((await order()).slice(0, 2)).toEqual(['Software Development', 'Web Development']);
  // The preview shows the new order before anything is saved.
  await page.waitForTimeout(600);
  expect(await preview(page).locator('.solution h2').first().textContent()).toBe('Software Development');

  await page.getByRole('button', { name: /Save Solutions page/ }).click();
  await page.getByText('Solutions page updated successfully!').waitFor();
  const visitor = await context!.newPage();
  await visitor.goto('/solutions');
  expect((await visitor.locator('.solution h2').allTextContents()).slice(0, 2)).toEqual(['Software Development', 'Web Development']);
  await visitor.goto('/');
  expect((await visitor.locator('.service-card:not(.service-card--cta) h3').allTextContents()).slice(0, 2)).toEqual(['Software Development', 'Web Development']);
  // The Organization's structured data names the services in their new order.
  const organization = JSON.parse((await visitor.locator('script[type="application/ld+json"]').first().textContent())!);
  expect(organization.knowsAbout.slice(0, 2)).toEqual(['Software Development', 'Web Development']);
  expect(errors).toEqual([]);
});

test('on a phone, every field and button of an opened service stays on the screen', async () => {
  const { page, errors } = await pagesScreen('/admin/pages?page=solutions', { width: 375, height: 812 });
  // As in the drag test: the form filled and the (hidden) preview drawn, so nothing re-renders the list under the tap.
  await preview(page).locator('.solution h2').first().waitFor({ state: 'attached' });
  await page.getByRole('button', { name: 'Edit service: Web Development' }).click();
  await page.getByRole('button', { name: 'Close service: Web Development', expanded: true }).waitFor();
  await page.getByRole('textbox', { name: /^Details/ }).first().waitFor();
  const cutOff = await page.locator('form[aria-label="Solutions page"] :is(input, textarea, button, [role="combobox"])').evaluateAll(
    (controls) => controls.filter((control) => {
      const box = control.getBoundingClientRect();
      return box.width > 0 && box.right > window.innerWidth;
    }).map((control) => control.getAttribute('aria-label') ?? control.getAttribute('name') ?? control.textContent),
  );
  expect(cutOff).toEqual([]);
  expect(errors).toEqual([]);
});

test('the Contact page: the response time in the preview while typing, on /contact once saved, and its description', async () => {
  const { page, errors } = await pagesScreen('/admin/pages?page=contact');
  const responseTime = page.getByRole('textbox', { name: /^Response time/ });
  await responseTime.waitFor();
  await preview(page).getByText('Within one working day', { exact: true }).waitFor();

  await responseTime.fill('Within two hours');
  await preview(page).getByText('Within two hours', { exact: true }).waitFor({ timeout: 2_000 });
  await page.getByRole('textbox', { name: /^Description/ }).fill('Write to us: a person answers within two hours.');
  await page.getByRole('button', { name: /Save Contact page/ }).click();
  await page.getByText('Contact page updated successfully!').waitFor();

  const visitor = await context!.newPage();
  await visitor.goto('/contact');
  await visitor.locator('.contact__channels').getByText('Within two hours').waitFor();
  expect(await visitor.locator('meta[name="description"]').getAttribute('content')).toBe('Write to us: a person answers within two hours.');
  // The form's own labels stay as they are.
  await visitor.locator('#contact-form').getByRole('button', { name: 'Send Message' }).waitFor();
  expect(errors).toEqual([]);
});
