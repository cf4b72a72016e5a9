import sharp from 'sharp';
import { E2E_ADMIN, site, siteRest } from '../support/browser';

/**
 * Link previews as LinkedIn's crawler sees them, on the built site: every public
 * page type names a picture (its size, its alt text, a large X card), and each
 * picture is a real 1200×630 PNG. The demo content has images; the project and
 * post made here have none, so their pages get drawn cards. Runs in both browser
 * projects (SQLite + disk, MariaDB + S3).
 */

jest.setTimeout(120_000);

const suffix = Math.random().toString(36).slice(2, 8);
let token: string;
let post: { _id: string; slug: string };
let project: { slug: string };

const rest = <T>(method: string, url: string, body?: object) => siteRest<T>(method, url, body, token);

/** The page's link-preview tags, as a crawler reads them from the HTML the server sends. */
async function previewOf(path: string) {
  const response = await fetch(`${site().baseUrl}${path}`, { headers: { accept: 'text/html' } });
  expect(response.status).toBe(200);
  const html = await response.text();
  const meta = (attribute: 'property' | 'name', key: string) =>
    new RegExp(`<meta ${attribute}="${key.replace(/[.:]/g, '\\$&')}" content="([^"]*)">`).exec(html)?.[1];
  return {
    image: meta('property', 'og:image'),
    alt: meta('property', 'og:image:alt'),
    width: meta('property', 'og:image:width'),
    height: meta('property', 'og:image:height'),
    twitterCard: meta('name', 'twitter:card'),
  };
}

/** The picture a preview names, fetched and decoded. */
async function pictureAt(url: string) {
  const response = await fetch(url.replaceAll('&amp;', '&'));
  expect(response.status).toBe(200);
  const body = Buffer.from(await response.arrayBuffer());
  const { format, width, height } = await sharp(body).metadata();
  await sharp(body).raw().toBuffer();
  return { type: response.headers.get('content-type'), format, width, height };
}

beforeAll(async () => {
  ({ token } = await rest<{ token: string }>('POST', '/api/admin/login', E2E_ADMIN));
  ({ blog: post } = await rest<{ blog: { _id: string; slug: string } }>('POST', '/api/blog/add', { title: `Cards without pictures ${suffix}`, category: 'Engineering' }));
  ({ portfolio: project } = await rest<{ portfolio: { slug: string } }>('POST', '/api/portfolio/add', { category: 'Data Management', projectName: `Imageless project ${suffix}` }));
});

test('every public page type names a 1200×630 PNG with its alt text, and a large X card', async () => {
  const pages = ['/', '/solutions', '/portfolio', '/about', '/contact', '/blog', `/blog/${post.slug}`, `/portfolio/${project.slug}`];
  for (const path of pages) {
    const preview = await previewOf(path);
    expect({ path, ...preview }).toEqual({
      path,
      image: expect.stringMatching(new RegExp(`^${site().baseUrl}/social-cards/`)),
      alt: expect.stringMatching(/\S/),
      width: '1200',
      height: '630',
      twitterCard: 'summary_large_image',
    });
    expect(await pictureAt(preview.image!)).toEqual({ type: 'image/png', format: 'png', width: 1200, height: 630 });
  }
  expect((await previewOf(`/blog/${post.slug}`)).alt).toBe(`Cards without pictures ${suffix} (Engineering), Northwind Digital`);
});

test("a new title is a new picture URL on the post's page; the old one was kept for ever", async () => {
  const before = (await previewOf(`/blog/${post.slug}`)).image!;
  expect((await fetch(before.replaceAll('&amp;', '&'))).headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
  await rest('PUT', `/api/blog/update/${post._id}`, { title: `Cards renamed ${suffix}`, category: 'Engineering', slug: post.slug });
  const after = await previewOf(`/blog/${post.slug}`);
  expect(after.image).not.toBe(before);
  expect(after.alt).toBe(`Cards renamed ${suffix} (Engineering), Northwind Digital`);
  expect(await pictureAt(after.image!)).toMatchObject({ width: 1200, height: 630 });
});

test("a draft has no page and no card", async () => {
  const { blog: draft } = await rest<{ blog: { slug: string } }>('POST', '/api/blog/add', { title: `Draft card ${suffix}`, status: 'draft' });
  expect((await fetch(`${site().baseUrl}/blog/${draft.slug}`, { headers: { accept: 'text/html' } })).status).toBe(404);
  expect((await fetch(`${site().baseUrl}/social-cards/blog/${draft.slug}.png`)).status).toBe(404);
});

test("a project's own picture wins over a card, with its recorded size", async () => {
  const { portfolios } = await rest<{ portfolios: { slug: string; images_url: string[] }[] }>('GET', '/api/portfolio/all');
  const withImage = portfolios.find((item) => item.images_url.length > 0)!;
  const preview = await previewOf(`/portfolio/${withImage.slug}`);
  expect(preview.image).toBe(`${site().baseUrl}${withImage.images_url[0]}`);
  expect(preview.twitterCard).toBe('summary_large_image');
  const picture = await pictureAt(preview.image!);
  expect({ width: preview.width, height: preview.height }).toEqual({ width: String(picture.width), height: String(picture.height) });
});
