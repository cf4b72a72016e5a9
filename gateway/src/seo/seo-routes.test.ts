import { startTestGateway, type TestGateway } from '../../test/harness';
import { PUBLIC_PAGES } from './seo-routes';

let api: TestGateway;
let auth: string;
beforeAll(async () => {
  api = await startTestGateway();
  auth = await api.auth();
});
afterAll(async () => { await api.close(); });

function addPortfolio(projectName: string) {
  return api.http().post('/api/portfolio/add').set('Authorization', auth).field('category', 'Web App').field('projectName', projectName).expect(200);
}

function addBlog(title: string) {
  return api.http().post('/api/blog/add').set('Authorization', auth).field('title', title).expect(200);
}

/** <loc> and <lastmod> of every <url> of a sitemap. */
function urls(xml: string) {
  return [...xml.matchAll(/<url>\s*<loc>([^<]+)<\/loc>(?:\s*<lastmod>([^<]+)<\/lastmod>)?\s*<\/url>/g)].map(([, loc, lastmod]) => ({ loc, lastmod }));
}

describe('GET /robots.txt', () => {
  it('allows everything but the admin panel and points at the sitemap with an absolute URL', async () => {
    const response = await api.http().get('/robots.txt').set('Host', 'shop.example.test').expect(200);
    expect(response.headers['content-type']).toMatch(/^text\/plain/);
    const lines = response.text.split('\n');
    expect(lines).toEqual(expect.arrayContaining(['User-agent: *', 'Allow: /', 'Disallow: /admin', 'Disallow: /login']));
    expect(lines).toContain('Sitemap: http://shop.example.test/sitemap.xml');
  });
});

describe('GET /sitemap.xml', () => {
  it('lists the public pages, every project and every post with lastmod from updatedAt', async () => {
    const project = (await addPortfolio('Sitemap Project')).body.portfolio;
    const post = (await addBlog('Sitemap & <Post>')).body.blog;

    const response = await api.http().get('/sitemap.xml').set('Host', 'site.example.test').expect(200);
    expect(response.headers['content-type']).toMatch(/^application\/xml/);
    expect(response.text).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>\n<urlset xmlns="http:\/\/www.sitemaps.org\/schemas\/sitemap\/0.9">/);
    const listed = urls(response.text);
    const locs = listed.map((url) => url.loc);

    for (const page of PUBLIC_PAGES) expect(locs).toContain(`http://site.example.test${page}`);
    expect(listed).toContainEqual({ loc: `http://site.example.test/portfolio/${project._id}`, lastmod: new Date(project.updatedAt).toISOString() });
    expect(listed).toContainEqual({ loc: `http://site.example.test/blog/${post._id}`, lastmod: new Date(post.updatedAt).toISOString() });
    expect(locs.some((loc) => /\/(admin|login)/.test(loc))).toBe(false);
    expect(new Set(locs).size).toBe(locs.length);
  });

  it('follows edits and deletions', async () => {
    const project = (await addPortfolio('Renamed Later')).body.portfolio;
    const gone = (await addPortfolio('Deleted Soon')).body.portfolio;
    await new Promise((resolve) => setTimeout(resolve, 10));
    const updated = await api.http().put(`/api/portfolio/update/${project._id}`).set('Authorization', auth)
      .field('category', 'Mobile App').field('projectName', 'Renamed Now').expect(200);
    await api.http().delete(`/api/portfolio/delete/${gone._id}`).set('Authorization', auth).expect(200);

    const listed = urls((await api.http().get('/sitemap.xml').expect(200)).text);
    const entry = listed.find((url) => url.loc.endsWith(`/portfolio/${project._id}`));
    expect(entry?.lastmod).toBe(new Date(updated.body.portfolio.updatedAt).toISOString());
    expect(entry!.lastmod! > new Date(project.updatedAt).toISOString()).toBe(true);
    expect(listed.some((url) => url.loc.endsWith(`/portfolio/${gone._id}`))).toBe(false);
    // The portfolio page itself changes whenever a project does.
    const portfolioPage = listed.find((url) => /\/portfolio$/.test(url.loc));
    expect(portfolioPage?.lastmod).toBe(entry?.lastmod);
  });
});

describe('with PUBLIC_URL set', () => {
  let site: TestGateway;
  beforeAll(async () => { site = await startTestGateway({ PUBLIC_URL: 'https://www.northwind.example/' }); });
  afterAll(async () => { await site.close(); });

  it('uses the configured origin whatever the Host header says', async () => {
    const robots = await site.http().get('/robots.txt').set('Host', 'evil.example').expect(200);
    expect(robots.text).toContain('Sitemap: https://www.northwind.example/sitemap.xml');
    const sitemap = await site.http().get('/sitemap.xml').set('Host', 'evil.example').expect(200);
    const locs = urls(sitemap.text).map((url) => url.loc);
    expect(locs).toEqual(PUBLIC_PAGES.map((page) => `https://www.northwind.example${page}`));
    expect(sitemap.text).not.toContain('evil.example');
  });
});
