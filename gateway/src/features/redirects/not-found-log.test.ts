import path from 'node:path';
import { graphql } from '../../../test/graphql';
import { sharedGateway } from '../../../test/harness';
import { eventually } from '../../../test/log-capture';
import { NotFoundPath } from './not-found-path.entity';

const FIXTURE = path.resolve(__dirname, '..', '..', '..', 'test', 'fixtures', 'rendered-web-dist');
const CAP = 20;
// The fixture renderer answers 404 for any path but / and /portfolio, as the site does for an unknown page.
// Behind a proxy, as deployed: each test visits from its own address (X-Forwarded-For), so the per-address limit counts only its own.
const api = sharedGateway({ WEB_DIST: FIXTURE, PUBLIC_URL: 'https://site.test', NOT_FOUND_LOG_ROWS: String(CAP), TRUST_PROXY: 'true' });
const BROWSER = 'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_0) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Safari/605.1.15';

let auth: string;
beforeAll(async () => { auth = await api().auth(); });
afterEach(async () => { await api().gateway.services.dataSource.getRepository(NotFoundPath).clear(); });
let visitor = 0;
let address: string;
beforeEach(() => { address = `198.51.100.${(visitor += 1)}`; });

const visit = (url: string, agent: string | null = BROWSER, from = address) => {
  const call = api().http().get(url).set('Accept', 'text/html').set('X-Forwarded-For', from);
  return agent === null ? call.unset('User-Agent') : call.set('User-Agent', agent);
};

interface Missing { path: string; hits: number; firstSeenAt: string; lastSeenAt: string; referrer: string | null }
const missing = async (query = '') =>
  (await api().http().get(`/api/analytics/not-found${query}`).set('Authorization', auth).expect(200)).body as { notFound: Missing[]; total: number };
const logged = async (path: string) => (await missing()).notFound.find((row) => row.path === path);
/** The row of `path`, wherever the list would page it. */
const stored = (path: string) => api().gateway.services.dataSource.getRepository(NotFoundPath).findOneBy({ path });

describe('the 404 log', () => {
  it('records the path, hits, last seen and the referring page (origin and path only)', async () => {
    const before = Date.now();
    await visit('/old-news?email=ana@example.com').set('Referer', 'https://news.example/story?id=7&user=ana').expect(404);
    await eventually(async () => expect(await logged('/old-news')).toMatchObject({ hits: 1, referrer: 'https://news.example/story' }));
    await visit('/old-news/').expect(404);
    const row = await eventually(async () => {
      const found = await logged('/old-news');
      expect(found?.hits).toBe(2);
      return found!;
    });
    expect(Date.parse(row.lastSeenAt)).toBeGreaterThanOrEqual(before);
    expect(Date.parse(row.lastSeenAt)).toBeGreaterThanOrEqual(Date.parse(row.firstSeenAt));
    // A visit without a referrer keeps the last one known.
    expect(row.referrer).toBe('https://news.example/story');
    const answer = await missing();
    expect(answer).toMatchObject({ success: true, total: 1, page: 1, pages: 1 });
    expect(JSON.stringify(answer)).not.toContain('ana');
  });

  it('leaves out bots, requests without a browser, API calls, assets and probes for hidden files', async () => {
    await visit('/bot-only', 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)').expect(404);
    await visit('/no-agent', null).expect(404);
    await visit('/api/no-such-call').expect(404);
    await visit('/assets/gone.js').expect(404);
    await visit('/.env').expect(404);
    await visit('/counted').expect(404);
    await eventually(async () => expect((await missing()).notFound.map((row) => row.path)).toEqual(['/counted']));
  });

  it('counts parallel requests for one path exactly', async () => {
    await Promise.all(Array.from({ length: 25 }, () => visit('/popular-old-link').expect(404)));
    await eventually(async () => expect((await logged('/popular-old-link'))?.hits).toBe(25), 5000);
  });

  it(`keeps at most ${CAP} paths, the least recently seen leaving first`, async () => {
    const paths = Array.from({ length: CAP + 6 }, (_, at) => `/gone-${at}`);
    for (const gone of paths) await visit(gone).expect(404);
    await eventually(async () => {
      expect(await api().count(NotFoundPath)).toBe(CAP);
      expect((await api().gateway.services.dataSource.getRepository(NotFoundPath).find()).map((row) => row.path).sort()).toEqual(paths.slice(6).sort());
    }, 5000);
  });

  it('past the cap, paths asked for once leave before those asked for again', async () => {
    for (let person = 0; person < 2; person += 1) await visit('/asked-twice', BROWSER, `203.0.113.${person + 1}`).expect(404);
    await eventually(async () => expect((await logged('/asked-twice'))?.hits).toBe(2));
    for (let at = 0; at < CAP + 5; at += 1) await visit(`/once-${at}`).expect(404);
    // Recorded after the answer: the last one stored, no write of this test is still to come.
    await eventually(async () => expect(await stored(`/once-${CAP + 4}`)).not.toBeNull(), 5000);
    await eventually(async () => expect(await api().count(NotFoundPath)).toBe(CAP), 5000);
    expect((await logged('/asked-twice'))?.hits).toBe(2);
  });

  it('past the cap, paths an administrator has been shown outlast those asked for once', async () => {
    await visit('/noticed-by-the-owner', BROWSER, '203.0.113.30').expect(404);
    await eventually(async () => expect(await logged('/noticed-by-the-owner')).toBeDefined());
    // The owner opens the log (the admin panel's Redirects screen lists it): the path is seen.
    const listed = await graphql(api(), '{ notFoundPaths(q: "noticed-by") { items { path hits } } }', {}, { auth }).expect(200);
    expect(listed.body.data.notFoundPaths.items).toEqual([{ path: '/noticed-by-the-owner', hits: 1 }]);
    for (let at = 0; at < CAP + 5; at += 1) await visit(`/unseen-${at}`).expect(404);
    await eventually(async () => expect(await stored(`/unseen-${CAP + 4}`)).not.toBeNull(), 5000);
    await eventually(async () => expect(await api().count(NotFoundPath)).toBe(CAP), 5000);
    expect((await logged('/noticed-by-the-owner'))?.hits).toBe(1);
  });

  it("a flood of 1,050 missing pages from one address leaves the owner's entries in place", async () => {
    const owners = ['/old-pricing', '/2019/team-photo', '/careers.html'];
    for (const path of owners) {
      for (let person = 0; person < 3; person += 1) await visit(path, BROWSER, `203.0.113.${10 + person}`).expect(404);
    }
    await eventually(async () => expect((await missing()).notFound.map((row) => [row.path, row.hits]).sort()).toEqual(owners.map((path) => [path, 3]).sort()));

    const flooder = '192.0.2.66';
    for (let batch = 0; batch < 1050; batch += 50) {
      await Promise.all(Array.from({ length: 50 }, (_, at) => visit(`/flood-${batch + at}`, BROWSER, flooder).expect(404)));
    }
    await visit('/flood-last', BROWSER, flooder).expect(404);
    await visit('/after-the-flood', BROWSER, '203.0.113.20').expect(404);
    // Recorded after the flood's 1,051 visits are (each checked against its address's limit): a busy MariaDB takes a while.
    await eventually(async () => expect(await stored('/after-the-flood')).not.toBeNull(), 45_000);
    const rows = await api().gateway.services.dataSource.getRepository(NotFoundPath).find();
    // The owner's entries, asked for by several visitors, are all there, counted as before.
    expect(rows.filter((row) => owners.includes(row.path)).map((row) => row.hits)).toEqual([3, 3, 3]);
    // The flooding address added at most its 30 new paths an hour; the rest were never stored.
    expect(rows.filter((row) => row.path.startsWith('/flood-')).length).toBeLessThanOrEqual(30);
    expect(rows.find((row) => row.path === '/flood-last')).toBeUndefined();
    expect(rows.length).toBeLessThanOrEqual(CAP);
  }, 120_000);

  it('lists the most requested first, searchable, with a GraphQL twin', async () => {
    await visit('/rare').expect(404);
    for (let visitor = 0; visitor < 3; visitor += 1) await visit('/frequent').expect(404);
    await eventually(async () => expect((await missing()).notFound.map((row) => [row.path, row.hits])).toEqual([['/frequent', 3], ['/rare', 1]]));
    expect((await missing('?q=rar')).notFound.map((row) => row.path)).toEqual(['/rare']);
    const twin = await graphql(api(), '{ notFoundPaths(limit: 1) { total items { path hits } } }', {}, { auth }).expect(200);
    expect(twin.body.data.notFoundPaths).toEqual({ total: 2, items: [{ path: '/frequent', hits: 3 }] });
  });

  it('stops listing a path once it redirects, and then answers it with the redirect', async () => {
    await visit('/Fixed-Soon').expect(404);
    await eventually(async () => expect(await logged('/Fixed-Soon')).toBeDefined());
    await api().http().post('/api/redirects').set('Authorization', auth).send({ fromPath: '/fixed-soon', to: '/portfolio' }).expect(200);
    expect(await logged('/Fixed-Soon')).toBeUndefined();
    expect((await visit('/Fixed-Soon').expect(301)).headers.location).toBe('/portfolio');
  });
});
