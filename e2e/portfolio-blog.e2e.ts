import path from 'node:path';
import type { BrowserContext, Page } from 'playwright-core';
import { E2E_ADMIN, VIEWPORTS, multipart, openBrowser, site, useOwnSite, watchedPage, type WatchedPage, siteRest } from './support/browser';

/**
 * The public portfolio and blog as a visitor uses them: tabs and pages, a project
 * and a post opened, views counted, unknown ids answered with the not-found page
 * and HTTP 404. The file runs on its own demo site (removed with it): on the
 * shared one, posts written by other files at the same time pushed this file's
 * post off the first page of /blog.
 */

jest.setTimeout(120_000);
useOwnSite();

const suffix = Math.random().toString(36).slice(2, 8);
const seedImages = path.join(__dirname, '..', 'gateway', 'src', 'seed', 'images');
const CATEGORY = 'Software Development';
/** Seven more projects guarantee a second page in their category, whatever else exists. */
const PAGED_PROJECTS = Array.from({ length: 7 }, (_, index) => `Paged ${suffix} ${index + 1}`);
const SHOWCASE = `Showcase ${suffix}`;
const POST_TITLE = `Field notes ${suffix}`;

let token: string;
let context: BrowserContext;
let phone: BrowserContext;
let showcaseId: string;
let postId: string;
/** The readable URLs' last parts (/portfolio/{slug}); the ids answer 301 to them. */
const slugOf = new Map<string, string>();

/** REST calls as the signed-in administrator of this file. */
const rest = <T>(method: string, url: string, body?: FormData | object) => siteRest<T>(method, url, body, token);

/** A seed image by file name, as a multipart file of `field`. */
const seedImage = (field: string, name: string) => ({ field, path: path.join(seedImages, name) });

async function addPortfolio(fields: Record<string, string>, images: string[] = []): Promise<string> {
  const { portfolio } = await rest<{ portfolio: { _id: string; slug: string } }>(
    'POST',
    '/api/portfolio/add',
    multipart(fields, images.map((name) => seedImage('images', name))),
  );
  slugOf.set(portfolio._id, portfolio.slug);
  return portfolio._id;
}

const views = async (kind: 'portfolio' | 'blog', id: string) =>
  ((await rest<Record<string, { views: number }>>('GET', `/api/${kind}/${id}`))[kind]).views;

/** Waits until `read` returns at least `expected` (polling the real API), failing with the last value seen. */
async function eventuallyAtLeast(read: () => Promise<number>, expected: number, timeout = 10_000): Promise<void> {
  const deadline = Date.now() + timeout;
  let last = await read();
  while (last < expected && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 100));
    last = await read();
  }
  expect(last).toBeGreaterThanOrEqual(expected);
}

/**
 * The paths of the page views a page's beacon sends (POST /api/analytics/view), in order
 * (other test files may open the same item at the same time, so the item's counter alone
 * cannot tell how many came from this page).
 */
function beaconPaths(page: Page): string[] {
  const paths: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && new URL(request.url()).pathname === '/api/analytics/view') paths.push(JSON.parse(request.postData()!).path);
  });
  return paths;
}

/** Errors except the browser's own line about the page's HTTP status (a not-found page is a 404 on purpose). */
const realErrors = (watched: WatchedPage) => watched.errors.filter((error) => !/status of 404 \(Not Found\)/.test(error));

function expectClean(watched: WatchedPage) {
  expect(watched.errors).toEqual([]);
  expect(watched.foreignRequests).toEqual([]);
}

/** The natural width of the first image matching `selector`, once it has loaded. */
async function loadedWidth(page: Page, selector: string): Promise<number> {
  const handle = await page.waitForFunction((css) => {
    const image = document.querySelector<HTMLImageElement>(css);
    return image?.complete && image.naturalWidth > 0 ? image.naturalWidth : false;
  }, selector);
  return (await handle.jsonValue()) as number;
}

const summary = (page: Page) => page.locator('.portfolio-list__summary');

/** Waits until the summary line matches, and returns it. */
async function summaryText(page: Page, pattern: RegExp | string): Promise<string> {
  const source = typeof pattern === 'string' ? `^${pattern.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$` : pattern.source;
  const handle = await page.waitForFunction((regex) => {
    const text = document.querySelector('.portfolio-list__summary')?.textContent ?? '';
    return new RegExp(regex).test(text) ? text : false;
  }, source);
  return (await handle.jsonValue()) as string;
}

/** Waits until `name` is the pressed category tab. */
const pressedTab = (page: Page, name: string) =>
  page.locator('.portfolio-tabs__tab[aria-current="page"]', { hasText: new RegExp(`^${name}$`) }).waitFor();

beforeAll(async () => {
  ({ token } = await rest<{ token: string }>('POST', '/api/admin/login', E2E_ADMIN));
  for (const name of PAGED_PROJECTS) {
    await addPortfolio({ category: CATEGORY, projectName: name, description: `<p>Paging project ${name}.</p>`, projectDate: '2024-01-15' });
  }
  showcaseId = await addPortfolio(
    {
      category: 'Mobile App',
      projectName: SHOWCASE,
      projectUrl: 'https://showcase.example.com',
      projectDate: '2026-03-14',
      description: '<p>A <strong>showcase</strong> project with two images.</p>',
      content: '<h2>What we built</h2><p>Two screens.</p>',
      problem: 'No way to book.',
      solution: 'A booking app.',
      result: 'Bookings doubled.',
      testimonial: 'Lovely work.\nWould hire again.',
      clientName: `Client ${suffix}`,
    },
    ['portfolio-volunteer-app.jpg', 'portfolio-volunteer-app-schedule.jpg'],
  );
  const { blog } = await rest<{ blog: { _id: string; slug: string } }>(
    'POST',
    '/api/blog/add',
    multipart(
      { title: POST_TITLE, content: '<h2>Lessons</h2><p>Small steps win.</p>', excerpt: 'What we learned.', readingTime: '4', publishDate: '2026-03-14', tags: 'notes' },
      [seedImage('image', 'blog-scoping-an-mvp.jpg')],
    ),
  );
  postId = blog._id;
  slugOf.set(postId, blog.slug);
  context = await openBrowser(VIEWPORTS.desktop);
  phone = await openBrowser(VIEWPORTS.phone);
});

afterAll(async () => {
  await context?.close();
  await phone?.close();
});

describe('portfolio list', () => {
  test('tab links filter and reset the page; pages of six with Previous/Next links; the URL keeps both', async () => {
    const watched = await watchedPage(context);
    const { page } = watched;
    await page.goto('/portfolio');
    await page.waitForLoadState('networkidle');
    await summaryText(page, /^Showing 1-\d of \d+ projects$/);
    await pressedTab(page, 'All');

    const tabs = page.getByRole('navigation', { name: 'Filter projects by category' });
    await tabs.getByRole('link', { name: CATEGORY, exact: true }).click();
    await page.waitForURL(/\?category=Software%20Development$/);
    await pressedTab(page, CATEGORY);
    const first = await summaryText(page, /in Software Development$/);
    const total = Number(/^Showing 1-6 of (\d+) projects in Software Development$/.exec(first)?.[1]);
    expect(total).toBeGreaterThanOrEqual(PAGED_PROJECTS.length + 1);
    expect(await page.locator('.portfolio-card').count()).toBe(6);
    const categories = await page.locator('.portfolio-card__category').allTextContents();
    expect(new Set(categories)).toEqual(new Set([CATEGORY]));

    const pages = page.getByRole('navigation', { name: 'Project pages' });
    expect(await pages.getByRole('link', { name: /Previous/ }).count()).toBe(0);
    expect(await pages.getByRole('link', { name: /Next/ }).getAttribute('href')).toBe('/portfolio?category=Software%20Development&page=2');
    const pageCount = Math.ceil(total / 6);
    expect(await pages.getByRole('link', { name: `Page ${pageCount}` }).count()).toBe(1);

    // A page change scrolls back to the top.
    await pages.scrollIntoViewIfNeeded();
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(200);
    await pages.getByRole('link', { name: /Next/ }).click();
    await page.waitForURL(/\?category=Software%20Development&page=2$/);
    await summaryText(page, `Showing 7-${Math.min(12, total)} of ${total} projects in Software Development`);
    await page.waitForFunction(() => window.scrollY === 0);
    expect(await pages.getByRole('link', { name: 'Page 2' }).getAttribute('aria-current')).toBe('page');
    expect(await pages.getByRole('link', { name: /Previous/ }).getAttribute('href')).toBe('/portfolio?category=Software%20Development');
    if (pageCount === 2) expect(await pages.getByRole('link', { name: /Next/ }).count()).toBe(0);

    // The page survives a reload (rendered on the server from the URL).
    await page.reload();
    expect(await summary(page).textContent()).toBe(`Showing 7-${Math.min(12, total)} of ${total} projects in Software Development`);

    // Another category starts again at page 1.
    await tabs.getByRole('link', { name: 'Mobile App', exact: true }).click();
    await page.waitForURL(/\?category=Mobile%20App$/);
    await pressedTab(page, 'Mobile App');
    await summaryText(page, /^Showing 1-\d of \d+ projects in Mobile App$/);
    await tabs.getByRole('link', { name: 'All', exact: true }).click();
    await page.waitForURL(/\/portfolio$/);
    await summaryText(page, /^Showing 1-6 of \d+ projects$/);
    expectClean(watched);
    await page.close();
  });

  test("'View Details' opens a project with its name, images, info card and review; the view is counted once", async () => {
    const before = await views('portfolio', showcaseId);
    const watched = await watchedPage(context);
    const { page } = watched;
    const calls = beaconPaths(page);
    await page.goto('/portfolio?category=Mobile%20App');
    const link = page.getByRole('link', { name: `View Details: ${SHOWCASE}` });
    const card = page.locator('.portfolio-card', { has: link });
    expect(await card.locator('.portfolio-card__date').textContent()).toBe('March 14, 2026');
    const cardImage = card.getByRole('img');
    expect(await cardImage.getAttribute('width')).toBe('1200');
    expect(await cardImage.getAttribute('height')).toBe('800');
    await page.waitForLoadState('networkidle');
    await link.click();
    await page.waitForURL(`**/portfolio/${slugOf.get(showcaseId)}`);

    await page.getByRole('heading', { level: 1, name: SHOWCASE }).waitFor();
    expect(await page.title()).toBe(`${SHOWCASE} | Northwind Digital`);
    expect(await page.locator('.project__date').textContent()).toBe('03/14/2026');
    expect(await page.locator('.project__tag').allTextContents()).toEqual(['Mobile App', 'Web Development']);
    const info = page.getByRole('complementary', { name: 'Project information' });
    expect(await info.textContent()).toContain(`Client ${suffix}`);
    const live = info.getByRole('link', { name: /View Live Website/ });
    expect(await live.getAttribute('href')).toBe('https://showcase.example.com');
    expect(await live.getAttribute('target')).toBe('_blank');
    expect(await live.getAttribute('rel')).toContain('noopener');

    // Both images are in the carousel and actually load, as one of their AVIF copies (no wider than the column).
    const { portfolio } = await rest<{ portfolio: { images_url: string[] } }>('GET', `/api/portfolio/${showcaseId}`);
    const carousel = page.locator('.project-images--carousel');
    await carousel.scrollIntoViewIfNeeded();
    for (const url of portfolio.images_url) {
      // Later slides load lazily, once autoplay brings them in (the loop's clones never need to).
      const loaded = await page.waitForFunction((css) => {
        const image = [...document.querySelectorAll<HTMLImageElement>(css)].find((candidate) => candidate.complete && candidate.naturalWidth > 0);
        return image ? image.currentSrc : false;
      }, `.project-images--carousel img[src="${url}"]`);
      expect(await loaded.jsonValue()).toMatch(new RegExp(`${url.replace(/\.jpg$/, '')}-(480|960)\\.avif$`));
    }
    expect(await carousel.locator('.control-dots .dot').count()).toBe(2);

    for (const step of ['Discover', 'Definer', 'Ideate', 'Design']) await page.getByRole('heading', { name: step, exact: true }).waitFor();
    for (const heading of ['Problem', 'Solution', 'Result', 'Clients Reviews']) await page.getByRole('heading', { name: heading, exact: true }).waitFor();
    expect(await page.locator('.project-review__quote').innerText()).toBe('Lovely work.\nWould hire again.');

    await eventuallyAtLeast(() => views('portfolio', showcaseId), before + 1);
    await page.waitForLoadState('networkidle');
    // One view of the list, one of the project (which counts on the project too).
    expect(calls).toEqual(['/portfolio', `/portfolio/${slugOf.get(showcaseId)}`]);
    expectClean(watched);
    await page.close();
  });

  test('a project opened directly is server-rendered, hydrated without errors and counted', async () => {
    const before = await views('portfolio', showcaseId);
    const watched = await watchedPage(phone);
    const { page } = watched;
    const calls = beaconPaths(page);
    const response = await page.goto(`/portfolio/${showcaseId}`);
    expect(response?.status()).toBe(200);
    await page.getByRole('heading', { level: 1, name: SHOWCASE }).waitFor();
    await eventuallyAtLeast(() => views('portfolio', showcaseId), before + 1);
    await page.waitForLoadState('networkidle');
    expect(calls).toEqual([`/portfolio/${slugOf.get(showcaseId)}`]);
    // The carousel (its own chunk) is hydrated and works.
    await page.locator('.project-images--carousel .control-dots .dot').nth(1).click();
    await page.locator('.project-images--carousel .control-dots .dot.selected[value="1"]').waitFor();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    expectClean(watched);
    await page.close();
  });

  test('on a phone a project page downloads only the small AVIF copies of its images, never an original', async () => {
    const page = await phone.newPage();
    const downloads: Array<Promise<{ path: string; bytes: number }>> = [];
    page.on('response', (response) => {
      const { pathname } = new URL(response.url());
      if (pathname.startsWith('/uploads/')) downloads.push(response.body().then((body) => ({ path: pathname, bytes: body.length })));
    });
    await page.goto(`/portfolio/${showcaseId}`);
    await page.getByRole('heading', { level: 1, name: SHOWCASE }).waitFor();
    await page.waitForLoadState('networkidle');
    const images = await Promise.all(downloads);
    expect(images.length).toBeGreaterThan(0);
    // 375 px wide at 1x: the 480 px copies, in the first format the browser takes.
    for (const image of images) expect(image.path).toMatch(/_1200x800-480\.avif$/);
    const { portfolio } = await rest<{ portfolio: { images_url: string[] } }>('GET', `/api/portfolio/${showcaseId}`);
    const original = (await (await fetch(`${site().baseUrl}${portfolio.images_url[0]}`)).arrayBuffer()).byteLength;
    for (const image of images) expect(image.bytes).toBeLessThan(original / 2);
    await page.close();
  });
});

describe('blog', () => {
  test('the list shows the post with its date and reading time; the post opens and is counted', async () => {
    const before = await views('blog', postId);
    const watched = await watchedPage(context);
    const { page } = watched;
    const calls = beaconPaths(page);
    await page.goto('/blog');
    const card = page.locator('.blog-card', { has: page.getByRole('link', { name: POST_TITLE }) });
    expect(await card.locator('.blog-card__meta').innerText()).toMatch(/March 14, 2026\s*·\s*4 min read/);
    expect(await card.getByRole('img').getAttribute('height')).toBe('630');
    await page.waitForLoadState('networkidle');
    await card.getByRole('link', { name: POST_TITLE }).click();
    await page.waitForURL(`**/blog/${slugOf.get(postId)}`);
    await page.getByRole('heading', { level: 1, name: POST_TITLE }).waitFor();
    expect(await page.locator('.post__category').textContent()).toBe('Technology');
    expect(await page.locator('.post__header .post__meta').innerText()).toMatch(/Mar 14, 2026\s*·\s*4 min read/);
    await page.getByRole('heading', { name: 'Lessons' }).waitFor();
    // Shown from an AVIF copy at most as wide as the 800 px column, its layout size the original's.
    expect(await loadedWidth(page, '.post__image')).toBeLessThanOrEqual(1200);
    expect(await page.locator('.post__image').evaluate((image) => (image as HTMLImageElement).currentSrc)).toMatch(/-(480|960)\.avif$/);
    expect(await page.locator('.post__image').getAttribute('width')).toBe('1200');
    await eventuallyAtLeast(() => views('blog', postId), before + 1);
    expect(calls).toEqual(['/blog', `/blog/${slugOf.get(postId)}`]);
    expectClean(watched);
    await page.close();
  });
});

describe('unknown ids and addresses', () => {
  test.each([
    ['/portfolio/3f0b2d4e-0000-4000-8000-000000000000', 'We could not find that project'],
    ['/portfolio/not-an-id', 'We could not find that project'],
    ['/blog/3f0b2d4e-0000-4000-8000-000000000000', 'We could not find that article'],
    [`/no-such-page-${suffix}`, 'We could not find that page'],
  ])('%s shows the not-found page with HTTP 404, before and after hydration', async (url, heading) => {
    const watched = await watchedPage(context);
    const { page } = watched;
    const response = await page.goto(url);
    expect(response?.status()).toBe(404);
    expect(await response?.text()).toContain(heading);
    await page.waitForLoadState('networkidle');
    await page.getByRole('heading', { level: 1, name: heading }).waitFor();
    expect(await page.getByText('Loading...').count()).toBe(0);
    expect(await page.title()).toBe('Page not found | Northwind Digital');
    for (const name of ['Back to Home', 'See our Portfolio', 'Read the Blog']) await page.getByRole('link', { name }).waitFor();
    expect(realErrors(watched)).toEqual([]);
    expect(watched.foreignRequests).toEqual([]);
    await page.close();
  });

  test('the not-found page leads back to the portfolio', async () => {
    const watched = await watchedPage(context);
    const { page } = watched;
    await page.goto('/portfolio/3f0b2d4e-0000-4000-8000-000000000000');
    await page.waitForLoadState('networkidle');
    await page.getByRole('link', { name: 'See our Portfolio' }).click();
    await page.waitForURL(/\/portfolio$/);
    await page.getByRole('heading', { level: 1, name: 'Portfolio' }).waitFor();
    expect(realErrors(watched)).toEqual([]);
    await page.close();
  });
});

describe('server-rendered HTML (no script run)', () => {
  test('/portfolio holds the newest project names and /portfolio?category=…&page=2 its page', async () => {
    const { portfolios } = await rest<{ portfolios: { projectName: string; category: string }[] }>('GET', '/api/portfolio/all');
    const html = await (await fetch(`${site().baseUrl}/portfolio`)).text();
    for (const project of portfolios.slice(0, 6)) expect(html).toContain(escapeHtml(project.projectName));
    expect(html).toMatch(/Showing 1-6 of \d+ projects/);

    const paged = await (await fetch(`${site().baseUrl}/portfolio?category=Software%20Development&page=2`)).text();
    const names = portfolios.filter((project) => project.category === CATEGORY).slice(6, 12).map((project) => project.projectName);
    for (const name of names) expect(paged).toContain(escapeHtml(name));
  });

  test('/blog/{id} and /portfolio/{id} answer 301 to the slug URL, the client router follows too', async () => {
    const fromId = await fetch(`${site().baseUrl}/blog/${postId}`, { redirect: 'manual', headers: { accept: 'text/html' } });
    expect(fromId.status).toBe(301);
    expect(fromId.headers.get('location')).toBe(`/blog/${slugOf.get(postId)}`);
    const page = await context.newPage();
    await page.goto('/blog');
    // A link by id, followed inside the browser: the page moves to the slug URL by itself.
    await page.evaluate((id) => {
      window.history.pushState({}, '', `/blog/${id}`);
      window.dispatchEvent(new PopStateEvent('popstate'));
    }, postId);
    await page.waitForURL(`**/blog/${slugOf.get(postId)}`);
    await page.close();
  });

  test('/blog/{slug} and /portfolio/{slug} hold their text and their own title, description and image tags', async () => {
    const post = await (await fetch(`${site().baseUrl}/blog/${postId}`)).text();
    expect(post).toContain(`<title>${POST_TITLE} | Northwind Digital</title>`);
    expect(post).toMatch(new RegExp(`<h1>${POST_TITLE}</h1>`));
    expect(post).toContain('<meta name="description" content="What we learned.">');
    expect(post).toMatch(/<meta property="og:image" content="http:\/\/[^"]+\/uploads\/[^"]+">/);
    expect(post).toContain(`<link rel="canonical" href="${site().baseUrl}/blog/${slugOf.get(postId)}">`);

    const project = await (await fetch(`${site().baseUrl}/portfolio/${showcaseId}`)).text();
    expect(project).toContain(`<title>${SHOWCASE} | Northwind Digital</title>`);
    expect(project).toContain('A showcase project with two images.');
    expect(project).toContain('<meta property="og:type" content="article">');
    expect(project).toMatch(/<meta property="og:image" content="http:\/\/[^"]+\/uploads\/[^"]+">/);
  });
});

function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/'/g, '&#x27;').replace(/"/g, '&quot;');
}
