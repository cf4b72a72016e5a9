import { SelectQueryBuilder } from 'typeorm';
import { graphql } from '../../../test/graphql';
import { ADMIN, startTestGateway, type TestGateway } from '../../../test/harness';
import { captureLogs, eventually, type LogEntry } from '../../../test/log-capture';
import { INTERNAL_ERROR_MESSAGE } from '../../api/errors/api-error';
import { recordAnswerCache } from './metrics';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
const MISSING_ID = '00000000-0000-4000-8000-000000000000';
const LOGIN = 'mutation ($email: String!, $password: String!) { login(email: $email, password: $password) { ... on SignedIn { token } } }';

let api: TestGateway;
let logs: ReturnType<typeof captureLogs>;
beforeAll(async () => {
  logs = captureLogs('trace');
  api = await startTestGateway({}, { logger: logs.logger });
});
afterAll(async () => { await api.close(); });

const requestLines = (requestId: string) =>
  logs.entries().filter((entry) => entry.requestId === requestId && /^request (completed|failed)$/.test(entry.msg ?? ''));

/** The one line logged for the request that got this answer. */
async function requestLine(response: { headers: Record<string, string> }): Promise<LogEntry> {
  const requestId = response.headers['x-request-id'];
  expect(requestId).toBeTruthy();
  return eventually(() => {
    const lines = requestLines(requestId);
    expect(lines).toHaveLength(1);
    return lines[0];
  });
}

describe('request log lines', () => {
  it('are one per request, with request id, method, route pattern, status and duration', async () => {
    const list = await api.http().get('/api/portfolio/all').expect(200);
    expect(await requestLine(list)).toEqual({
      level: 'info',
      time: expect.any(String),
      pid: process.pid,
      hostname: expect.any(String),
      requestId: list.headers['x-request-id'],
      method: 'GET',
      route: '/api/portfolio/all',
      status: 200,
      durationMs: expect.any(Number),
      msg: 'request completed',
    });

    // The route is the pattern: the id in the URL stays out of the line.
    const missing = await api.http().get(`/api/portfolio/${MISSING_ID}?utm=x`).expect(404);
    const line = await requestLine(missing);
    expect(line).toMatchObject({ method: 'GET', route: '/api/portfolio/:id', status: 404, level: 'info' });
    expect(JSON.stringify(line)).not.toContain(MISSING_ID);

    const query = await graphql(api, '{ portfolios { items { projectName } } }').expect(200);
    expect(await requestLine(query)).toMatchObject({ method: 'POST', route: '/graphql', status: 200 });
    expect(await requestLine(await api.http().get('/healthz'))).toMatchObject({ route: '/healthz' });
    expect(await requestLine(await api.http().get('/api/no/such/call').expect(404))).toMatchObject({ route: '/api/*', status: 404 });
  });

  it('never hold the password or token of a login, nor the Authorization or Cookie header, nor a full email', async () => {
    const before = logs.lines.length;
    const login = await api.http().post('/api/admin/login').set('Cookie', 'session=cookie-secret-value').send(ADMIN).expect(200);
    const token = login.body.token as string;
    expect(token).toBeTruthy();
    await api.http().post('/api/admin/login').send({ email: ADMIN.email, password: 'a wrong password, also secret' }).expect(401);
    await graphql(api, LOGIN, ADMIN).expect(200);
    await api.http().get('/api/contact/all').set('Authorization', `Bearer ${token}`).expect(200);
    await api.http().post('/api/contact/submit')
      .send({ firstName: 'Ada', lastName: 'Lovelace', email: 'ada.lovelace@example.com', message: 'Hello' }).expect(200);
    await requestLine(login);

    const text = await eventually(() => {
      const written = logs.lines.slice(before);
      expect(written.length).toBeGreaterThanOrEqual(5);
      return written.join('');
    });
    for (const secret of [ADMIN.password, 'a wrong password, also secret', token, token.split('.')[2], 'cookie-secret-value', ADMIN.email, 'ada.lovelace@example.com']) {
      expect(text).not.toContain(secret);
    }
  });
});

describe('request ids', () => {
  it('echoes a sane X-Request-Id', async () => {
    const sent = 'Trace-42_abc.DEF-' + 'x'.repeat(111);
    expect(sent).toHaveLength(128);
    const response = await api.http().get('/api/portfolio/all').set('X-Request-Id', sent).expect(200);
    expect(response.headers['x-request-id']).toBe(sent);
    expect((await requestLine(response)).requestId).toBe(sent);
  });

  it('generates a uuid when none is sent, a new one for each request', async () => {
    const first = await api.http().get('/healthz');
    const second = await api.http().get('/healthz');
    expect(first.headers['x-request-id']).toMatch(UUID);
    expect(second.headers['x-request-id']).toMatch(UUID);
    expect(second.headers['x-request-id']).not.toBe(first.headers['x-request-id']);
  });

  it.each([
    ['too long', 'a'.repeat(129)],
    ['with spaces', 'two words'],
    ['with markup', '<script>alert(1)</script>'],
    ['with a JSON quote', 'abc"def'],
    ['empty', ''],
  ])('replaces an insane X-Request-Id (%s) with a uuid', async (_case, sent) => {
    const response = await api.http().get('/api/portfolio/all').set('X-Request-Id', sent).expect(200);
    expect(response.headers['x-request-id']).toMatch(UUID);
    expect(logs.lines.join('')).not.toContain(sent || '"requestId":""');
  });

  it('is in every error answer: REST, the /api 404, the Express error handler, and GraphQL errors', async () => {
    const notFound = await api.http().get(`/api/portfolio/${MISSING_ID}`).expect(404);
    expect(notFound.body).toEqual({ success: false, message: 'Portfolio not found', requestId: notFound.headers['x-request-id'] });

    const noCall = await api.http().get('/api/nothing-here').set('X-Request-Id', 'client-chosen-1').expect(404);
    expect(noCall.body).toEqual({ success: false, message: 'No such API call', requestId: 'client-chosen-1' });

    const badJson = await api.http().post('/api/contact/submit').set('Content-Type', 'application/json').send('{"firstName":').expect(400);
    expect(badJson.body).toEqual({ success: false, message: 'Request body is not valid JSON', requestId: badJson.headers['x-request-id'] });

    const badGraphqlJson = await api.http().post('/graphql').set('Content-Type', 'application/json').send('{"query":').expect(400);
    expect(badGraphqlJson.body.errors[0].extensions).toEqual({ code: 'BAD_REQUEST', requestId: badGraphqlJson.headers['x-request-id'] });

    const refused = await graphql(api, LOGIN, { email: ADMIN.email, password: 'wrong' }).expect(200);
    expect(refused.body.errors[0].extensions).toEqual({ code: 'UNAUTHENTICATED', requestId: refused.headers['x-request-id'] });

    const invalid = await graphql(api, '{ noSuchField }').expect(400);
    expect(invalid.body.errors[0].extensions).toEqual({ code: 'GRAPHQL_VALIDATION_FAILED', requestId: invalid.headers['x-request-id'] });

    // Apollo's own refusal, before any resolver runs (CSRF prevention).
    const csrf = await api.http().get('/graphql').query({ query: '{ portfolios { items { projectName } } }' }).set('Accept', 'application/json').expect(400);
    expect(csrf.body.errors[0].extensions).toMatchObject({ requestId: csrf.headers['x-request-id'] });
  });
});

describe('unexpected errors', () => {
  afterEach(() => jest.restoreAllMocks());

  const failOnce = () =>
    jest.spyOn(SelectQueryBuilder.prototype, 'getMany').mockRejectedValueOnce(new Error('the database fell over while reading for ada.lovelace@example.com'));

  it('answer with the request id, and the logged error (with its stack) carries the same id', async () => {
    const auth = await api.auth();
    failOnce();
    // Signed in: a visitor would get the answer the answer cache kept, which never reaches the failing read.
    const response = await api.http().get('/api/portfolio/all').set('Authorization', auth).expect(500);
    expect(response.body).toEqual({ success: false, message: INTERNAL_ERROR_MESSAGE, requestId: response.headers['x-request-id'] });
    expect(response.text).not.toMatch(/fell over|\.ts:\d+/);

    const { requestId } = response.body as { requestId: string };
    const errorLine = await eventually(() => {
      const line = logs.entries().find((entry) => entry.requestId === requestId && entry.msg === 'unexpected API error');
      expect(line).toBeDefined();
      return line!;
    });
    expect(errorLine).toMatchObject({
      level: 'error',
      err: { type: 'Error', message: expect.stringContaining('the database fell over'), stack: expect.stringContaining('the database fell over') },
    });
    expect(JSON.stringify(errorLine)).not.toContain('ada.lovelace@example.com');
    expect(JSON.stringify(errorLine)).toContain('a***@example.com');
    expect(await requestLine(response)).toMatchObject({ level: 'error', msg: 'request failed', status: 500, route: '/api/portfolio/all' });
  });

  it('through GraphQL name the request in extensions.requestId, matching the logged error', async () => {
    failOnce();
    const response = await graphql(api, 'query UnexpectedError { portfolios { items { projectName } } }').expect(200);
    const [error] = response.body.errors;
    expect(error).toMatchObject({ message: INTERNAL_ERROR_MESSAGE, extensions: { code: 'INTERNAL_SERVER_ERROR', requestId: response.headers['x-request-id'] } });
    await eventually(() =>
      expect(logs.entries()).toContainEqual(expect.objectContaining({ requestId: error.extensions.requestId, level: 'error', msg: 'unexpected API error' })),
    );
  });
});

describe('GET /metrics', () => {
  const TOKEN = 'metrics-token-for-tests-0123456789';

  it('does not exist without METRICS_TOKEN', async () => {
    const response = await api.http().get('/metrics').set('Authorization', `Bearer ${TOKEN}`).expect(404);
    expect(response.text).not.toContain('http_requests_total');
  });

  describe('with METRICS_TOKEN', () => {
    let metered: TestGateway;
    beforeAll(async () => { metered = await startTestGateway({ METRICS_TOKEN: TOKEN, TRUST_PROXY: 'true' }); });
    afterAll(async () => { await metered.close(); });
    const scrape = () => metered.http().get('/metrics').set('Authorization', `Bearer ${TOKEN}`).expect(200);

    it.each([
      ['no Authorization header', undefined],
      ['a wrong token', `Bearer ${TOKEN}x`],
      ['a prefix of the token', `Bearer ${TOKEN.slice(0, 10)}`],
      ['the token without Bearer', TOKEN],
      ['Basic credentials', `Basic ${Buffer.from(`metrics:${TOKEN}`).toString('base64')}`],
    ])('answers 401 to %s', async (_case, authorization) => {
      const call = metered.http().get('/metrics');
      if (authorization) call.set('Authorization', authorization);
      const response = await call.expect(401);
      expect(response.body).toEqual({ success: false, message: expect.any(String), requestId: response.headers['x-request-id'] });
      expect(response.headers['www-authenticate']).toMatch(/^Bearer/);
    });

    it('answers the text exposition with request counts, latencies, rate-limit refusals and process metrics', async () => {
      await metered.http().get('/api/portfolio/all').expect(200);
      await metered.http().get('/api/portfolio/all').expect(200);
      await metered.http().get(`/api/portfolio/${MISSING_ID}`).expect(404);
      // Five failed logins from one address block the account there: the sixth is refused with 429, and GraphQL's too.
      const from = '198.51.100.60';
      for (let attempt = 1; attempt <= 5; attempt += 1) {
        await metered.http().post('/api/admin/login').set('X-Forwarded-For', from).send({ email: ADMIN.email, password: `guess ${attempt}` }).expect(401);
      }
      await metered.http().post('/api/admin/login').set('X-Forwarded-For', from).send(ADMIN).expect(429);
      const viaGraphql = await graphql(metered, LOGIN, ADMIN).set('X-Forwarded-For', from).expect(200);
      expect(viaGraphql.body.errors[0].extensions.code).toBe('TOO_MANY_REQUESTS');

      const response = await scrape();
      expect(response.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
      const text = response.text;
      expect(text).toContain('http_requests_total{method="GET",route="/api/portfolio/all",status="200",status_class="2xx"} 2');
      expect(text).toContain('http_requests_total{method="GET",route="/api/portfolio/:id",status="404",status_class="4xx"} 1');
      expect(text).toContain('http_requests_total{method="POST",route="/api/admin/login",status="401",status_class="4xx"} 5');
      expect(text).toContain('http_requests_total{method="POST",route="/api/admin/login",status="429",status_class="4xx"} 1');
      expect(text).toMatch(/http_request_duration_seconds_bucket\{le="0\.1",method="GET",route="\/api\/portfolio\/all",status_class="2xx"\} \d/);
      expect(text).toContain('http_request_duration_seconds_count{method="GET",route="/api/portfolio/all",status_class="2xx"} 2');
      expect(text).toContain('site_rate_limit_refusals_total{route="/api/admin/login"} 1');
      expect(text).toContain('site_rate_limit_refusals_total{route="/graphql"} 1');
      expect(text).toContain('# TYPE site_page_cache_requests_total counter');
      expect(text).toMatch(/^process_cpu_user_seconds_total \d/m);
      expect(text).toMatch(/^nodejs_heap_size_used_bytes \d/m);
      expect(text).not.toContain(MISSING_ID);
      if (metered.kind === 'mariadb') {
        expect(text).toMatch(/^site_db_pool_connections\{state="total"\} [1-9]/m);
        expect(text).toMatch(/^site_db_pool_connections\{state="free"\} \d/m);
      } else {
        expect(text).not.toContain('site_db_pool_connections');
      }
    });

    it('counts answer cache hits and misses on the app serving the request', async () => {
      // The requests of the tests above were counted too: compare before and after.
      const count = (text: string, result: string) =>
        Number(text.match(new RegExp(`site_page_cache_requests_total\\{result="${result}"\\} (\\d+)`))?.[1] ?? 0);
      const before = (await scrape()).text;
      recordAnswerCache('hit'); // outside any request: nowhere to count, no error
      metered.gateway.metrics.recordAnswerCache('hit');
      metered.gateway.metrics.recordAnswerCache('miss');
      metered.gateway.metrics.recordAnswerCache('hit');
      const { text } = await scrape();
      expect(count(text, 'hit') - count(before, 'hit')).toBe(2);
      expect(count(text, 'miss') - count(before, 'miss')).toBe(1);
    });

    it('are each app\'s own: requests to another app in the same process are not counted', async () => {
      const before = (await scrape()).text.match(/http_requests_total\{method="GET",route="\/healthz",status="200",status_class="2xx"\} (\d+)/)?.[1] ?? '0';
      await api.http().get('/healthz').expect(200);
      await api.http().get('/healthz').expect(200);
      const after = (await scrape()).text.match(/http_requests_total\{method="GET",route="\/healthz",status="200",status_class="2xx"\} (\d+)/)?.[1] ?? '0';
      expect(after).toBe(before);
    });
  });
});
