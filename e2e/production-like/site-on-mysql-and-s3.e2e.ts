import type { BrowserContext } from 'playwright-core';
import { E2E_ADMIN, openBrowser, site, watchedPage } from '../support/browser';

/**
 * The same site on MySQL (MariaDB) + S3 (s3rver): pages render with their data
 * and images come back from the bucket. Runs in both browser projects.
 */
let context: BrowserContext;
beforeAll(async () => { context = await openBrowser(); });
afterAll(async () => { await context.close(); });

test('the home page is served, rendered and hydrated without errors', async () => {
  const { page, errors, foreignRequests } = await watchedPage(context);
  const response = await page.goto('/');
  expect(response?.status()).toBe(200);
  expect(await page.title()).toContain('Northwind Digital');
  await page.waitForLoadState('networkidle');
  expect(errors).toEqual([]);
  expect(foreignRequests).toEqual([]);
});

test('a project page shows its images, served from storage', async () => {
  const { portfolios } = await (await fetch(`${site().baseUrl}/api/portfolio/all`)).json();
  // Other files add projects without images to this shared site.
  const project = portfolios.find((item: { images_url: string[] }) => item.images_url.length > 0);
  const image = await fetch(`${site().baseUrl}${project.images_url[0]}`);
  expect(image.status).toBe(200);
  expect(image.headers.get('content-type')).toMatch(/^image\//);

  const { page, errors } = await watchedPage(context);
  await page.goto(`/portfolio/${project._id}`);
  await expect(page.getByRole('heading', { name: project.projectName }).first().isVisible()).resolves.toBe(true);
  await page.waitForLoadState('networkidle');
  expect(errors).toEqual([]);
});

test('an administrator can log in', async () => {
  const response = await fetch(`${site().baseUrl}/api/admin/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(E2E_ADMIN),
  });
  expect((await response.json()).success).toBe(true);
});

test('every public page type carries JSON-LD that parses, naming what the page shows', async () => {
  const get = async (url: string) => (await fetch(`${site().baseUrl}${url}`, { headers: { accept: 'text/html' } })).text();
  const types = (html: string) =>
    [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/gs)].map(([, body]) => (JSON.parse(body) as { '@type': string })['@type']);
  // The oldest (the demo content's), which other test files sharing the site leave alone.
  const oldest = async (kind: string, list: string) => (await (await fetch(`${site().baseUrl}/api/${kind}/all?limit=100`)).json())[list].at(-1);
  const project = await oldest('portfolio', 'portfolios');
  const post = await oldest('blog', 'blogs');
  const tag = String(post.tags).split(',')[0].trim().toLowerCase();
  const pages: Array<[string, string[]]> = [
    ['/', ['Organization', 'WebSite']],
    ['/solutions', ['Organization', 'Service', 'Service', 'Service', 'Service', 'Service']],
    ['/portfolio', ['Organization']],
    [`/portfolio/${project.slug}`, ['Organization', 'CreativeWork', 'BreadcrumbList']],
    ['/blog', ['Organization']],
    [`/blog/${post.slug}`, ['Organization', 'BlogPosting', 'BreadcrumbList']],
  ];
  for (const [url, expected] of pages) expect({ url, types: types(await get(url)) }).toEqual({ url, types: expected });
  // The tag list, filtered by the database, holds the post it was taken from (fewer than a page have its tag).
  expect(tag).not.toBe('');
  const { blogs: tagged } = await (await fetch(`${site().baseUrl}/api/blog/all?limit=100&tag=${encodeURIComponent(tag)}`)).json();
  expect(tagged.map((item: { slug: string }) => item.slug)).toContain(post.slug);
  expect(types(await get(`/blog?tag=${encodeURIComponent(tag)}`))).toEqual(['Organization']);
});
