import { randomUUID } from 'node:crypto';
import { insertInBulk, parseCsv } from '../../../test/csv';
import { graphql } from '../../../test/graphql';
import { sharedGateway, type TestGateway } from '../../../test/harness';
import { refusedTokens } from '../../../test/tokens';
import { VISIT_CSV_HEADERS } from '../../content/attribution/visit-csv';
import { Subscription } from './subscription.entity';

// Behind a proxy, as deployed: each test visits from its own address (X-Forwarded-For),
// so the per-address rate limit counts only that test's requests.
const proxiedGateway = sharedGateway({ TRUST_PROXY: 'true' });
let api: TestGateway;
let auth: string;
beforeAll(async () => {
  api = proxiedGateway();
  auth = await api.auth();
});

let visitor = 0;
let address: string;
beforeEach(async () => {
  visitor += 1;
  address = `198.51.100.${visitor}`;
  const { body } = await api.http().get('/api/subscription/all').set('Authorization', auth).expect(200);
  for (const item of body.subscriptions) {
    await api.http().delete(`/api/subscription/${item._id}`).set('Authorization', auth).expect(200);
  }
});

/** POST /api/subscription/subscribe as the subscribe forms send it, from this test's address. */
const subscribe = (body: Record<string, unknown>, from = address) =>
  api.http().post('/api/subscription/subscribe').set('X-Forwarded-For', from).send(body);

const list = async () => {
  const response = await api.http().get('/api/subscription/all').set('Authorization', auth).expect(200);
  expect(response.body.success).toBe(true);
  return response.body.subscriptions as Record<string, unknown>[];
};

/** Names only: the tokens themselves are made in the test, with the gateway's real secret. */
const refusedNames = Object.keys(refusedTokens('names-only'));
const UNKNOWN_ID = '3f0b2d4e-0000-4000-8000-000000000000';

describe('REST /api/subscription', () => {
  it('subscribes an address and lists it for the admin', async () => {
    const before = Date.now();
    const response = await subscribe({ email: 'reader@example.com', source: 'desktop_footer' }).expect(200);
    expect(response.body).toEqual({ success: true, message: 'Subscribed successfully! Thank you for subscribing.' });

    const subscriptions = await list();
    expect(subscriptions).toEqual([{
      _id: expect.any(String),
      email: 'reader@example.com',
      status: 'active',
      // Added by double opt-in: waiting for confirmation.
      confirmedAt: null,
      // Added by lead attribution: none is known for a subscribe call sent without one.
      visit: null,
      source: 'desktop_footer',
      subscribedAt: expect.any(String),
      createdAt: expect.any(String),
      updatedAt: expect.any(String),
    }]);
    const subscribedAt = Date.parse(subscriptions[0].subscribedAt as string);
    expect(subscribedAt).toBeGreaterThanOrEqual(before - 1000);
    expect(subscribedAt).toBeLessThanOrEqual(Date.now() + 1000);
  });

  it('stores where the visitor subscribed', async () => {
    await subscribe({ email: 'desk@example.com', source: 'desktop_footer' }).expect(200);
    await subscribe({ email: 'phone@example.com', source: 'mobile_menu' }).expect(200);
    await subscribe({ email: 'nowhere@example.com' }).expect(200);
    const sources = Object.fromEntries((await list()).map((item) => [item.email, item.source]));
    expect(sources).toEqual({ 'desk@example.com': 'desktop_footer', 'phone@example.com': 'mobile_menu', 'nowhere@example.com': '' });
  });

  it('lists the newest subscription first', async () => {
    await subscribe({ email: 'first@example.com' }).expect(200);
    await subscribe({ email: 'second@example.com' }).expect(200);
    expect((await list()).map((item) => item.email)).toEqual(['second@example.com', 'first@example.com']);
  });

  it('keeps one subscription per address, whatever its casing', async () => {
    const first = await subscribe({ email: 'Ann@Example.com', source: 'desktop_footer' }).expect(200);
    expect(first.body.success).toBe(true);
    const again = await subscribe({ email: 'ann@example.com', source: 'mobile_menu' }).expect(200);
    // The same answer as the first time: it tells nobody the address is on the list.
    expect(again.body).toEqual(first.body);
    const third = await subscribe({ email: 'ANN@EXAMPLE.COM' }).expect(200);
    expect(third.body.success).toBe(true);

    const subscriptions = await list();
    expect(subscriptions).toHaveLength(1);
    expect(subscriptions[0]).toMatchObject({ email: 'ann@example.com', status: 'active', source: 'desktop_footer' });
    expect(await api.count(Subscription)).toBe(1);
  });

  it('keeps one subscription when the same address subscribes twice at once', async () => {
    const answers = await Promise.all([subscribe({ email: 'twin@example.com' }), subscribe({ email: 'Twin@example.com' })]);
    for (const answer of answers) expect(answer.body).toMatchObject({ success: true });
    expect(await list()).toHaveLength(1);
  });

  it.each([
    ['empty', { email: '' }, 'email is required'],
    ['blank', { email: '   ' }, 'email is required'],
    ['missing', { source: 'desktop_footer' }, 'email is required'],
    ['not an address', { email: 'not-an-email' }, 'email must be a valid email address'],
    ['missing its domain', { email: 'ann@' }, 'email must be a valid email address'],
    ['too long', { email: `${'a'.repeat(250)}@example.com` }, 'email must be at most 254 characters'],
  ])('refuses an email that is %s with 400 and stores nothing', async (_case, body, message) => {
    const response = await subscribe(body).expect(400);
    expect(response.body.success).toBe(false);
    expect(response.body.message).toContain(message);
    expect(await api.count(Subscription)).toBe(0);
  });

  it('refuses a source that is not a short word', async () => {
    const response = await subscribe({ email: 'ann@example.com', source: '<script>alert(1)</script>' }).expect(400);
    expect(response.body).toEqual({ success: false, message: expect.stringContaining('source'), requestId: expect.any(String) });
    expect(await api.count(Subscription)).toBe(0);
  });

  it('deletes a subscription', async () => {
    await subscribe({ email: 'gone@example.com' }).expect(200);
    await subscribe({ email: 'kept@example.com' }).expect(200);
    const gone = (await list()).find((item) => item.email === 'gone@example.com')!;
    const response = await api.http().delete(`/api/subscription/${gone._id}`).set('Authorization', auth).expect(200);
    expect(response.body).toEqual({ success: true, message: 'Subscription deleted successfully' });
    expect((await list()).map((item) => item.email)).toEqual(['kept@example.com']);

    // Deleted means gone: the address can subscribe again as new.
    const again = await subscribe({ email: 'gone@example.com' }).expect(200);
    expect(again.body.message).toBe('Subscribed successfully! Thank you for subscribing.');
  });

  it('answers 404 for unknown ids', async () => {
    for (const id of [UNKNOWN_ID, 'not-an-id']) {
      const response = await api.http().delete(`/api/subscription/${id}`).set('Authorization', auth).expect(404);
      expect(response.body).toEqual({ success: false, message: 'Subscription not found', requestId: expect.any(String) });
    }
  });

  it('refuses the 21st subscription from one address within a minute with 429', async () => {
    for (let index = 1; index <= 20; index += 1) {
      const response = await subscribe({ email: `fan${index}@example.com`, source: 'desktop_footer' });
      expect(response.status).toBe(200);
      expect(response.body.success).toBe(true);
    }
    const refused = await subscribe({ email: 'fan21@example.com', source: 'desktop_footer' }).expect(429);
    expect(refused.body).toEqual({ success: false, message: expect.stringMatching(/too many/i), requestId: expect.any(String) });
    expect(await api.count(Subscription)).toBe(20);

    // The limit is per address: another visitor still gets through.
    await subscribe({ email: 'fan21@example.com' }, '198.51.100.250').expect(200);
    expect(await api.count(Subscription)).toBe(21);
  });

  describe.each(refusedNames)('with %s', (name) => {
    it('refuses listing and deleting with 401 and changes nothing', async () => {
      await subscribe({ email: 'kept@example.com' }).expect(200);
      const [kept] = await list();
      const header = refusedTokens(api.config.jwtSecret)[name];
      const withAuth = <T extends { set(field: string, value: string): T }>(call: T) => (header ? call.set('Authorization', header) : call);

      for (const call of [api.http().get('/api/subscription/all'), api.http().delete(`/api/subscription/${kept._id}`)]) {
        const response = await withAuth(call);
        expect(response.status).toBe(401);
        expect(response.body).toEqual({ success: false, message: expect.any(String), requestId: expect.any(String) });
        expect(response.body).not.toHaveProperty('subscriptions');
      }
      expect(await list()).toEqual([kept]);
    });
  });
});

describe('GraphQL subscription operations', () => {
  const SUBSCRIBE = 'mutation Subscribe($email: String!, $source: String!) { subscribe(email: $email, source: $source) }';
  const LIST = '{ subscriptions { items { id email status source subscribedAt } } }';
  const DELETE = 'mutation Delete($id: ID!) { deleteSubscription(id: $id) }';
  const gql = (query: string, variables: Record<string, unknown> = {}, options: { auth?: string } = {}) =>
    graphql(api, query, variables, options).set('X-Forwarded-For', address);

  it('subscribes, lists and deletes, like REST', async () => {
    const subscribed = await gql(SUBSCRIBE, { email: 'Reader@Example.com', source: 'mobile_menu' }).expect(200);
    // The outcome, not words: the site says what each means (@consultancy/domain, SUBSCRIBE_MESSAGES).
    expect(subscribed.body).toEqual({ data: { subscribe: 'SUBSCRIBED' } });
    const again = await gql(SUBSCRIBE, { email: 'reader@example.com', source: 'mobile_menu' }).expect(200);
    // The same answer whatever the address's state (it tells nobody whether an address is on the list).
    expect(again.body).toEqual({ data: { subscribe: 'SUBSCRIBED' } });

    const listed = await gql(LIST, {}, { auth }).expect(200);
    expect(listed.body.data.subscriptions.items).toEqual([
      { id: expect.any(String), email: 'reader@example.com', status: 'active', source: 'mobile_menu', subscribedAt: expect.any(String) },
    ]);

    const { id } = listed.body.data.subscriptions.items[0];
    const deleted = await gql(DELETE, { id }, { auth }).expect(200);
    expect(deleted.body.data.deleteSubscription).toBe(id);
    expect(await api.count(Subscription)).toBe(0);
  });

  it('refuses a bad email with BAD_USER_INPUT', async () => {
    const response = await gql(SUBSCRIBE, { email: 'not-an-email', source: 'desktop_footer' });
    expect(response.body.errors[0]).toMatchObject({ message: 'email must be a valid email address', extensions: { code: 'BAD_USER_INPUT' } });
    expect(await api.count(Subscription)).toBe(0);
  });

  it('refuses an anonymous list or delete with UNAUTHENTICATED', async () => {
    await subscribe({ email: 'kept@example.com' }).expect(200);
    const [kept] = await list();
    const listed = await gql(LIST);
    expect(listed.body.errors[0].extensions.code).toBe('UNAUTHENTICATED');
    expect(listed.body.data).toBeNull();
    const deleted = await gql(DELETE, { id: kept._id });
    expect(deleted.body.errors[0].extensions.code).toBe('UNAUTHENTICATED');
    expect(await api.count(Subscription)).toBe(1);
  });

  it('answers NOT_FOUND for an unknown id', async () => {
    const response = await gql(DELETE, { id: UNKNOWN_ID }, { auth });
    expect(response.body.errors[0]).toMatchObject({ message: 'Subscription not found', extensions: { code: 'NOT_FOUND' } });
  });

  it('counts GraphQL subscriptions in the same per-address limit as REST', async () => {
    for (let index = 1; index <= 20; index += 1) await subscribe({ email: `rest${index}@example.com` }).expect(200);
    const response = await gql(SUBSCRIBE, { email: 'graphql@example.com', source: '' });
    expect(response.body.errors[0].extensions.code).toBe('TOO_MANY_REQUESTS');
    expect(await api.count(Subscription)).toBe(20);
  });
});

describe('GET /api/subscription/export', () => {
  const download = (query: Record<string, string> = {}, header: string | null = auth) => {
    const call = api.http().get('/api/subscription/export').query(query);
    return header ? call.set('Authorization', header) : call;
  };
  const ROWS = 2_500;
  const start = Date.UTC(2025, 2, 14, 9, 5);
  /** Newest first: row 0 is the newest; every seventh unsubscribed; one source tries a formula. */
  const rows = Array.from({ length: ROWS }, (_, index) => ({
    id: randomUUID(),
    email: `reader${String(index).padStart(4, '0')}@example.com`,
    status: index % 7 === 0 ? 'unsubscribed' : 'active',
    source: index === 3 ? '=HYPERLINK("x")' : index % 2 ? 'desktop_footer' : '',
    subscribedAt: new Date(start - index * 60_000),
    createdAt: new Date(start),
    updatedAt: new Date(start),
  } as Subscription));

  beforeEach(async () => { await insertInBulk(api, Subscription, rows); });
  afterEach(async () => { await api.gateway.services.dataSource.getRepository(Subscription).clear(); });

  it('streams every subscription, more than one batch, newest first, in the columns and file of the admin export', async () => {
    const response = await download().expect(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    const today = new Date();
    const stamp = `${today.getFullYear()}-${String(today.getMonth() + 1).padStart(2, '0')}-${String(today.getDate()).padStart(2, '0')}`;
    expect(response.headers['content-disposition']).toBe(`attachment; filename="subscriptions-${stamp}.csv"`);
    expect(response.text.startsWith(`\uFEFFEmail,Status,Source,Subscribed At,${VISIT_CSV_HEADERS.join(',')}\r\n`)).toBe(true);

    const [header, ...lines] = parseCsv(response.text);
    expect(header).toEqual(['Email', 'Status', 'Source', 'Subscribed At', ...VISIT_CSV_HEADERS]);
    const noVisit = VISIT_CSV_HEADERS.map(() => '');
    expect(lines).toHaveLength(ROWS);
    expect(lines.map(([email]) => email)).toEqual(rows.map((row) => row.email));
    expect(lines[0]).toEqual([rows[0].email, 'unsubscribed', 'mobile_menu', new Date(start).toLocaleString('en-US', {
      year: 'numeric', month: 'short', day: 'numeric', hour: 'numeric', minute: '2-digit',
    }), ...noVisit]);
    expect(lines[1]).toEqual([rows[1].email, 'active', 'desktop_footer', expect.any(String), ...noVisit]);
    // A cell that would run as a formula is shown as text.
    expect(lines[3][2]).toBe(`'=HYPERLINK("x")`);
  });

  it('exports only what matches status and q', async () => {
    const unsubscribed = parseCsv((await download({ status: 'unsubscribed' }).expect(200)).text).slice(1);
    expect(unsubscribed.map(([email]) => email)).toEqual(rows.filter((row) => row.status === 'unsubscribed').map((row) => row.email));
    const found = parseCsv((await download({ q: 'READER00', status: 'active' }).expect(200)).text).slice(1);
    expect(found.map(([email]) => email)).toEqual(rows.slice(0, 100).filter((row) => row.status === 'active').map((row) => row.email));
  });

  it.each([
    [{ status: 'gone' }, 'status must be one of: active, unsubscribed, spam'],
    [{ q: 'x'.repeat(201) }, 'q must be at most 200 characters'],
  ])('refuses bad filters %j with 400', async (query, message) => {
    const response = await download(query).expect(400);
    expect(response.body).toEqual({ success: false, message, requestId: expect.any(String) });
  });

  it.each(refusedNames)('refuses the export with %s: 401 and no rows', async (name) => {
    const header = refusedTokens(api.config.jwtSecret)[name];
    const response = await download({}, header ?? null).expect(401);
    expect(response.body).toEqual({ success: false, message: expect.any(String), requestId: expect.any(String) });
    const listed = api.http().get('/api/subscription/all');
    const sameCallOnList = await (header ? listed.set('Authorization', header) : listed).expect(401);
    expect(response.body.message).toBe(sameCallOnList.body.message);
  });
});
