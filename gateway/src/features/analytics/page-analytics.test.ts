import { sharedGateway } from '../../../test/harness';
import { refusedTokens } from '../../../test/tokens';
import { PageView } from './page-view.entity';
import { PageViewDay } from './page-view-day.entity';
import { PageViewRollup } from './page-view-rollup.entity';
import { VisitorSalt } from './visitor-salt.entity';
import { foldDays, pruneViews, ROLLUP_DAYS } from './view-rollup';
import { dayOf, deleteOldSalts, visitorId } from './visitor';

const DAY = 86_400_000;
const gateway = sharedGateway({ TRUST_PROXY: 'true' });
const api = () => gateway();
const dataSource = () => api().gateway.services.dataSource;
let auth: string;
let projectSlug: string;
let projectId: string;

const AGENTS = {
  desktop: 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36',
  phone: 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
  tablet: 'Mozilla/5.0 (iPad; CPU OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
  bot: 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)',
};

/** One visitor: an address and a browser. */
interface Visitor { address: string; agent: string }

/** POST /api/analytics/view as navigator.sendBeacon sends it: a JSON string, so text/plain. */
const beacon = (visitor: Visitor, body: Record<string, unknown>) =>
  api().http().post('/api/analytics/view').set('User-Agent', visitor.agent).set('X-Forwarded-For', visitor.address)
    .set('Content-Type', 'text/plain;charset=UTF-8').send(JSON.stringify(body));

const summary = async (days = 7) => (await api().http().get(`/api/analytics/summary?days=${days}`).set('Authorization', auth).expect(200)).body;
const totalViews = async () =>
  (await api().http().get('/api/analytics/stats').set('Authorization', auth).expect(200)).body.data.views.total as number;
const projectViews = async () => (await api().http().get(`/api/portfolio/${projectId}`).set('Authorization', auth).expect(200)).body.portfolio.views as number;

beforeAll(async () => {
  auth = await api().auth();
  const added = await api().http().post('/api/portfolio/add').set('Authorization', auth)
    .field('category', 'Web App').field('projectName', 'Ledger Lite').field('status', 'published').expect(200);
  projectSlug = added.body.portfolio.slug;
  projectId = added.body.portfolio._id;
});

describe('POST /api/analytics/view (the page beacon) and GET /api/analytics/summary', () => {
  const alice = { address: '203.0.113.1', agent: AGENTS.desktop };
  const bob = { address: '203.0.113.2', agent: AGENTS.phone };
  // Alice's address with another browser: another visitor.
  const carol = { address: '203.0.113.1', agent: AGENTS.tablet };
  const crawler = { address: '203.0.113.9', agent: AGENTS.bot };

  it('counts views, visitors, pages, sources, campaigns and devices exactly, and leaves bots out', async () => {
    const startViews = await projectViews();
    await beacon(alice, { path: '/?utm_source=LinkedIn', landed: true, utmSource: 'LinkedIn', utmMedium: 'social', utmCampaign: 'Q3' }).expect(200);
    await beacon(alice, { path: '/about' }).expect(200);
    await beacon(alice, { path: `/portfolio/${projectSlug}` }).expect(200);
    await beacon(bob, { path: '/blog', landed: true, referrer: 'https://www.google.com/search' }).expect(200);
    await beacon(bob, { path: '/contact' }).expect(200);
    await beacon(carol, { path: '/about', landed: true }).expect(200);
    await beacon(crawler, { path: '/', landed: true }).expect(200);

    const { success, data } = await summary(7);
    expect(success).toBe(true);
    expect(data).toMatchObject({ views: 6, visitors: 3 });
    expect(data.series).toHaveLength(7);
    expect(data.series[6]).toEqual({ date: dayOf(new Date()), views: 6, visitors: 3 });
    expect(data.series.slice(0, 6).every((day: { views: number; visitors: number }) => day.views === 0 && day.visitors === 0)).toBe(true);
    expect(data.pages).toEqual([
      { path: '/about', views: 2, visitors: 2 },
      { path: '/', views: 1, visitors: 1 },
      { path: '/blog', views: 1, visitors: 1 },
      { path: '/contact', views: 1, visitors: 1 },
      { path: `/portfolio/${projectSlug}`, views: 1, visitors: 1 },
    ]);
    expect(data.sources).toEqual([{ source: 'direct', visitors: 1 }, { source: 'google.com', visitors: 1 }, { source: 'linkedin', visitors: 1 }]);
    expect(data.campaigns).toEqual([{ source: 'linkedin', medium: 'social', campaign: 'q3', visitors: 1 }]);
    expect(data.devices).toEqual([{ type: 'desktop', visitors: 1 }, { type: 'mobile', visitors: 1 }, { type: 'tablet', visitors: 1 }]);
    expect(data.landingPages).toEqual([
      { path: '/', visitors: 1, contacts: 0, subscriptions: 0 },
      { path: '/about', visitors: 1, contacts: 0, subscriptions: 0 },
      { path: '/blog', visitors: 1, contacts: 0, subscriptions: 0 },
    ]);
    // The project's page counted on the project too, once.
    expect(await projectViews()).toBe(startViews + 1);
  });

  it('counts contact messages and subscriptions by the source and landing page of their visit, leaving out those of no known visit', async () => {
    const visit = (landingPage: string, more: object) => ({ landingPage, pages: [landingPage], secondsSinceLanding: 30, ...more });
    await api().http().post('/api/contact/submit').set('X-Forwarded-For', '203.0.113.61').send({
      firstName: 'Grace', lastName: 'Hopper', email: 'grace@leads.example', message: 'Could you help with our compiler?',
      visit: visit('/about', { utmSource: 'linkedin', utmCampaign: 'q3' }),
    }).expect(200);
    await api().http().post('/api/contact/submit').set('X-Forwarded-For', '203.0.113.62').send({
      firstName: 'Plain', lastName: 'Form', email: 'plain@leads.example', message: 'Sent without scripts.',
    }).expect(200);
    await api().http().post('/api/subscription/subscribe').set('X-Forwarded-For', '203.0.113.63')
      .send({ email: 'reader@leads.example', source: 'desktop_footer', visit: visit('/blog', { referrer: 'https://www.google.com/search' }) }).expect(200);

    const { data } = await summary(7);
    expect(data.conversions).toEqual([
      { source: 'google.com', contacts: 0, subscriptions: 1 },
      { source: 'linkedin', contacts: 1, subscriptions: 0 },
    ]);
    expect(data.landingPages).toEqual([
      { path: '/about', visitors: 1, contacts: 1, subscriptions: 0 },
      { path: '/blog', visitors: 1, contacts: 0, subscriptions: 1 },
      { path: '/', visitors: 1, contacts: 0, subscriptions: 0 },
    ]);
  });

  it('takes a JSON body too, sets no cookie, and stores neither address nor user agent', async () => {
    const before = await totalViews();
    const response = await api().http().post('/api/analytics/view').set('User-Agent', `${AGENTS.desktop} Privacy-Marker`)
      .set('X-Forwarded-For', '198.51.100.77').send({ path: '/privacy-check' }).expect(200);
    expect(response.body).toEqual({ success: true, message: 'View recorded' });
    expect(response.headers['set-cookie']).toBeUndefined();
    expect(await totalViews()).toBe(before + 1);
    const [row] = await dataSource().getRepository(PageView).findBy({ page: '/privacy-check' });
    const stored = JSON.stringify(row);
    expect(stored).not.toContain('Privacy-Marker');
    expect(stored).not.toContain('198.51.100.77');
    expect(row).toMatchObject({ device: 'desktop', landed: false, source: '' });
  });

  it.each([
    ['no path', {}, 'path is required'],
    ['a path not starting with /', { path: 'about' }, 'path must start with /'],
    ['a path over 200 characters', { path: `/${'x'.repeat(200)}` }, 'path must be at most 200 characters'],
  ])('refuses a beacon with %s (400) and records nothing', async (_case, body, message) => {
    const before = await totalViews();
    const response = await beacon(alice, body).expect(400);
    expect(response.body).toEqual({ success: false, message, requestId: expect.any(String) });
    expect(await totalViews()).toBe(before);
  });

  it.each(['1', '14', '365', 'week', ''])('refuses days=%s with 400', async (days) => {
    const response = await api().http().get(`/api/analytics/summary?days=${days}`).set('Authorization', auth).expect(400);
    expect(response.body).toEqual({ success: false, message: expect.any(String), requestId: expect.any(String) });
  });

  it('names the allowed days', async () => {
    const response = await api().http().get('/api/analytics/summary?days=14').set('Authorization', auth).expect(400);
    expect(response.body.message).toBe('days must be one of: 7, 30, 90');
  });

  it.each(Object.keys(refusedTokens('names-only')))('refuses the summary with %s (401)', async (name) => {
    const header = refusedTokens(api().config.jwtSecret)[name];
    const call = api().http().get('/api/analytics/summary?days=7');
    const response = await (header ? call.set('Authorization', header) : call);
    expect(response.status).toBe(401);
    expect(response.body).not.toHaveProperty('data');
  });

  it('answers the same through GraphQL', async () => {
    const response = await api().http().post('/graphql').set('Authorization', auth)
      .send({ query: '{ analyticsSummary(days: 30) { views visitors series { date } devices { type visitors } } }' }).expect(200);
    const rest = (await summary(30)).data;
    expect(response.body.data.analyticsSummary).toEqual({
      views: rest.views, visitors: rest.visitors, series: rest.series.map(({ date }: { date: string }) => ({ date })), devices: rest.devices,
    });
    const refused = await api().http().post('/graphql').send({ query: '{ analyticsSummary(days: 14) { views } }' });
    expect(refused.body.errors[0].extensions.code).toBe('UNAUTHENTICATED');
    const bad = await api().http().post('/graphql').set('Authorization', auth).send({ query: '{ analyticsSummary(days: 14) { views } }' });
    expect(bad.body.errors[0]).toMatchObject({ message: 'days must be one of: 7, 30, 90', extensions: { code: 'BAD_USER_INPUT' } });
  });

  it('counts live visitors of the last 5 minutes only', async () => {
    const live = async () => (await api().http().get('/api/analytics/stats').set('Authorization', auth).expect(200)).body.data.liveVisitors as number;
    const before = await live();
    const views = dataSource().getRepository(PageView);
    await views.save(views.create({ page: '/earlier', type: 'page', itemId: null, visitor: 'e'.repeat(64), viewedAt: new Date(Date.now() - 6 * 60_000) }));
    expect(await live()).toBe(before);
    await beacon({ address: '203.0.113.50', agent: AGENTS.phone }, { path: '/' }).expect(200);
    expect(await live()).toBe(before + 1);
  });
});

describe('the per-address limit of the beacon', () => {
  it('refuses the 121st view from one address within a minute with 429 and stores nothing for it; another address still counts', async () => {
    const flooder = { address: '192.0.2.121', agent: AGENTS.desktop };
    const stored = () => dataSource().getRepository(PageView).count();
    for (let at = 0; at < 120; at += 20) {
      await Promise.all(Array.from({ length: 20 }, (_, k) => beacon(flooder, { path: `/flood-${at + k}` }).expect(200)));
    }
    const before = await stored();
    const refused = await beacon(flooder, { path: '/flood-refused' }).expect(429);
    expect(refused.body).toEqual({ success: false, message: expect.stringMatching(/^Too many requests/), requestId: expect.any(String) });
    expect(refused.headers['retry-after']).toMatch(/^\d+$/);
    expect(await stored()).toBe(before);
    await beacon({ address: '192.0.2.122', agent: AGENTS.desktop }, { path: '/someone-else' }).expect(200);
    expect(await stored()).toBe(before + 1);
  });
});

describe('visitor salts', () => {
  it('gives the same visitor the same id all day, another id the next day, and deletes a salt once its day is over', async () => {
    const day1 = new Date(Date.UTC(2031, 0, 10, 9));
    const day2 = new Date(day1.getTime() + DAY);
    // Two replicas asking at once for a new day's salt end with the same one.
    const [first, again] = await Promise.all([
      visitorId(dataSource(), '203.0.113.1', AGENTS.desktop, day1),
      visitorId(dataSource(), '203.0.113.1', AGENTS.desktop, new Date(day1.getTime() + 10 * 3_600_000)),
    ]);
    expect(again).toBe(first);
    expect(await visitorId(dataSource(), '203.0.113.2', AGENTS.desktop, day1)).not.toBe(first);
    expect(await visitorId(dataSource(), '203.0.113.1', AGENTS.desktop, day2)).not.toBe(first);
    const salts = dataSource().getRepository(VisitorSalt);
    expect(await salts.existsBy({ id: '2031-01-10' })).toBe(true);

    // On day2, day1's salt is kept (views sent around midnight); the day after, it is gone, and day2's stays a day more.
    await deleteOldSalts(dataSource(), day2);
    expect(await salts.existsBy({ id: '2031-01-10' })).toBe(true);
    await deleteOldSalts(dataSource(), new Date(day2.getTime() + DAY));
    expect(await salts.existsBy({ id: '2031-01-10' })).toBe(false);
    expect(await salts.existsBy({ id: '2031-01-11' })).toBe(true);
    await deleteOldSalts(dataSource(), new Date(day2.getTime() + 2 * DAY));
    expect(await salts.existsBy({ id: '2031-01-11' })).toBe(false);
  });
});

describe('daily rollups and pruning', () => {
  const raw = () => dataSource().getRepository(PageView);
  const rollups = () => dataSource().getRepository(PageViewRollup);
  const at = (daysAgo: number) => new Date(Date.now() - daysAgo * DAY);
  const view = (daysAgo: number, page: string, visitor: string, landing: Partial<PageView> = {}) => raw().create({
    page, type: 'page', itemId: null, visitor: visitor.repeat(64), viewedAt: at(daysAgo), device: 'mobile', ...landing,
  });

  it('folds each past day once (two folds at once), keeps the total, prunes raw views after 30 days and rollups after 2 years', async () => {
    await raw().save([
      view(3, '/x', 'a', { landed: true, source: 'linkedin', medium: 'email', campaign: 'spring' }), view(3, '/x', 'a'), view(3, '/y', 'b'),
      view(40, '/old', 'c', { landed: true, source: 'direct' }), view(40, '/old', 'c'),
    ]);
    const total = await totalViews();

    const folded = await Promise.all([foldDays(dataSource()), foldDays(dataSource())]);
    expect(Math.max(...folded)).toBe(5);
    expect(await foldDays(dataSource())).toBe(0);
    const dayTotals = await rollups().findBy({ kind: 'total' });
    expect(dayTotals.reduce((sum, row) => sum + row.views, 0)).toBe(5);
    expect(dayTotals.find((row) => row.day === dayOf(at(3)))).toMatchObject({ views: 3, visitors: 2 });
    expect(await totalViews()).toBe(total);

    // A summary reads the folded days from the rollups and today from the raw views.
    const month = (await summary(30)).data;
    expect(month.series.find((day: { date: string }) => day.date === dayOf(at(3)))).toEqual({ date: dayOf(at(3)), views: 3, visitors: 2 });
    expect(month.pages).toContainEqual({ path: '/x', views: 2, visitors: 1 });
    expect(month.campaigns).toContainEqual({ source: 'linkedin', medium: 'email', campaign: 'spring', visitors: 1 });
    expect(month.devices).toContainEqual({ type: 'mobile', visitors: expect.any(Number) });
    const quarter = (await summary(90)).data;
    expect(quarter.views).toBe(month.views + 2);

    // Raw views older than 30 days go; their days stay counted.
    await pruneViews(dataSource());
    expect(await raw().countBy({ page: '/old' })).toBe(0);
    expect(await raw().countBy({ page: '/x' })).toBe(2);
    expect((await summary(90)).data.views).toBe(quarter.views);
    expect(await totalViews()).toBe(total);

    // Two years on, the rollups of these days go too, and the all-time total still counts their views.
    const later = new Date(Date.now() + (ROLLUP_DAYS + 1) * DAY);
    await foldDays(dataSource(), later);
    const foldedTotal = await totalViews();
    await pruneViews(dataSource(), later);
    expect(await rollups().countBy({ day: dayOf(at(3)) })).toBe(0);
    expect(await dataSource().getRepository(PageViewDay).findOneBy({ day: dayOf(at(3)) })).toMatchObject({ views: 3 });
    expect(await totalViews()).toBe(foldedTotal);
    expect(foldedTotal).toBe(total);
  });
});
