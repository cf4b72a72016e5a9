import fs from 'node:fs';
import path from 'node:path';
import type { BrowserContext, Page } from 'playwright-core';
import { E2E_ADMIN, openBrowser, site, submitLogin, useOwnSite, watchedPage } from './support/browser';

/**
 * WCAG 2.5.3 Label in Name: a control's accessible name contains the words it shows, so a
 * speech-input user can press it by saying what they see ("click Email to subscribers").
 * axe-core's label-content-name-mismatch rule (experimental, so enabled here) judges every
 * button and link whose name comes from an aria-label rather than its text, on every admin
 * screen and every public page type.
 */

jest.setTimeout(240_000);
// Its own site: the missing URL visited below is the 404 log's entry the Redirects screen offers to redirect.
useOwnSite();

const AXE_SOURCE = fs.readFileSync(path.join(__dirname, '..', 'node_modules', 'axe-core', 'axe.min.js'), 'utf8');

/** The controls whose accessible name does not contain their visible text, each as `target: name / text`. */
async function labelNotInName(page: Page): Promise<string[]> {
  await page.evaluate(AXE_SOURCE);
  return page.evaluate(async () => {
    type Axe = {
      run(context: Document, options: object): Promise<{ violations: { nodes: { target: unknown[]; html: string }[] }[] }>;
    };
    const { violations } = await (window as unknown as { axe: Axe }).axe.run(document, {
      runOnly: { type: 'rule', values: ['label-content-name-mismatch'] },
      rules: { 'label-content-name-mismatch': { enabled: true } },
    });
    return violations.flatMap((violation) => violation.nodes.map((node) => `${JSON.stringify(node.target)}: ${node.html.slice(0, 300)}`));
  });
}

let context: BrowserContext;
beforeAll(async () => {
  context = await openBrowser();
});
afterAll(async () => {
  await context?.close();
});

test('every public page type: each button\'s and link\'s name contains its visible text', async () => {
  const get = async <T>(url: string) => (await (await fetch(`${site().baseUrl}${url}`)).json()) as T;
  const { portfolios } = await get<{ portfolios: { slug: string }[] }>('/api/portfolio/all');
  const { blogs } = await get<{ blogs: { slug: string }[] }>('/api/blog/all');
  const { page } = await watchedPage(context);
  const found: Record<string, string[]> = {};
  for (const url of ['/', '/solutions', '/portfolio', `/portfolio/${portfolios[0].slug}`, '/blog', `/blog/${blogs[0].slug}`, '/about', '/contact', '/search?q=app', '/login']) {
    await page.goto(url, { waitUntil: 'networkidle' });
    found[url] = await labelNotInName(page);
  }
  expect(Object.entries(found).filter(([, controls]) => controls.length > 0)).toEqual([]);
  await page.close();
});

test('every admin screen, as an owner: each button\'s and link\'s name contains its visible text', async () => {
  const { page } = await watchedPage(context);
  // A missing URL, so the Redirects screen lists one with its "Redirect to…" button.
  await page.goto('/no-such-page-for-label-in-name');
  await submitLogin(page, E2E_ADMIN.email, E2E_ADMIN.password);
  await page.waitForURL('**/admin/dashboard');
  const sidebar = page.getByRole('navigation', { name: 'Admin' });
  await sidebar.getByRole('link', { name: 'Activity' }).waitFor();
  const screens = await sidebar.getByRole('link').evaluateAll((links) => links.map((link) => new URL((link as HTMLAnchorElement).href).pathname));
  expect(screens).toEqual(expect.arrayContaining(['/admin/dashboard', '/admin/blogs', '/admin/redirects', '/admin/media']));
  const found: Record<string, string[]> = {};
  for (const screen of screens) {
    await page.goto(screen, { waitUntil: 'networkidle' });
    found[screen] = await labelNotInName(page);
  }
  expect(Object.entries(found).filter(([, controls]) => controls.length > 0)).toEqual([]);
  // The buttons the finding was about: on each published post for an owner, and by each missing URL.
  // Each waits for its list: on a busy machine the network can be idle before the list is drawn.
  await page.goto('/admin/blogs');
  await page.getByRole('button', { name: /^Email to subscribers/ }).first().waitFor({ timeout: 30_000 });
  await page.goto('/admin/redirects');
  await page.getByRole('button', { name: /^Redirect to…/ }).first().waitFor({ timeout: 30_000 });
  await page.close();
});
