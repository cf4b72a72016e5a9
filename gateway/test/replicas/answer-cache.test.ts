import path from 'node:path';
import { CONTENT_VERSION_MAX_AGE_MS } from '../../src/infra/database/content-version';
import { adminAuth, sleep, startSite, type Replica, type Site } from './replicas';

const RENDERED_WEB_DIST = path.resolve(__dirname, '..', 'fixtures', 'rendered-web-dist');
/** The promise: a change made through one replica shows on every replica within 2 s. */
const WITHIN_MS = 2_000;

let site: Site;
let writer: Replica;
let reader: Replica;
let auth: string;
let versionAtStart: number;

const contentVersion = async () =>
  Number((await site.query<{ version: number }>("SELECT version FROM table_version WHERE name = 'content'"))[0].version);

beforeAll(async () => {
  site = await startSite();
  // A stand-in renderer that lists the projects; one public origin, as behind a proxy.
  const env = { WEB_DIST: RENDERED_WEB_DIST, PUBLIC_URL: 'https://site.test' };
  [writer, reader] = await Promise.all([site.start(env), site.start(env)]);
  auth = await adminAuth(writer);
  versionAtStart = await contentVersion();
}, 180_000);
afterAll(async () => { await site?.stop(); });

const home = (replica: Replica) => replica.http().get('/').set('Accept', 'text/html').expect(200);

/** Polls until `check` passes, answering how long it took; fails after `limitMs`. */
async function timeUntil(check: () => Promise<boolean>, limitMs: number): Promise<number> {
  const started = Date.now();
  while (!(await check())) {
    if (Date.now() - started > limitMs) throw new Error(`not seen within ${limitMs} ms`);
    await sleep(50);
  }
  return Date.now() - started;
}

describe('two replicas on one MariaDB, each with its own answer cache', () => {
  it('a project added through one shows on the other’s cached page and API within 2 s, and at once on the writer', async () => {
    // The reader has the answer cached: the same ETag twice, and it outlives the version check.
    const first = await home(reader);
    await sleep(CONTENT_VERSION_MAX_AGE_MS + 100);
    const second = await home(reader);
    expect(second.headers.etag).toBe(first.headers.etag);
    const list = await reader.http().get('/api/portfolio/all').expect(200);

    await writer.http().post('/api/portfolio/add').set('Authorization', auth)
      .field('category', 'Web App').field('projectName', 'Seen everywhere').expect(200);
    expect((await home(writer)).text).toContain('<li>Seen everywhere</li>');

    const pageDelay = await timeUntil(async () => (await home(reader)).text.includes('<li>Seen everywhere</li>'), WITHIN_MS);
    expect(pageDelay).toBeLessThanOrEqual(WITHIN_MS);
    const fresh = await home(reader);
    expect(fresh.headers.etag).not.toBe(first.headers.etag);
    const apiDelay = await timeUntil(async () => {
      const answer = await reader.http().get('/api/portfolio/all').expect(200);
      return answer.headers.etag !== list.headers.etag
        && answer.body.portfolios.some((item: { projectName: string }) => item.projectName === 'Seen everywhere');
    }, WITHIN_MS);
    expect(apiDelay).toBeLessThanOrEqual(WITHIN_MS);
  });

  it('a settings update through the reader shows on the writer within 2 s', async () => {
    await home(writer);
    await reader.http().put('/api/statistics/update').set('Authorization', await adminAuth(reader)).send({
      projectsCompleted: '250+',
      projectsCompletedDescription: 'Delivered',
      industriesServed: '9',
      industriesServedDescription: 'Industries',
      clientSatisfaction: '98%',
      clientSatisfactionDescription: 'Happy clients',
    }).expect(200);
    const delay = await timeUntil(async () => (await home(writer)).text.includes('<p class="completed">250+</p>'), WITHIN_MS);
    expect(delay).toBeLessThanOrEqual(WITHIN_MS);
  });

  it('an admin list total on one replica follows a write through the other at once', async () => {
    const total = async (replica: Replica, path: string) =>
      (await replica.http().get(path).set('Authorization', auth).expect(200)).body.total as number;
    // Each reader has counted (and kept) its totals before the writes.
    const subscriptions = await total(reader, '/api/subscription/all');
    const projects = await total(reader, '/api/portfolio/all');

    await writer.http().post('/api/subscription/subscribe').send({ email: 'counted@replicas.test' }).expect(200);
    await writer.http().post('/api/portfolio/add').set('Authorization', auth)
      .field('category', 'Web App').field('projectName', 'Counted at once').expect(200);
    expect(await total(reader, '/api/subscription/all')).toBe(subscriptions + 1);
    expect(await total(reader, '/api/portfolio/all')).toBe(projects + 1);

    const { body } = await reader.http().get('/api/subscription/all').query({ q: 'counted@' }).set('Authorization', auth).expect(200);
    await reader.http().delete(`/api/subscription/${body.subscriptions[0]._id}`).set('Authorization', auth).expect(200);
    expect(await total(writer, '/api/subscription/all')).toBe(subscriptions);
  });

  it('counts every content write once in the shared version', async () => {
    // The two projects and the statistics, each moving it once whichever replica wrote it.
    expect(await contentVersion()).toBe(versionAtStart + 3);
  });
});
