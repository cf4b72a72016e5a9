import { graphql } from '../../../test/graphql';
import { startTestGateway, type TestGateway } from '../../../test/harness';
import { refusedTokens } from '../../../test/tokens';
import { PageView } from './page-view.entity';

let api: TestGateway;
let auth: string;
let portfolioId: string;
let blogId: string;
beforeAll(async () => {
  api = await startTestGateway();
  auth = await api.auth();
  const portfolio = await api.http().post('/api/portfolio/add').set('Authorization', auth)
    .field('category', 'Web App').field('projectName', 'Ledger Lite').expect(200);
  portfolioId = portfolio.body.portfolio._id;
  const blog = await api.http().post('/api/blog/add').set('Authorization', auth).field('title', 'Shipping fast').expect(200);
  blogId = blog.body.blog._id;
});
afterAll(async () => { await api.close(); });

/** Each test is a different browser, so visitors of one test are not mistaken for another's. */
let browser = 0;
let userAgent: string;
beforeEach(() => {
  browser += 1;
  userAgent = `Mozilla/5.0 (test browser ${browser})`;
});

/** POST /api/analytics/track as the site sends it: JSON, no token. */
const track = (body: Record<string, unknown>, agent = userAgent) =>
  api.http().post('/api/analytics/track').set('User-Agent', agent).send(body);

async function stats() {
  const response = await api.http().get('/api/analytics/stats').set('Authorization', auth).expect(200);
  return response.body as { success: boolean; data: { views: { total: number }; liveVisitors: number } };
}

/**
 * As the admin panel reads them (signed in): visitors' answers come from the answer cache, whose
 * view counts move only with content changes.
 */
const views = async (kind: 'portfolio' | 'blog', id: string) =>
  (await api.http().get(`/api/${kind}/${id}`).set('Authorization', auth).expect(200)).body[kind].views as number;

/** Names only: the tokens themselves are made in the test, with the gateway's real secret. */
const refusedNames = Object.keys(refusedTokens('names-only'));
const UNKNOWN_ID = '3f0b2d4e-0000-4000-8000-000000000000';

describe('REST /api/analytics', () => {
  it('answers the stats in the documented shape', async () => {
    const response = await api.http().get('/api/analytics/stats').set('Authorization', auth).expect(200);
    expect(response.body).toEqual({ success: true, data: { views: { total: expect.any(Number) }, liveVisitors: expect.any(Number) } });
  });

  it("counts a portfolio view on the project and in the total", async () => {
    const before = await stats();
    const start = await views('portfolio', portfolioId);

    const response = await track({ page: 'Ledger Lite', type: 'portfolio', id: portfolioId }).expect(200);
    expect(response.body).toMatchObject({ success: true });
    expect(await views('portfolio', portfolioId)).toBe(start + 1);
    await track({ page: 'Ledger Lite', type: 'portfolio', id: portfolioId }).expect(200);
    expect(await views('portfolio', portfolioId)).toBe(start + 2);

    expect((await stats()).data.views.total).toBe(before.data.views.total + 2);
  });

  it('starts a new project at 0 views and counts 0 -> 1 -> 2', async () => {
    const added = await api.http().post('/api/portfolio/add').set('Authorization', auth)
      .field('category', 'Mobile App').field('projectName', 'Trailmate').expect(200);
    const id = added.body.portfolio._id;
    expect(await views('portfolio', id)).toBe(0);
    await track({ page: 'Trailmate', type: 'portfolio', id }).expect(200);
    expect(await views('portfolio', id)).toBe(1);
    await track({ page: 'Trailmate', type: 'portfolio', id }).expect(200);
    expect(await views('portfolio', id)).toBe(2);
    // Only that project counted.
    const other = await views('portfolio', portfolioId);
    await track({ page: 'Trailmate', type: 'portfolio', id }).expect(200);
    expect(await views('portfolio', portfolioId)).toBe(other);
  });

  it("counts a blog view on the post and in the total", async () => {
    const before = await stats();
    const start = await views('blog', blogId);
    await track({ page: 'Shipping fast', type: 'blog', id: blogId }).expect(200);
    expect(await views('blog', blogId)).toBe(start + 1);
    await track({ page: 'Shipping fast', type: 'blog', id: blogId }).expect(200);
    expect(await views('blog', blogId)).toBe(start + 2);
    expect((await stats()).data.views.total).toBe(before.data.views.total + 2);
  });

  it('records a page view without an id', async () => {
    const before = await stats();
    const portfolioViews = await views('portfolio', portfolioId);
    const response = await track({ page: '/about', type: 'page' }).expect(200);
    expect(response.body.success).toBe(true);
    expect((await stats()).data.views.total).toBe(before.data.views.total + 1);
    expect(await views('portfolio', portfolioId)).toBe(portfolioViews);
  });

  it('sets no cookie', async () => {
    const tracked = await track({ page: '/', type: 'page' }).expect(200);
    expect(tracked.headers['set-cookie']).toBeUndefined();
    const item = await track({ page: 'Ledger Lite', type: 'portfolio', id: portfolioId }).expect(200);
    expect(item.headers['set-cookie']).toBeUndefined();
  });

  it.each([
    ['an unknown type', { page: '/', type: 'video' }, 400, 'type must be one of: page, portfolio, blog'],
    ['a missing type', { page: '/' }, 400, 'type is required'],
    ['a missing page', { type: 'page' }, 400, 'page is required'],
    ['a blank page', { page: '  ', type: 'page' }, 400, 'page is required'],
    ['a page over 200 characters', { page: `/${'x'.repeat(200)}`, type: 'page' }, 400, 'page must be at most 200 characters'],
    ['a portfolio view without id', { page: 'Ledger Lite', type: 'portfolio' }, 400, 'id is required for a portfolio view'],
    ['a blog view without id', { page: 'Shipping fast', type: 'blog' }, 400, 'id is required for a blog view'],
    ['an unknown portfolio id', { page: 'Ghost', type: 'portfolio', id: UNKNOWN_ID }, 404, 'Portfolio not found'],
    ['a malformed portfolio id', { page: 'Ghost', type: 'portfolio', id: 'not-an-id' }, 404, 'Portfolio not found'],
    ['an unknown blog id', { page: 'Ghost', type: 'blog', id: UNKNOWN_ID }, 404, 'Blog not found'],
  ])('refuses %s and records no view', async (_case, body, status, message) => {
    const before = await stats();
    const portfolioViews = await views('portfolio', portfolioId);
    const response = await track(body).expect(status);
    expect(response.body).toEqual({ success: false, message, requestId: expect.any(String) });
    expect((await stats()).data.views.total).toBe(before.data.views.total);
    expect(await views('portfolio', portfolioId)).toBe(portfolioViews);
  });

  it("refuses a blog view naming a portfolio's id, and counts nothing on the project", async () => {
    const before = await stats();
    const portfolioViews = await views('portfolio', portfolioId);
    await track({ page: 'Ledger Lite', type: 'blog', id: portfolioId }).expect(404);
    expect(await views('portfolio', portfolioId)).toBe(portfolioViews);
    expect((await stats()).data.views.total).toBe(before.data.views.total);
  });

  it('counts distinct live visitors by browser', async () => {
    const before = (await stats()).data.liveVisitors;
    const firefox = `${userAgent} Firefox`;
    const safari = `${userAgent} Safari`;

    await track({ page: '/', type: 'page' }, firefox).expect(200);
    expect((await stats()).data.liveVisitors).toBe(before + 1);
    await track({ page: '/about', type: 'page' }, firefox).expect(200);
    expect((await stats()).data.liveVisitors).toBe(before + 1);
    await track({ page: '/', type: 'page' }, safari).expect(200);
    expect((await stats()).data.liveVisitors).toBe(before + 2);
  });

  it('stores no address or user agent with a view', async () => {
    const agent = `${userAgent} Privacy-Marker/1.0`;
    await track({ page: '/privacy', type: 'page' }, agent).expect(200);
    const rows = await api.gateway.services.dataSource.getRepository(PageView).findBy({ page: '/privacy' });
    expect(rows).toHaveLength(1);
    const stored = JSON.stringify(rows[0]);
    expect(stored).not.toContain('Privacy-Marker');
    expect(stored).not.toContain('127.0.0.1');
    expect(rows[0].visitor).toMatch(/^[0-9a-f]{64}$/);
  });

  describe.each(refusedNames)('with %s', (name) => {
    it('refuses the stats with 401; tracking stays public', async () => {
      const header = refusedTokens(api.config.jwtSecret)[name];
      const call = api.http().get('/api/analytics/stats');
      const response = await (header ? call.set('Authorization', header) : call);
      expect(response.status).toBe(401);
      expect(response.body).toEqual({ success: false, message: expect.any(String), requestId: expect.any(String) });
      expect(response.body).not.toHaveProperty('data');

      const before = await stats();
      const tracked = api.http().post('/api/analytics/track').send({ page: '/', type: 'page' });
      await (header ? tracked.set('Authorization', header) : tracked).expect(200);
      expect((await stats()).data.views.total).toBe(before.data.views.total + 1);
    });
  });
});

describe('GraphQL analytics operations', () => {
  const TRACK = 'mutation Track($page: String!, $type: String!, $id: ID) { trackView(page: $page, type: $type, id: $id) }';
  const STATS = '{ analyticsStats { views { total } liveVisitors } }';
  const gql = (query: string, variables: Record<string, unknown> = {}, options: { auth?: string } = {}) =>
    graphql(api, query, variables, options).set('User-Agent', userAgent);

  it('tracks a view and reads the stats, like REST', async () => {
    const before = await gql(STATS, {}, { auth }).expect(200);
    expect(before.body.data.analyticsStats).toEqual({ views: { total: expect.any(Number) }, liveVisitors: expect.any(Number) });
    const start = await views('portfolio', portfolioId);

    const tracked = await gql(TRACK, { page: 'Ledger Lite', type: 'portfolio', id: portfolioId }).expect(200);
    expect(tracked.body.errors).toBeUndefined();
    expect(tracked.body.data.trackView).toBe(true);

    const after = await gql(STATS, {}, { auth }).expect(200);
    expect(after.body.data.analyticsStats.views.total).toBe(before.body.data.analyticsStats.views.total + 1);
    expect(await views('portfolio', portfolioId)).toBe(start + 1);
  });

  it('refuses an unknown type with BAD_USER_INPUT', async () => {
    const response = await gql(TRACK, { page: '/', type: 'video' });
    expect(response.body.errors[0]).toMatchObject({ message: 'type must be one of: page, portfolio, blog', extensions: { code: 'BAD_USER_INPUT' } });
  });

  it('refuses an unknown item with NOT_FOUND and records nothing', async () => {
    const before = await stats();
    const response = await gql(TRACK, { page: 'Ghost', type: 'blog', id: UNKNOWN_ID });
    expect(response.body.errors[0]).toMatchObject({ message: 'Blog not found', extensions: { code: 'NOT_FOUND' } });
    expect((await stats()).data.views.total).toBe(before.data.views.total);
  });

  it('refuses anonymous stats with UNAUTHENTICATED', async () => {
    const response = await gql(STATS);
    expect(response.body.errors[0].extensions.code).toBe('UNAUTHENTICATED');
    expect(response.body.data).toBeNull();
  });
});
