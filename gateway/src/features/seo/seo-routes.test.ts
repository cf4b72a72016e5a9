import { startTestGateway, type TestGateway } from '../../../test/harness';
import { PUBLIC_PAGES } from './seo-routes';

let api: TestGateway;
let auth: string;
beforeAll(async () => {
  api = await startTestGateway({ ALLOWED_HOSTS: 'shop.example.test, Site.Example.Test' });
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
    expect(listed).toContainEqual({ loc: `http://site.example.test/portfolio/${project.slug}`, lastmod: new Date(project.updatedAt).toISOString() });
    expect(listed).toContainEqual({ loc: `http://site.example.test/blog/${post.slug}`, lastmod: new Date(post.updatedAt).toISOString() });
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
    const entry = listed.find((url) => url.loc.endsWith(`/portfolio/${project.slug}`));
    expect(entry?.lastmod).toBe(new Date(updated.body.portfolio.updatedAt).toISOString());
    expect(entry!.lastmod! > new Date(project.updatedAt).toISOString()).toBe(true);
    expect(listed.some((url) => url.loc.endsWith(`/portfolio/${gone.slug}`))).toBe(false);
    // The portfolio page itself changes whenever a project does.
    const portfolioPage = listed.find((url) => /\/portfolio$/.test(url.loc));
    expect(portfolioPage?.lastmod).toBe(entry?.lastmod);
  });
});

describe('without PUBLIC_URL', () => {
  it('builds links on the Host header only for loopback names and ALLOWED_HOSTS, never on another host', async () => {
    const local = await api.http().get('/robots.txt').set('Host', '127.0.0.1:4000').expect(200);
    expect(local.text).toContain('Sitemap: http://127.0.0.1:4000/sitemap.xml');
    for (const host of ['evil.example', 'shop.example.test.evil.example', 'localhost.evil.example']) {
      const robots = await api.http().get('/robots.txt').set('Host', host).expect(200);
      expect(robots.text).toContain(`Sitemap: http://localhost:${api.config.port}/sitemap.xml`);
      const sitemap = await api.http().get('/sitemap.xml').set('Host', host).expect(200);
      expect(sitemap.text).not.toContain('evil.example');
    }
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

describe(`past SITEMAP_URLS_PER_FILE URLs`, () => {
  const PER_FILE = 5;
  let site: TestGateway;
  let expected: string[];
  beforeAll(async () => {
    site = await startTestGateway({ SITEMAP_URLS_PER_FILE: String(PER_FILE), PUBLIC_URL: 'https://www.northwind.example' });
    const token = await site.auth();
    const add = (path: string, fields: Record<string, string>) => {
      const call = site.http().post(path).set('Authorization', token);
      for (const [name, value] of Object.entries(fields)) call.field(name, value);
      return call.expect(200);
    };
    const projects = [];
    for (let index = 0; index < 8; index += 1) projects.push((await add('/api/portfolio/add', { category: 'Web App', projectName: `P${index}` })).body.portfolio.slug);
    const posts = [];
    for (let index = 0; index < 4; index += 1) posts.push((await add('/api/blog/add', { title: `B${index}` })).body.blog.slug);
    expected = [
      ...PUBLIC_PAGES.map((page) => `https://www.northwind.example${page}`),
      ...projects.map((slug) => `https://www.northwind.example/portfolio/${slug}`),
      ...posts.map((slug) => `https://www.northwind.example/blog/${slug}`),
    ];
  });
  afterAll(async () => { await site.close(); });

  it('answers a sitemap index whose parts list every public URL once, at most SITEMAP_URLS_PER_FILE each', async () => {
    const index = await site.http().get('/sitemap.xml').expect(200);
    expect(index.headers['content-type']).toMatch(/^application\/xml/);
    expect(index.text).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>\n<sitemapindex xmlns="http:\/\/www.sitemaps.org\/schemas\/sitemap\/0.9">/);
    const parts = [...index.text.matchAll(/<sitemap>\s*<loc>([^<]+)<\/loc>\s*<\/sitemap>/g)].map(([, loc]) => loc);
    const count = Math.ceil(expected.length / PER_FILE);
    expect(parts).toEqual(Array.from({ length: count }, (_, part) => `https://www.northwind.example/sitemap-${part + 1}.xml`));

    const listed: string[] = [];
    for (const part of parts) {
      const response = await site.http().get(new URL(part).pathname).expect(200);
      expect(response.text).toMatch(/<urlset xmlns="http:\/\/www.sitemaps.org\/schemas\/sitemap\/0.9">/);
      const locs = urls(response.text).map((url) => url.loc);
      expect(locs.length).toBeGreaterThan(0);
      expect(locs.length).toBeLessThanOrEqual(PER_FILE);
      listed.push(...locs);
    }
    expect(listed).toHaveLength(expected.length);
    expect([...listed].sort()).toEqual([...expected].sort());
    expect(urls((await site.http().get('/sitemap-1.xml').expect(200)).text).map((url) => url.loc)).toEqual(expected.slice(0, PER_FILE));
  });

  it('answers 404 for a part past the last, and for parts of a sitemap that is not split', async () => {
    const count = Math.ceil(expected.length / PER_FILE);
    expect((await site.http().get(`/sitemap-${count + 1}.xml`)).status).toBe(404);
    expect((await site.http().get('/sitemap-0.xml')).status).toBe(404);
    expect((await api.http().get('/sitemap-1.xml')).status).toBe(404);
  });
});
