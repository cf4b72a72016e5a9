import { XMLParser } from 'fast-xml-parser';
import { startTestGateway, type TestGateway } from '../../../test/harness';

let site: TestGateway;
const api = () => site;
let auth: string;
const parser = new XMLParser({ ignoreAttributes: false, attributeNamePrefix: '@', isArray: (name) => ['item', 'entry', 'link'].includes(name) });

const addPost = (fields: Record<string, string>) => api().http().post('/api/blog/add').set('Authorization', auth).send(fields).expect(200);

afterAll(async () => { await site.close(); });
beforeAll(async () => {
  site = await startTestGateway({ PUBLIC_URL: 'https://www.northwind.example' });
  auth = await api().auth();
  for (let index = 1; index <= 22; index += 1) {
    await addPost({ title: `Post ${index}`, publishAt: new Date(Date.UTC(2026, 0, index)).toISOString(), excerpt: index === 22 ? '' : `Summary ${index}` });
  }
  await addPost({
    title: 'Newest with an image',
    content: '<p>Tom &amp; Jerry <img src="/uploads/0a1b2c3d-0000-4000-8000-000000000000.png" alt="x" /></p><script>alert(1)</script>',
    publishAt: new Date(Date.UTC(2026, 1, 1)).toISOString(),
  });
  await addPost({ title: 'A draft', status: 'draft' });
  await addPost({ title: 'Tomorrow', publishAt: new Date(Date.now() + 86_400_000).toISOString() });
});

describe('GET /blog/rss.xml', () => {
  it('is RSS 2.0 with the latest 20 published posts, newest first, each with link, date, author, summary and sanitized content', async () => {
    const response = await api().http().get('/blog/rss.xml').expect(200);
    expect(response.headers['content-type']).toMatch(/^application\/rss\+xml/);
    const { rss } = parser.parse(response.text);
    expect(rss['@version']).toBe('2.0');
    const items = rss.channel.item;
    expect(items).toHaveLength(20);
    expect(items.map((item: { title: string }) => item.title)).toEqual(['Newest with an image', ...Array.from({ length: 19 }, (_, i) => `Post ${22 - i}`)]);
    const [newest, post22, post21] = items;
    expect(newest.link).toEqual(['https://www.northwind.example/blog/newest-with-an-image']);
    expect(new Date(newest.pubDate).toISOString()).toBe('2026-02-01T00:00:00.000Z');
    expect(newest.description).toBe('Tom & Jerry');
    expect(newest['content:encoded']).toContain('src="https://www.northwind.example/uploads/0a1b2c3d-0000-4000-8000-000000000000.png"');
    expect(newest['content:encoded']).not.toMatch(/<script/i);
    expect(JSON.stringify(newest)).toContain('Northwind Digital');
    expect(post21.description).toBe('Summary 21');
    expect(post22.link).toEqual(['https://www.northwind.example/blog/post-22']);
    expect(response.text).not.toContain('A draft');
    expect(response.text).not.toContain('Tomorrow');
  });
});

describe('GET /blog/atom.xml', () => {
  it('is an Atom feed with the same 20 posts, each with its link, dates, author, summary and content', async () => {
    const response = await api().http().get('/blog/atom.xml').expect(200);
    expect(response.headers['content-type']).toMatch(/^application\/atom\+xml/);
    const { feed } = parser.parse(response.text);
    expect(feed['@xmlns']).toBe('http://www.w3.org/2005/Atom');
    expect(feed.entry).toHaveLength(20);
    const [newest] = feed.entry;
    expect(newest.title['#text'] ?? newest.title).toBe('Newest with an image');
    expect(newest.link[0]['@href']).toBe('https://www.northwind.example/blog/newest-with-an-image');
    expect(new Date(newest.updated).toISOString()).toBe('2026-02-01T00:00:00.000Z');
    expect(newest.author.name).toBe('Northwind Digital');
    expect(JSON.stringify(newest.summary)).toContain('Tom & Jerry');
    expect(JSON.stringify(newest.content)).toContain('https://www.northwind.example/uploads/');
    expect(response.text).not.toContain('A draft');
  });
});

describe('the site name of the feeds', () => {
  it('follows the site settings', async () => {
    await api().http().put('/api/siteSettings/update').set('Authorization', auth)
      .send({ siteName: 'Acme Labs', defaultDescription: 'Software for small teams.' }).expect(200);
    const { rss } = parser.parse((await api().http().get('/blog/rss.xml').expect(200)).text);
    expect(rss.channel).toMatchObject({ title: 'Acme Labs blog', description: 'Software for small teams.' });
    const { feed } = parser.parse((await api().http().get('/blog/atom.xml').expect(200)).text);
    expect(feed.title['#text'] ?? feed.title).toBe('Acme Labs blog');
    expect(feed.author.name).toBe('Acme Labs');
  });
});
