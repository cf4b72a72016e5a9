import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import type { Response } from 'supertest';
import { graphql } from '../../../test/graphql';
import { startTestGateway, type TestGateway } from '../../../test/harness';
import { normalizedUrl } from './cache-key';
import { PRIVATE_NO_STORE, PUBLIC_CACHE_CONTROL } from '../../api/http/cache-control';

const ROOT = path.resolve(__dirname, '..', '..', '..', '..');
const FIXTURE = path.join(ROOT, 'gateway', 'test', 'fixtures', 'rendered-web-dist');

/** The fixture web client in a folder of its own, compressed by the build's own script. */
function builtWebDist(): string {
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'answer-cache-web-'));
  fs.cpSync(FIXTURE, folder, { recursive: true });
  const result = spawnSync(process.execPath, [path.join(ROOT, 'web', 'scripts', 'compress-dist.mjs'), folder], { encoding: 'utf8' });
  if (result.status !== 0) throw new Error(`compress-dist failed: ${result.stderr}`);
  return folder;
}

let webDist: string;
let api: TestGateway;
let auth: string;
let renderer: { renders: number };
let server: http.Server;

beforeAll(async () => {
  webDist = builtWebDist();
  // A fixed origin: supertest calls each come from another port, which would be another page.
  api = await startTestGateway({ WEB_DIST: webDist, PUBLIC_URL: 'https://site.test' });
  auth = await api.auth();
  // The same module instance the gateway loaded: it counts the renders.
  renderer = require(path.join(webDist, 'server', 'entry-server.js'));
  server = api.gateway.app.listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
});
afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
  await api.close();
  fs.rmSync(webDist, { recursive: true, force: true });
});

/** The bytes as they travel, not decompressed (supertest would decompress them). */
function rawGet(url: string, headers: Record<string, string>): Promise<{ status: number; headers: http.IncomingHttpHeaders; body: Buffer }> {
  const { port } = server.address() as AddressInfo;
  return new Promise((resolve, reject) => {
    http.get({ host: '127.0.0.1', port, path: url, headers }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => resolve({ status: response.statusCode!, headers: response.headers, body: Buffer.concat(chunks) }));
    }).on('error', reject);
  });
}

const page = (url = '/') => api.http().get(url).set('Accept', 'text/html');

function addProject(projectName: string) {
  return api.http().post('/api/portfolio/add').set('Authorization', auth).field('category', 'Web App').field('projectName', projectName).expect(200);
}

function updateStatistics(projectsCompleted: string) {
  return api.http().put('/api/statistics/update').set('Authorization', auth).send({
    projectsCompleted,
    projectsCompletedDescription: 'Delivered',
    industriesServed: '5',
    industriesServedDescription: 'Industries',
    clientSatisfaction: '99%',
    clientSatisfactionDescription: 'Happy clients',
  }).expect(200);
}

function expectPublic(response: Response) {
  expect(response.headers['cache-control']).toBe(PUBLIC_CACHE_CONTROL);
  expect(response.headers.etag).toMatch(/^W\/".+"$/);
  expect(response.headers.vary).toMatch(/Accept-Encoding/i);
}

describe('a write shows on the next page view', () => {
  it('adding a project through the API changes the cached home page and its ETag', async () => {
    await addProject('Before the change');
    const before = await page('/').expect(200);
    expect(before.text).toContain('<li>Before the change</li>');
    expectPublic(before);

    await addProject('Right after the change');
    const after = await page('/').expect(200);
    expect(after.text).toContain('<li>Right after the change</li>');
    expect(after.headers.etag).not.toBe(before.headers.etag);
  });

  it('updating a project, deleting it and updating the statistics each show at once', async () => {
    const added = await addProject('Renamed soon');
    const id = added.body.portfolio._id as string;
    await page('/portfolio').expect(200);

    await api.http().put(`/api/portfolio/update/${id}`).set('Authorization', auth)
      .field('category', 'Web App').field('projectName', 'Renamed now').expect(200);
    const renamed = await page('/portfolio').expect(200);
    expect(renamed.text).toContain('<li>Renamed now</li>');
    expect(renamed.text).not.toContain('Renamed soon');

    await api.http().delete(`/api/portfolio/delete/${id}`).set('Authorization', auth).expect(200);
    expect((await page('/portfolio').expect(200)).text).not.toContain('Renamed now');

    await updateStatistics('77+');
    expect((await page('/portfolio').expect(200)).text).toContain('<p class="completed">77+</p>');
  });

  it('a refused write changes nothing: the page stays cached with the same ETag', async () => {
    const before = await page('/').expect(200);
    const rendersBefore = renderer.renders;
    await api.http().post('/api/portfolio/add').set('Authorization', auth).field('category', 'Games').field('projectName', 'x').expect(400);
    const after = await page('/').expect(200);
    expect(after.headers.etag).toBe(before.headers.etag);
    expect(renderer.renders).toBe(rendersBefore);
  });
});

describe('the answer cache', () => {
  it('renders a page once for many concurrent visitors, and not again until the content changes', async () => {
    await addProject('Concurrent');
    const rendersBefore = renderer.renders;
    const answers = await Promise.all(Array.from({ length: 10 }, () => page('/portfolio')));
    expect(answers.map((answer) => answer.status)).toEqual(Array(10).fill(200));
    expect(new Set(answers.map((answer) => answer.headers.etag)).size).toBe(1);
    await page('/portfolio').expect(200);
    expect(renderer.renders).toBe(rendersBefore + 1);
  });

  it('leaves tracking parameters out of the key and renders for the URL without them', async () => {
    const plain = await page('/portfolio?page=1').expect(200);
    const rendersBefore = renderer.renders;
    const tracked = await page('/portfolio?utm_source=news&page=1&fbclid=abc').expect(200);
    expect(tracked.headers.etag).toBe(plain.headers.etag);
    expect(tracked.text).toContain('<link rel="canonical" href="https://site.test/portfolio?page=1">');
    expect(renderer.renders).toBe(rendersBefore);
  });

  it('answers 304 to a matching If-None-Match, and the page to a stale one', async () => {
    const first = await page('/').expect(200);
    const again = await page('/').set('If-None-Match', first.headers.etag).expect(304);
    expect(again.text).toBe('');
    expect(again.headers.etag).toBe(first.headers.etag);
    expect(again.headers['cache-control']).toBe(PUBLIC_CACHE_CONTROL);
    await page('/').set('If-None-Match', 'W/"an-old-version"').expect(200);
  });

  it('sends the brotli, gzip or plain variant the browser accepts, all of one page', async () => {
    const raw = (encoding: string) => rawGet('/', { Accept: 'text/html', 'Accept-Encoding': encoding });
    const plain = await raw('identity');
    expect(plain.status).toBe(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.toString()).toContain('<ul class="projects">');
    const br = await raw('gzip, deflate, br');
    expect(br.headers['content-encoding']).toBe('br');
    expect(zlib.brotliDecompressSync(br.body).equals(plain.body)).toBe(true);
    const gz = await raw('gzip');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(gz.body).equals(plain.body)).toBe(true);
    // Only a client that takes neither gets deflate from no one: the plain page.
    expect((await raw('deflate')).headers['content-encoding']).toBeUndefined();
    expect(new Set([plain, br, gz].map((answer) => answer.headers.etag)).size).toBe(1);
    expect(Number(br.headers['content-length'])).toBe(br.body.length);
  });

  it('keeps no page that failed to render on the server: the shell, not stored anywhere', async () => {
    const rendersBefore = renderer.renders;
    const shell = await page('/broken').expect(200);
    expect(shell.text).toContain('<meta name="robots" content="noindex">');
    expect(shell.headers['cache-control']).toBe(PRIVATE_NO_STORE);
    await page('/broken').expect(200);
    expect(renderer.renders).toBe(rendersBefore + 2);
  });
});

describe('the cached door (a kept page answered before the chain)', () => {
  /** Every header but those that differ per answer (its date, its id) or per connection. */
  const comparable = (headers: http.IncomingHttpHeaders) => {
    const { date, 'x-request-id': requestId, connection, 'keep-alive': keepAlive, ...rest } = headers;
    expect([date, requestId]).not.toContain(undefined);
    return rest;
  };
  // Tracking parameters are not the normalized address: the same kept page, sent by the chain.
  const byChain = '/?utm_source=door-test';

  it('sends every header the chain sends with the same kept page, in each encoding and with a 304', async () => {
    await page('/').expect(200);
    const rendersBefore = renderer.renders;
    for (const encoding of ['identity', 'gzip', 'br']) {
      const atDoor = await rawGet('/', { Accept: 'text/html', 'Accept-Encoding': encoding });
      const inChain = await rawGet(byChain, { Accept: 'text/html', 'Accept-Encoding': encoding });
      expect(comparable(atDoor.headers)).toEqual(comparable(inChain.headers));
      expect(atDoor.body.equals(inChain.body)).toBe(true);
      expect(atDoor.headers['content-security-policy']).toMatch(/script-src 'self';/);
    }
    const { etag } = (await rawGet('/', { Accept: 'text/html' })).headers;
    const notModified = await rawGet('/', { Accept: 'text/html', 'If-None-Match': etag! });
    const notModifiedInChain = await rawGet(byChain, { Accept: 'text/html', 'If-None-Match': etag! });
    expect(notModified.status).toBe(304);
    expect(notModified.body.length).toBe(0);
    expect(comparable(notModified.headers)).toEqual(comparable(notModifiedInChain.headers));
    // As Express decides it: no-cache asks for the page again.
    expect((await rawGet('/', { Accept: 'text/html', 'If-None-Match': etag!, 'Cache-Control': 'no-cache' })).status).toBe(200);
    expect(renderer.renders).toBe(rendersBefore);
  });

  it('echoes a sane request id, answers HEAD without a body, and leaves JSON and signed-in requests to the chain', async () => {
    await page('/').expect(200);
    const echoed = await page('/').set('X-Request-Id', 'door-test-1').expect(200);
    expect(echoed.headers['x-request-id']).toBe('door-test-1');
    const head = await api.http().head('/').set('Accept', 'text/html').set('Accept-Encoding', 'br').expect(200);
    const get = await page('/').set('Accept-Encoding', 'br').expect(200);
    expect(head.headers['content-length']).toBe(get.headers['content-length']);
    expect(head.headers.etag).toBe(get.headers.etag);
    await api.http().get('/').set('Accept', 'application/json').expect(404);
    expect((await page('/').set('Authorization', auth)).headers['cache-control']).toBe(PRIVATE_NO_STORE);
  });

  it('sends a kept page elsewhere once a redirect is added for its path', async () => {
    // A query the redirect table matches as written (`/?p=123`, an old blog's links).
    await page('/portfolio?page=7').expect(200);
    await page('/portfolio?page=7').expect(200);
    await api.http().post('/api/redirects').set('Authorization', auth).send({ fromPath: '/portfolio?page=7', to: '/portfolio', status: 302 }).expect(200);
    const moved = await page('/portfolio?page=7').expect(302);
    expect(moved.headers.location).toBe('/portfolio');
  });

  it('sends HSTS over HTTPS, as the chain does', async () => {
    const behindProxy = await startTestGateway({ WEB_DIST: webDist, PUBLIC_URL: 'https://site.test', TRUST_PROXY: 'true' });
    try {
      const secure = (url: string) => behindProxy.http().get(url).set('Accept', 'text/html').set('X-Forwarded-Proto', 'https').expect(200);
      await secure('/');
      const atDoor = await secure('/');
      const inChain = await secure(byChain);
      expect(atDoor.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
      expect(comparable(atDoor.headers)).toEqual(comparable(inChain.headers));
    } finally {
      await behindProxy.close();
    }
  });
});

describe('Cache-Control', () => {
  it('error pages are stored by no one', async () => {
    const missing = await page('/no-such-page').expect(404);
    expect(missing.text).toContain('Page not found');
    expect(missing.headers['cache-control']).toBe(PRIVATE_NO_STORE);
  });

  it('the admin shell and the login page are stored by no one', async () => {
    for (const url of ['/admin', '/admin/portfolio', '/login']) {
      const shell = await page(url).expect(200);
      expect(shell.headers['cache-control']).toBe(PRIVATE_NO_STORE);
    }
  });
});

describe('public API answers', () => {
  it('lists and items: public, with an ETag that changes with the content, 304 while it does not', async () => {
    const added = await addProject('API cached');
    const list = await api.http().get('/api/portfolio/all').expect(200);
    expectPublic(list);
    expect(list.body.portfolios.map((item: { projectName: string }) => item.projectName)).toContain('API cached');
    await api.http().get('/api/portfolio/all').set('If-None-Match', list.headers.etag).expect(304);

    const id = added.body.portfolio._id as string;
    const item = await api.http().get(`/api/portfolio/${id}`).expect(200);
    expectPublic(item);
    expect(item.body).toMatchObject({ success: true, portfolio: { _id: id, projectName: 'API cached' } });

    await api.http().put(`/api/portfolio/update/${id}`).set('Authorization', auth).field('category', 'Web App').field('projectName', 'API changed').expect(200);
    const changedList = await api.http().get('/api/portfolio/all').set('If-None-Match', list.headers.etag).expect(200);
    expect(changedList.headers.etag).not.toBe(list.headers.etag);
    expect(changedList.body.portfolios.map((entry: { projectName: string }) => entry.projectName)).toContain('API changed');
    expect((await api.http().get(`/api/portfolio/${id}`).expect(200)).body.portfolio.projectName).toBe('API changed');
  });

  it('settings: statistics and footer are public and follow their updates', async () => {
    const footer = await api.http().get('/api/footer/get').expect(200);
    expectPublic(footer);
    const before = await api.http().get('/api/statistics/get').expect(200);
    expectPublic(before);
    await updateStatistics('123+');
    const after = await api.http().get('/api/statistics/get').expect(200);
    expect(after.body.statistics.projectsCompleted).toBe('123+');
    expect(after.headers.etag).not.toBe(before.headers.etag);
  });

  it('answers to signed-in requests and admin calls are private and never served from the cache', async () => {
    const signedIn = await api.http().get('/api/portfolio/all').set('Authorization', auth).expect(200);
    expect(signedIn.headers['cache-control']).toBe(PRIVATE_NO_STORE);
    const subscriptions = await api.http().get('/api/subscription/all').set('Authorization', auth).expect(200);
    expect(subscriptions.headers['cache-control']).toBe(PRIVATE_NO_STORE);
    const stats = await api.http().get('/api/analytics/stats').set('Authorization', auth).expect(200);
    expect(stats.headers['cache-control']).toBe(PRIVATE_NO_STORE);
  });

  it('errors are stored by no one: an unknown item, an unknown call, a refused token', async () => {
    const missing = await api.http().get('/api/portfolio/00000000-0000-4000-8000-000000000000').expect(404);
    expect(missing.body).toMatchObject({ success: false, message: expect.any(String) });
    expect(missing.headers['cache-control']).toBe(PRIVATE_NO_STORE);
    expect((await api.http().get('/api/no-such-call').expect(404)).headers['cache-control']).toBe(PRIVATE_NO_STORE);
    expect((await api.http().get('/api/subscription/all').expect(401)).headers['cache-control']).toBe(PRIVATE_NO_STORE);
  });
});

describe('GraphQL answers to visitors', () => {
  const names = async (options: { auth?: string } = {}) => {
    const response = await graphql(api, '{ portfolios { items { projectName } } }', {}, options).expect(200);
    return (response.body.data.portfolios.items as Array<{ projectName: string }>).map((item) => item.projectName);
  };

  it('follow every write at once, and signed-in queries see the same', async () => {
    await names();
    await addProject('GraphQL sees it');
    expect(await names()).toContain('GraphQL sees it');
    expect(await names({ auth })).toContain('GraphQL sees it');
  });

  it('a repeated query is answered from the answer cache, the same bytes as Apollo sent, until the content changes', async () => {
    const query = '{ portfolios { items { projectName } } }';
    const first = await graphql(api, query).expect(200);
    const kept = await graphql(api, query).expect(200);
    expect(kept.headers['content-type']).toMatch(/^application\/json/);
    expect(kept.headers['cache-control']).toBe(PUBLIC_CACHE_CONTROL);
    expect(kept.text).toBe(first.text);
    await addProject('After the kept answer');
    const fresh = await graphql(api, query).expect(200);
    expect(fresh.body.data.portfolios.items.map((item: { projectName: string }) => item.projectName)).toContain('After the kept answer');
  });

  it('mutations, errors and clients asking for graphql-response+json always reach Apollo', async () => {
    const refused = await graphql(api, '{ subscriptions { items { email } } }');
    const again = await graphql(api, '{ subscriptions { items { email } } }');
    expect(again.body.errors?.[0]?.message).toBe(refused.body.errors?.[0]?.message);
    expect(again.headers['cache-control']).not.toBe(PUBLIC_CACHE_CONTROL);
    const spec = await graphql(api, '{ statistics { projectsCompleted } }').set('Accept', 'application/graphql-response+json').expect(200);
    const specAgain = await graphql(api, '{ statistics { projectsCompleted } }').set('Accept', 'application/graphql-response+json').expect(200);
    expect(specAgain.headers['content-type']).toMatch(/^application\/graphql-response\+json/);
    expect(specAgain.body).toEqual(spec.body);
    expect(specAgain.headers['cache-control']).not.toBe(PUBLIC_CACHE_CONTROL);
  });
});

describe('built assets', () => {
  it('are served in their prebuilt brotli or gzip form with the right headers, never compressed again', async () => {
    const plain = fs.readFileSync(path.join(webDist, 'assets', 'app.js'));
    const raw = (encoding: string) => rawGet('/assets/app.js', { 'Accept-Encoding': encoding });
    const br = await raw('gzip, deflate, br');
    expect(br.status).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-type']).toMatch(/^(text|application)\/javascript/);
    expect(br.headers.vary).toMatch(/Accept-Encoding/i);
    expect(br.headers['cache-control']).toMatch(/max-age=31536000/);
    expect(br.body.equals(fs.readFileSync(path.join(webDist, 'assets', 'app.js.br')))).toBe(true);
    const gz = await raw('gzip');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gz.body.equals(fs.readFileSync(path.join(webDist, 'assets', 'app.js.gz')))).toBe(true);
    const identity = await raw('identity');
    expect(identity.headers['content-encoding']).toBeUndefined();
    expect(identity.body.equals(plain)).toBe(true);
  });

  it('answer 304 to a browser holding the same form, and 404 JSON to a name that was not built', async () => {
    const first = await rawGet('/assets/app.js', { 'Accept-Encoding': 'br' });
    const again = await rawGet('/assets/app.js', { 'Accept-Encoding': 'br', 'If-None-Match': first.headers.etag as string });
    expect(again.status).toBe(304);
    // Each form has its own tag: a cache holding the gzip form does not get a 304 for brotli.
    const gzip = await rawGet('/assets/app.js', { 'Accept-Encoding': 'gzip' });
    expect(gzip.headers.etag).not.toBe(first.headers.etag);
    const missing = await api.http().get('/assets/not-built.js').expect(404);
    expect(missing.body).toMatchObject({ success: false, message: 'No such file' });
  });
});

describe('normalizedUrl', () => {
  it.each([
    ['/blog', '/blog'],
    ['/blog?page=2&utm_source=x&utm_medium=y', '/blog?page=2'],
    ['/portfolio?page=2&category=Web%20App', '/portfolio?category=Web%20App&page=2'],
    ['/?gclid=1&fbclid=2', '/'],
    ['/blog?&page=3&', '/blog?page=3'],
    ['/blog?tag=b&tag=a', '/blog?tag=b&tag=a'],
    ['/blog?page=1#top', '/blog?page=1'],
  ])('%s → %s', (url, expected) => {
    expect(normalizedUrl(url)).toBe(expected);
  });
});

describe('with PAGE_CACHE=off (the benchmark’s uncached renders)', () => {
  it('renders every view afresh, still with an ETag, 304 and the public Cache-Control', async () => {
    const uncached = await startTestGateway({ WEB_DIST: webDist, PUBLIC_URL: 'https://site.test', PAGE_CACHE: 'off' });
    try {
      const rendersBefore = renderer.renders;
      const first = await uncached.http().get('/').set('Accept', 'text/html').expect(200);
      expect(first.headers['cache-control']).toBe(PUBLIC_CACHE_CONTROL);
      await uncached.http().get('/').set('Accept', 'text/html').set('If-None-Match', first.headers.etag).expect(304);
      expect(renderer.renders).toBe(rendersBefore + 2);
    } finally {
      await uncached.close();
    }
  });
});
