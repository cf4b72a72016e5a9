import fs from 'node:fs';
import { graphql } from '../test/graphql';
import { startTestGateway, type TestGateway } from '../test/harness';

let api: TestGateway;
let auth: string;
beforeAll(async () => {
  api = await startTestGateway();
  auth = await api.auth();
});
afterAll(async () => { await api.close(); });

/** An error answer as a client sees it: JSON, with no HTML page and no stack trace in it. */
function expectPlainJsonError(response: { status: number; headers: Record<string, string>; text: string }) {
  expect(response.status).toBeGreaterThanOrEqual(400);
  expect(response.status).toBeLessThan(500);
  expect(response.headers['content-type']).toMatch(/^application\/(graphql-response\+)?json/);
  expect(response.text).not.toMatch(/<html|<!doctype|<pre>/i);
  expect(response.text).not.toMatch(/\bat .*\.(ts|js):\d+|node_modules|stacktrace/i);
}

const INTROSPECTION = '{ __schema { types { name } } }';

describe('security headers', () => {
  const policyOf = (header: string) =>
    Object.fromEntries(header.split(';').map((part) => part.trim().split(/\s+/)).map(([name, ...values]) => [name, values]));

  it.each([
    ['a public page', '/', 'text/html'],
    ['the admin shell', '/admin', 'text/html'],
    ['a public API answer', '/api/footer/get', 'application/json'],
    ['an API error', '/api/no-such-call', 'application/json'],
  ])('guard %s', async (_name, path, accept) => {
    const response = await api.http().get(path).set('Accept', accept);
    const policy = policyOf(response.headers['content-security-policy']);
    expect(policy['script-src']).toEqual(["'self'"]);
    expect(policy['object-src']).toEqual(["'none'"]);
    expect(policy['base-uri']).toEqual(["'self'"]);
    expect(policy['form-action']).toEqual(["'self'"]);
    expect(policy['frame-ancestors']).toEqual(["'none'"]);
    expect(response.headers).toMatchObject({
      'x-content-type-options': 'nosniff',
      'referrer-policy': 'strict-origin-when-cross-origin',
      'cross-origin-opener-policy': 'same-origin',
      'permissions-policy': expect.stringContaining('geolocation=()'),
    });
    // Plain HTTP: browsers ignore HSTS there, so it is not sent.
    expect(response.headers['strict-transport-security']).toBeUndefined();
  });

  it('sends HSTS over HTTPS (behind a proxy that says so)', async () => {
    const behindProxy = await startTestGateway({ TRUST_PROXY: 'true' });
    try {
      const response = await behindProxy.http().get('/api/footer/get').set('X-Forwarded-Proto', 'https').expect(200);
      expect(response.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
    } finally {
      await behindProxy.close();
    }
  });
});

describe('health', () => {
  it('answers 200 ok while the database answers', async () => {
    const response = await api.http().get('/healthz').expect(200);
    expect(response.body).toEqual({ status: 'ok' });
  });

  it('answers 503 when the database does not', async () => {
    const broken = await startTestGateway();
    try {
      await broken.gateway.services.dataSource.destroy();
      const response = await broken.http().get('/healthz').expect(503);
      expect(response.headers['content-type']).toMatch(/json/);
      expect(response.body.status).not.toBe('ok');
    } finally {
      // Reconnect so that closing the gateway (which closes the database) works.
      await broken.gateway.services.dataSource.initialize();
      await broken.close();
    }
  });
});

describe('API explorer', () => {
  it('serves the explorer page at GET /graphql to a browser', async () => {
    const response = await api.http().get('/graphql').set('Accept', 'text/html,application/xhtml+xml,*/*;q=0.8').expect(200);
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    expect(response.text).toContain('<title>API Explorer</title>');
  });

  it('still answers GraphQL to an API client using GET', async () => {
    const response = await api.http().get('/graphql').query({ query: '{ statistics { projectsCompleted } }' })
      .set('Accept', 'application/json').set('Apollo-Require-Preflight', 'true').expect(200);
    expect(response.body).toEqual({ data: { statistics: { projectsCompleted: '10+' } } });
  });

  it('allows introspection while the explorer is on', async () => {
    const response = await graphql(api, INTROSPECTION).expect(200);
    expect(response.body.errors).toBeUndefined();
    expect(response.body.data.__schema.types.map((type: { name: string }) => type.name)).toEqual(expect.arrayContaining(['Portfolio', 'Query']));
  });

  describe('with GRAPHQL_EXPLORER=false', () => {
    let closed: TestGateway;
    beforeAll(async () => {
      closed = await startTestGateway({ GRAPHQL_EXPLORER: 'false' });
    });
    afterAll(async () => { await closed.close(); });

    it('serves no explorer page', async () => {
      const response = await closed.http().get('/graphql').set('Accept', 'text/html');
      expect(response.text).not.toContain('API Explorer');
      expect(response.headers['content-type']).not.toMatch(/text\/html/);
      expectPlainJsonError(response);
    });

    it('refuses introspection but answers normal queries', async () => {
      const refused = await graphql(closed, INTROSPECTION);
      expectPlainJsonError(refused);
      expect(refused.body.data).toBeUndefined();
      expect(refused.body.errors[0].message).toMatch(/introspection/i);

      const normal = await graphql(closed, '{ statistics { industriesServed } }').expect(200);
      expect(normal.body).toEqual({ data: { statistics: { industriesServed: '5+' } } });
    });
  });
});

describe('errors are JSON', () => {
  it('answers 400 to a malformed JSON body on a REST call', async () => {
    const response = await api.http().put('/api/statistics/update').set('Authorization', auth)
      .set('Content-Type', 'application/json').send('{"projectsCompleted": "12+",');
    expect(response.status).toBe(400);
    expect(response.body).toEqual({ success: false, message: 'Request body is not valid JSON', requestId: expect.any(String) });
    expectPlainJsonError(response);
    expect((await api.http().get('/api/statistics/get')).body.statistics.projectsCompleted).toBe('10+');
  });

  it('answers 413 to a JSON body over 5 MB', async () => {
    const huge = JSON.stringify({ projectsCompleted: '1', projectsCompletedDescription: 'x'.repeat(6 * 1024 * 1024) });
    const response = await api.http().put('/api/statistics/update').set('Authorization', auth)
      .set('Content-Type', 'application/json').send(huge);
    expect(response.status).toBe(413);
    expect(response.body).toEqual({ success: false, message: 'Request body is too large', requestId: expect.any(String) });
    expectPlainJsonError(response);
  });

  it('answers 404 JSON to an unknown /api path, whatever the method', async () => {
    for (const call of [api.http().get('/api/nothing/here'), api.http().post('/api/portfolio'), api.http().get('/api').set('Accept', 'text/html')]) {
      const response = await call;
      expect(response.status).toBe(404);
      expect(response.body).toEqual({ success: false, message: expect.any(String), requestId: expect.any(String) });
      expectPlainJsonError(response);
    }
  });

  it('answers 404 JSON for a missing upload', async () => {
    for (const path of ['/uploads/missing.png', '/uploads/0f3c6a1e-9b7d-4c2a-8e5f-000000000000.png', '/uploads//tmp/x', '/uploads/a/b.png']) {
      const response = await api.http().get(path).set('Accept', 'text/html,*/*');
      expect(response.status).toBe(404);
      expect(response.body).toEqual({ success: false, message: expect.any(String) });
      expectPlainJsonError(response);
    }
  });

  it('answers 400, never kept by a cache, to a page address with a control character or a broken escape', async () => {
    for (const path of ['/%0aabc', '/about%00', '/%E0%A4%A']) {
      const response = await api.http().get(path).set('Accept', 'text/html,*/*');
      expect({ path, status: response.status }).toEqual({ path, status: 400 });
      expect(response.headers['cache-control']).not.toMatch(/public/);
      expect(response.body).toEqual({ success: false, message: expect.stringMatching(/cannot be read/), requestId: expect.any(String) });
      expectPlainJsonError(response);
    }
  });

  it('answers a 4xx GraphQL error to a malformed JSON body on /graphql', async () => {
    const response = await api.http().post('/graphql').set('Content-Type', 'application/json').send('{"query": "{ footer { phone } }"');
    expectPlainJsonError(response);
    expect(response.status).toBe(400);
    expect(response.body.errors[0].message).toBe('Request body is not valid JSON');
  });

  it('answers a 4xx GraphQL error to a query that does not parse or names unknown fields', async () => {
    for (const query of ['{ portfolios { items { id } }', '{ portfolios { items { password } } }', 'mutation { deleteEverything }']) {
      const response = await graphql(api, query);
      expectPlainJsonError(response);
      expect(response.body.data).toBeUndefined();
      expect(response.body.errors[0].extensions.code).toMatch(/^GRAPHQL_(PARSE|VALIDATION)_FAILED$/);
    }
  });
});

describe('GraphQL protections', () => {
  async function expectRefused(query: string, reason: RegExp) {
    const response = await graphql(api, query);
    expectPlainJsonError(response);
    expect(response.body.data).toBeUndefined();
    expect(response.status).toBe(400);
    expect(response.body.errors[0]).toMatchObject({ message: expect.stringMatching(reason), extensions: { code: 'GRAPHQL_VALIDATION_FAILED' } });
  }

  it('refuses a query with 200 aliased lists', async () => {
    const aliases = Array.from({ length: 200 }, (_, index) => `p${index}: portfolios { items { id } }`).join(' ');
    await expectRefused(`{ ${aliases} }`, /aliases limit/i);
  });

  it.each([
    ['nested introspection', '{ __type(name: "Portfolio") { fields { type { ofType { ofType { ofType { ofType { ofType { ofType { name } } } } } } } } } }'],
    [
      'depth hidden in fragments',
      `{ __type(name: "Portfolio") { ...Outer } }
       fragment Outer on __Type { fields { type { ... on __Type { ofType { ...Inner } } } } }
       fragment Inner on __Type { ofType { ofType { ofType { ofType { name } } } } }`,
    ],
  ])('refuses a query nested too deep (%s)', async (_case, query) => {
    await expectRefused(query, /depth limit/i);
  });

  it('answers a page query that shares its selections as nested fragments', async () => {
    const response = await graphql(api, `
      query { portfolios(limit: 1) { items { ...Card } } }
      fragment Card on Portfolio { id responsiveImages { ...Image } }
      fragment Image on ResponsiveImage { url sources { ... on ImageSource { type srcset } } }
    `).expect(200);
    expect(response.body.errors).toBeUndefined();
    expect(response.body.data.portfolios).toEqual({ items: expect.any(Array) });
  });

  it('refuses a query whose cost is far above what the site asks', async () => {
    await expectRefused(`{ portfolios { items { ${'id '.repeat(2500)}} } }`, /cost limit/i);
  });

  it('refuses batched requests', async () => {
    const response = await api.http().post('/graphql').set('Apollo-Require-Preflight', 'true')
      .send([{ query: '{ statistics { projectsCompleted } }' }, { query: '{ footer { phone } }' }]);
    expectPlainJsonError(response);
    expect(response.body).toEqual({ errors: [expect.objectContaining({ message: expect.stringMatching(/batching disabled/i) })] });
  });

  it('answers a normal query with several lists', async () => {
    const response = await graphql(api, `{
      portfolios(limit: 6) { items { id projectName imageUrls } total pages }
      blogs(limit: 9) { items { id title } total }
      testimonials { items { id userName } }
      statistics { projectsCompleted }
      footer { companyName socialLinks { linkedin } quickLinks { home } }
    }`).expect(200);
    expect(response.body.errors).toBeUndefined();
    expect(response.body.data).toMatchObject({ portfolios: { items: [], total: 0, pages: 1 }, blogs: { items: [], total: 0 }, testimonials: { items: [] }, statistics: { projectsCompleted: '10+' }, footer: { quickLinks: { home: '/' } } });
  });
});


describe('the web client', () => {
  it('serves index.html to a browser on page paths', async () => {
    for (const page of ['/', '/portfolio', '/admin/dashboard']) {
      const response = await api.http().get(page).set('Accept', 'text/html').expect(200);
      expect(response.headers['content-type']).toMatch(/^text\/html/);
      expect(response.text).toContain('test client');
    }
  });
});
