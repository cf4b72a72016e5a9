import fs from 'node:fs';
import path from 'node:path';
import type { BrowserContext, Page } from 'playwright-core';
import { E2E_ADMIN, VIEWPORTS, openBrowser, site, useOwnSite, siteRest } from './support/browser';

/**
 * Publishing as a search engine and a visitor see it, on the built site: the
 * JSON-LD of every public page type (parsed, naming only what is on the page),
 * the site-wide defaults of the Settings screen in every head at once, and the
 * blog's tag and category lists with their crawlable pages. It changes what every
 * page shows, so it runs on a site of its own.
 */

jest.setTimeout(180_000);
useOwnSite();

const suffix = Math.random().toString(36).slice(2, 8);
const seedImages = path.join(__dirname, '..', 'gateway', 'src', 'seed', 'images');
const TAG = `tag${suffix}`;
const POST_TITLE = `Publishing notes ${suffix}`;
const PROJECT = `Publishing project ${suffix}`;
const SOCIAL = { linkedin: 'https://www.linkedin.com/company/northwind-test', facebook: '', instagram: '', twitter: 'https://x.com/northwind_test' };

let token: string;
let context: BrowserContext;
let post: { slug: string; featuredImage: string };
let project: { slug: string };

/** REST calls as the signed-in administrator of this file. */
const rest = <T>(method: string, url: string, body?: FormData | object) => siteRest<T>(method, url, body, token);

function withImage(fields: Record<string, string>, field: string, name: string): FormData {
  const data = new FormData();
  for (const [key, value] of Object.entries(fields)) data.append(key, value);
  data.append(field, new Blob([fs.readFileSync(path.join(seedImages, name))], { type: 'image/jpeg' }), name);
  return data;
}

/** The page as a crawler gets it: status and HTML, no script run. */
async function html(url: string): Promise<{ status: number; text: string }> {
  const response = await fetch(`${site().baseUrl}${url}`, { headers: { accept: 'text/html' } });
  return { status: response.status, text: await response.text() };
}

type Block = Record<string, any>;

/** Every JSON-LD block of the HTML, parsed (a block that does not parse fails the test). */
const jsonLd = (text: string): Block[] =>
  [...text.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/gs)].map(([, body]) => JSON.parse(body) as Block);

const types = (blocks: Block[]) => blocks.map((block) => block['@type']);

beforeAll(async () => {
  ({ token } = await rest<{ token: string }>('POST', '/api/admin/login', E2E_ADMIN));
  const { footer } = await rest<{ footer: Record<string, unknown> }>('GET', '/api/footer/get');
  const { _id, createdAt, updatedAt, ...fields } = footer;
  await rest('PUT', '/api/footer/update', { ...fields, socialLinks: SOCIAL });
  ({ portfolio: project } = await rest<{ portfolio: { slug: string } }>('POST', '/api/portfolio/add', withImage(
    { category: 'Web App', projectName: PROJECT, description: '<p>A project for the publishing checks.</p>', projectDate: '2026-02-01' },
    'images', 'portfolio-volunteer-app.jpg',
  )));
  ({ blog: post } = await rest<{ blog: { slug: string; featuredImage: string } }>('POST', '/api/blog/add', withImage(
    { title: POST_TITLE, content: '<p>Notes.</p>', excerpt: 'Notes on publishing.', tags: `${TAG.toUpperCase()}, Design Systems`, category: `Cat ${suffix}` },
    'image', 'blog-scoping-an-mvp.jpg',
  )));
  // Nine more with the tag: ten in all, two pages of the blog list (nine a page).
  for (let index = 1; index <= 9; index += 1) {
    await rest('POST', '/api/blog/add', { title: `Tagged ${suffix} ${index}`, content: '<p>More.</p>', tags: TAG });
  }
  context = await openBrowser(VIEWPORTS.desktop);
});

afterAll(async () => {
  await context?.close();
});

describe('JSON-LD on every public page type', () => {
  it('parses on each page and names only what the page shows, the Organization on all of them', async () => {
    const pages: Array<[url: string, expected: string[]]> = [
      ['/', ['Organization', 'WebSite']],
      ['/solutions', ['Organization', 'Service', 'Service', 'Service', 'Service', 'Service']],
      ['/about', ['Organization']],
      ['/contact', ['Organization']],
      ['/portfolio', ['Organization']],
      [`/portfolio/${project.slug}`, ['Organization', 'CreativeWork', 'BreadcrumbList']],
      ['/blog', ['Organization']],
      [`/blog?tag=${TAG}`, ['Organization']],
      [`/blog/${post.slug}`, ['Organization', 'BlogPosting', 'BreadcrumbList']],
      ['/no-such-page', ['Organization']],
    ];
    for (const [url, expected] of pages) {
      const { text } = await html(url);
      const blocks = jsonLd(text);
      expect({ url, types: types(blocks) }).toEqual({ url, types: expected });
      for (const block of blocks) expect(block['@context']).toBe('https://schema.org');
    }
  });

  it("names the company with its logo, the footer's contact point and social links as sameAs", async () => {
    const { footer } = await rest<{ footer: { phone: string; email: string } }>('GET', '/api/footer/get');
    const [organization] = jsonLd((await html('/about')).text);
    expect(organization).toMatchObject({
      '@type': 'Organization',
      url: `${site().baseUrl}/`,
      logo: `${site().baseUrl}/favicon.svg`,
      contactPoint: { '@type': 'ContactPoint', telephone: footer.phone, email: footer.email },
      sameAs: [SOCIAL.linkedin, SOCIAL.twitter],
    });
  });

  it('describes each service of /solutions, the project and the post with what their pages show', async () => {
    const solutions = await html('/solutions');
    const services = jsonLd(solutions.text).filter((block) => block['@type'] === 'Service');
    for (const service of services) {
      expect(solutions.text).toContain(`>${service.name}</h2>`);
      expect(service.provider).toEqual({ '@id': `${site().baseUrl}/#organization` });
    }

    const [, work, workTrail] = jsonLd((await html(`/portfolio/${project.slug}`)).text);
    expect(work).toMatchObject({ name: PROJECT, url: `${site().baseUrl}/portfolio/${project.slug}`, image: expect.stringMatching(/^http:\/\/.+\/uploads\//) });
    expect(workTrail.itemListElement.map((item: Block) => item.name)).toEqual(['Home', 'Portfolio', PROJECT]);

    const page = await html(`/blog/${post.slug}`);
    const [, posting, trail] = jsonLd(page.text);
    expect(posting).toMatchObject({
      headline: POST_TITLE,
      description: 'Notes on publishing.',
      image: `${site().baseUrl}${post.featuredImage}`,
      author: { '@type': 'Organization', name: 'Northwind Digital' },
      datePublished: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      dateModified: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
    });
    expect(trail.itemListElement.map((item: Block) => item.item)).toEqual([`${site().baseUrl}/`, `${site().baseUrl}/blog`, `${site().baseUrl}/blog/${post.slug}`]);
  });

  it('is the same in the browser after hydration and client navigation', async () => {
    const page = await context.newPage();
    await page.goto(`/blog/${post.slug}`);
    await page.getByRole('heading', { level: 1, name: POST_TITLE }).waitFor();
    const blocksIn = (target: Page) => target.$$eval('script[type="application/ld+json"]', (scripts) => scripts.map((script) => JSON.parse(script.textContent ?? '')['@type'] as string));
    expect(await blocksIn(page)).toEqual(['Organization', 'BlogPosting', 'BreadcrumbList']);
    await page.getByRole('link', { name: 'All posts' }).click();
    await page.waitForURL('**/blog');
    await page.waitForFunction(() => document.querySelectorAll('script[type="application/ld+json"]').length === 1);
    expect(await blocksIn(page)).toEqual(['Organization']);
    await page.close();
  });
});

describe('blog lists of one tag or category', () => {
  it('are server-rendered pages with the filter kept in page links, canonical URL and rel prev/next, 404 past the end', async () => {
    const first = await html(`/blog?tag=${TAG}`);
    expect(first.status).toBe(200);
    expect(first.text).toContain(`<title>Posts tagged ${TAG} | Northwind Digital</title>`);
    expect(first.text).toContain(`<link rel="canonical" href="${site().baseUrl}/blog?tag=${TAG}">`);
    expect(first.text).toContain(`<link rel="next" href="${site().baseUrl}/blog?tag=${TAG}&#38;page=2">`);
    expect(first.text).toContain(`href="/blog?tag=${TAG}&amp;page=2"`);
    expect(first.text.match(/class="card blog-card"/g)).toHaveLength(9);
    expect(first.text).not.toContain(POST_TITLE); // the oldest of the ten is on page 2

    const second = await html(`/blog?tag=${TAG.toUpperCase()}&page=2`);
    expect(second.text).toContain(POST_TITLE);
    expect(second.text).toContain(`<link rel="canonical" href="${site().baseUrl}/blog?tag=${TAG}&#38;page=2">`);
    expect(second.text).toContain(`<link rel="prev" href="${site().baseUrl}/blog?tag=${TAG}">`);
    expect(second.text.match(/class="card blog-card"/g)).toHaveLength(1);

    expect((await html(`/blog?tag=${TAG}&page=3`)).status).toBe(404);
    const category = await html(`/blog?category=${encodeURIComponent(`Cat ${suffix}`)}`);
    expect(category.text).toContain(POST_TITLE);
    expect(category.text.match(/class="card blog-card"/g)).toHaveLength(1);
  });

  it("a post's tag link opens the list of posts with that tag", async () => {
    const page = await context.newPage();
    await page.goto(`/blog/${post.slug}`);
    await page.getByRole('list', { name: 'Tags' }).getByRole('link', { name: TAG.toUpperCase() }).click();
    await page.waitForURL(`**/blog?tag=${TAG}`);
    await page.getByRole('heading', { level: 1, name: `Posts tagged ${TAG}` }).waitFor();
    await page.locator('.blog-card').nth(8).waitFor(); // the page's posts, fetched in the browser
    expect(await page.locator('.blog-card').count()).toBe(9);
    await page.close();
  });
});

describe('drafts, previews, old slugs and SEO fields', () => {
  it('a draft is the not-found page (404) to visitors, also with ?preview, and shows in a preview with the admin token only', async () => {
    const { blog: draft } = await rest<{ blog: { slug: string } }>('POST', '/api/blog/add', { title: `Draft ${suffix}`, content: '<p>Not yet.</p>', status: 'draft' });
    for (const url of [`/blog/${draft.slug}`, `/blog/${draft.slug}?preview`]) {
      const page = await html(url);
      expect({ url, status: page.status }).toEqual({ url, status: 404 });
      expect(page.text).not.toContain(`Draft ${suffix}`);
    }
    const page = await context.newPage();
    await page.goto(`/blog/${draft.slug}?preview`);
    await page.getByRole('heading', { level: 1, name: 'We could not find that article' }).waitFor();
    // A token the server does not take shows nothing more (the not-found page or the load error).
    await page.evaluate(() => localStorage.setItem('token', 'not-a-token'));
    await page.reload();
    await page.getByText(/We could not find that article|could not be loaded/).first().waitFor();
    expect(await page.getByText(`Draft ${suffix}`).count()).toBe(0);
    await page.evaluate((value) => localStorage.setItem('token', value), token);
    await page.reload();
    await page.getByRole('heading', { level: 1, name: `Draft ${suffix}` }).waitFor();
    // Without ?preview the same browser sees the visitor's page.
    await page.goto(`/blog/${draft.slug}`);
    await page.getByRole('heading', { level: 1, name: 'We could not find that article' }).waitFor();
    await page.evaluate(() => localStorage.removeItem('token'));
    await page.close();
  });

  it('an edited slug leaves the old one answering 301, over HTTP and in the browser', async () => {
    const { blog } = await rest<{ blog: { _id: string; slug: string } }>('POST', '/api/blog/add', { title: `Renamed soon ${suffix}`, content: '<p>x</p>' });
    await rest('PUT', `/api/blog/update/${blog._id}`, { title: `Renamed soon ${suffix}`, content: '<p>x</p>', slug: `renamed-${suffix}` });
    const old = await fetch(`${site().baseUrl}/blog/${blog.slug}?page=1`, { redirect: 'manual', headers: { accept: 'text/html' } });
    expect(old.status).toBe(301);
    expect(old.headers.get('location')).toBe(`/blog/renamed-${suffix}?page=1`);
    const page = await context.newPage();
    await page.goto(`/blog/${blog.slug}`);
    await page.waitForURL(`**/blog/renamed-${suffix}`);
    await page.getByRole('heading', { level: 1, name: `Renamed soon ${suffix}` }).waitFor();
    await page.close();
  });

  it("puts a post's SEO title, description and social image in the rendered head, and its own text where they are empty", async () => {
    const { blog } = await rest<{ blog: { _id: string; slug: string; featuredImage: string } }>('POST', '/api/blog/add', withImage(
      { title: `Plain title ${suffix}`, content: '<p>The body text of the post.</p>', seoTitle: `Search title ${suffix}`, seoDescription: 'Written for search results.' },
      'image', 'blog-scoping-an-mvp.jpg',
    ));
    const withSeo = (await html(`/blog/${blog.slug}`)).text;
    expect(withSeo).toContain(`<title>Search title ${suffix} | Northwind Digital</title>`);
    expect(withSeo).toContain('<meta name="description" content="Written for search results.">');
    expect(withSeo).toContain(`<meta property="og:image" content="${site().baseUrl}${blog.featuredImage}">`);
    expect(jsonLd(withSeo)[1]).toMatchObject({ headline: `Search title ${suffix}`, description: 'Written for search results.' });

    await rest('PUT', `/api/blog/update/${blog._id}`, { title: `Plain title ${suffix}`, content: '<p>The body text of the post.</p>', seoTitle: '', seoDescription: '' });
    const fallback = (await html(`/blog/${blog.slug}`)).text;
    expect(fallback).toContain(`<title>Plain title ${suffix} | Northwind Digital</title>`);
    expect(fallback).toContain('<meta name="description" content="The body text of the post.">');
  });
});

describe('site-wide defaults from the Settings screen', () => {
  it('an editor saves them on the Settings screen and every cached page shows them at once', async () => {
    const before = await html('/about');
    expect(before.text).toContain('<title>About Us | Northwind Digital</title>');
    // No default social image yet: the page's drawn card.
    expect(before.text).toContain(`<meta property="og:image" content="${site().baseUrl}/social-cards/about.png?v=`);

    const page = await context.newPage();
    await page.goto('/login');
    await page.getByLabel('Email', { exact: true }).fill(E2E_ADMIN.email);
    await page.getByLabel('Password').fill(E2E_ADMIN.password);
    await page.getByRole('button', { name: 'Login' }).click();
    await page.waitForURL('**/admin/dashboard');
    await page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Settings', exact: true }).click();
    await page.getByRole('textbox', { name: /^Site name/ }).fill(`Acme ${suffix}`);
    await page.getByRole('textbox', { name: /^Default description/ }).fill('Software for small teams, built to last.');
    // Each image from the library chooser: the post's picture, found by its URL among the newest.
    for (const field of ['Default social image', 'Organization logo']) {
      await page.getByRole('group', { name: field }).getByRole('button', { name: 'Choose…' }).click();
      await page.getByRole('dialog').locator(`[data-testid="library-choice"][data-url="${post.featuredImage}"]`).click();
      await page.getByRole('dialog').waitFor({ state: 'detached' });
    }
    await page.getByRole('button', { name: 'Update Settings' }).click();
    await page.getByText('Site settings updated successfully!').waitFor();
    await page.close();

    const after = await html('/about');
    expect(after.text).toContain(`<title>About Us | Acme ${suffix}</title>`);
    expect(after.text).toContain(`<meta property="og:site_name" content="Acme ${suffix}">`);
    expect(after.text).toContain(`<meta property="og:image" content="${site().baseUrl}${post.featuredImage}">`);
    expect(after.text).toContain(`<meta name="twitter:image" content="${site().baseUrl}${post.featuredImage}">`);
    // The default wins over the drawn card.
    expect(after.text).toContain(`<meta property="og:image:alt" content="Acme ${suffix}">`);
    expect(after.text).not.toContain('/social-cards/');
    expect(jsonLd(after.text)[0]).toMatchObject({ name: `Acme ${suffix}`, logo: `${site().baseUrl}${post.featuredImage}` });

    const home = await html('/');
    expect(home.text).toContain(`<title>Acme ${suffix}</title>`);
    expect(home.text).toContain('<meta name="description" content="Software for small teams, built to last.">');
    // A page with an image of its own keeps it.
    const project = await html(`/portfolio/${(await rest<{ portfolios: { slug: string; projectName: string }[] }>('GET', '/api/portfolio/all')).portfolios.find((item) => item.projectName === PROJECT)!.slug}`);
    expect(project.text).not.toContain(`<meta property="og:image" content="${site().baseUrl}${post.featuredImage}">`);
  });
});
