import path from 'node:path';
import { createGateway, type Gateway } from '../../app';
import { graphql } from '../../../test/graphql';
import { sharedGateway } from '../../../test/harness';
import { eventually } from '../../../test/log-capture';
import { AuditEntry } from '../../content/audit/audit-entry.entity';
import { Redirect } from './redirect.entity';

const FIXTURE = path.resolve(__dirname, '..', '..', '..', 'test', 'fixtures', 'rendered-web-dist');
// The fixture renderer answers / and /portfolio, and 404 for any other path; it counts its renders.
const api = sharedGateway({ WEB_DIST: FIXTURE, PUBLIC_URL: 'https://site.test' });
const renderer = require(path.join(FIXTURE, 'server', 'entry-server.js')) as { renders: number };
const BROWSER = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0 Safari/537.36';

let auth: string;
beforeAll(async () => { auth = await api().auth(); });
afterEach(async () => { await api().gateway.services.dataSource.getRepository(Redirect).clear(); });

const add = (body: Record<string, unknown>) => api().http().post('/api/redirects').set('Authorization', auth).send(body);
const visit = (url: string) => api().http().get(url).set('Accept', 'text/html').set('User-Agent', BROWSER);
const list = async () => (await api().http().get('/api/redirects').set('Authorization', auth).expect(200)).body as {
  redirects: Array<{ _id: string; fromPath: string; to: string; status: number; hits: number }>; total: number;
};
const hitsOf = async (fromPath: string) => (await list()).redirects.find((redirect) => redirect.fromPath === fromPath)?.hits;

describe('REST /api/redirects', () => {
  it('adds, lists, changes and deletes a redirect, each in the audit trail', async () => {
    const created = await add({ fromPath: '/old-services.html', to: '/portfolio' }).expect(200);
    expect(created.body).toEqual({
      success: true, message: 'Redirect created successfully',
      redirect: { _id: expect.any(String), fromPath: '/old-services.html', to: '/portfolio', status: 301, hits: 0, createdAt: expect.any(String), updatedAt: expect.any(String) },
    });
    const id = created.body.redirect._id as string;
    expect((await list()).redirects.map((redirect) => redirect.fromPath)).toEqual(['/old-services.html']);

    const updated = await api().http().put(`/api/redirects/${id}`).set('Authorization', auth)
      .send({ fromPath: '/old-services.html', to: 'https://example.com/services', status: 302 }).expect(200);
    expect(updated.body).toMatchObject({ message: 'Redirect updated successfully', redirect: { to: 'https://example.com/services', status: 302 } });

    const removed = await api().http().delete(`/api/redirects/${id}`).set('Authorization', auth).expect(200);
    expect(removed.body).toEqual({ success: true, message: 'Redirect deleted successfully', _id: id });
    expect((await list()).total).toBe(0);
    await api().http().delete(`/api/redirects/${id}`).set('Authorization', auth).expect(404);

    const entries = await api().gateway.services.dataSource.getRepository(AuditEntry).find({ where: { targetId: id } });
    expect(entries.map((entry) => entry.action).sort()).toEqual(['redirect.created', 'redirect.deleted', 'redirect.updated']);
    expect(entries.find((entry) => entry.action === 'redirect.updated')?.changes).toEqual([
      { field: 'to', before: '/portfolio', after: 'https://example.com/services' },
      { field: 'status', before: '301', after: '302' },
    ]);
  });

  it('is for administrators only', async () => {
    await api().http().get('/api/redirects').expect(401);
    await api().http().post('/api/redirects').send({ fromPath: '/a', to: '/b' }).expect(401);
    await api().http().get('/api/analytics/not-found').expect(401);
  });

  it.each([
    [{ fromPath: 'old', to: '/b' }, 'fromPath must be a path of this site, starting with /'],
    [{ fromPath: '//evil.example/x', to: '/b' }, 'fromPath must be a path of this site, starting with /'],
    [{ fromPath: '/api/portfolio/all', to: '/b' }, 'fromPath /api/portfolio/all is answered by the site itself'],
    [{ fromPath: '/admin/dashboard', to: '/b' }, 'fromPath /admin/dashboard is answered by the site itself'],
    [{ fromPath: '/uploads/a.png', to: '/b' }, 'fromPath /uploads/a.png is answered by the site itself'],
    [{ fromPath: '/graphql', to: '/b' }, 'fromPath /graphql is answered by the site itself'],
    [{ fromPath: '/healthz', to: '/b' }, 'fromPath /healthz is answered by the site itself'],
    // The links of the site's emails carry tokens: sent elsewhere, they would hand them over.
    [{ fromPath: '/subscription/unsubscribe', to: 'https://evil.test/collect', status: 302 }, 'fromPath /subscription/unsubscribe is answered by the site itself'],
    [{ fromPath: '/Subscription/Confirm/', to: 'https://evil.test/collect' }, 'fromPath /Subscription/Confirm/ is answered by the site itself'],
    [{ fromPath: '/%73ubscription/confirm', to: '/b' }, 'is answered by the site itself'],
    [{ fromPath: '/subscription?state=confirmed', to: '/b' }, 'fromPath /subscription is answered by the site itself'],
    [{ fromPath: '/sign-off/abc', to: '/b' }, 'fromPath /sign-off/abc is answered by the site itself'],
    [{ fromPath: '/social-cards/blog/a.png', to: '/b' }, 'fromPath /social-cards/blog/a.png is answered by the site itself'],
    [{ fromPath: '/login', to: '/b' }, 'fromPath /login is answered by the site itself'],
    [{ fromPath: '/a', to: '/\\evil.test' }, 'to must not hold a backslash (browsers read it as /)'],
    [{ fromPath: '/a', to: 'https://site.test\\@evil.test' }, 'to must not hold a backslash'],
    [{ fromPath: '/a', to: 'javascript:alert(1)' }, 'to must be a path of this site (starting with /) or an http(s) URL'],
    [{ fromPath: '/a', to: '//evil.example' }, 'to must be a path of this site (starting with /) or an http(s) URL'],
    [{ fromPath: '/a', to: '/b', status: 307 }, 'status must be one of: 301, 302'],
    [{ fromPath: '/a', to: '' }, 'to is required'],
    [{ fromPath: '/a/', to: '/a' }, 'A redirect cannot send /a/ to itself'],
  ])('refuses %j with 400', async (body, message) => {
    const answer = await add(body).expect(400);
    expect(answer.body).toEqual({ success: false, message: expect.stringContaining(message), requestId: expect.any(String) });
    expect(await api().count(Redirect)).toBe(0);
  });

  it('refuses a second redirect from the same path (trailing slash and case aside)', async () => {
    await add({ fromPath: '/About-Us', to: '/portfolio' }).expect(200);
    // A taken value answers 400 on REST, as a taken slug does (CONFLICT to GraphQL).
    const answer = await add({ fromPath: '/about-us/', to: '/' }).expect(400);
    expect(answer.body.message).toBe('A redirect from /About-Us exists already');
    expect(await api().count(Redirect)).toBe(1);
  });

  it('refuses loops and chains with 400 naming the redirect in the way, and leaves the table as it was', async () => {
    const first = await add({ fromPath: '/a', to: '/b' }).expect(200);
    const loop = await add({ fromPath: '/b', to: '/a' }).expect(400);
    expect(loop.body.message).toBe('/b → /a would make a loop: /a already redirects to /b');
    // A → B exists: B → C would send A's visitors on twice.
    const onward = await add({ fromPath: '/b', to: '/c' }).expect(400);
    expect(onward.body.message).toBe('/b → /c would make a chain: /a already redirects to /b; change that redirect instead');
    // C → A would send C's visitors to A and then on to B.
    const into = await add({ fromPath: '/c', to: '/a?ref=old' }).expect(400);
    expect(into.body.message).toBe('/c → /a?ref=old would make a chain: /a already redirects to /b; send /c to /b instead');
    // A change is checked like a new one.
    await add({ fromPath: '/d', to: '/e' }).expect(200);
    const changed = await api().http().put(`/api/redirects/${first.body.redirect._id}`).set('Authorization', auth).send({ fromPath: '/a', to: '/d' }).expect(400);
    expect(changed.body.message).toContain('would make a chain: /d already redirects to /e');
    expect((await list()).redirects.map(({ fromPath, to }) => `${fromPath}→${to}`).sort()).toEqual(['/a→/b', '/d→/e']);
  });

  it('lets only one of two redirects sent at once that would chain into each other in', async () => {
    const answers = await Promise.all([add({ fromPath: '/p', to: '/q' }), add({ fromPath: '/q', to: '/r' })]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 400]);
    expect(answers.find((answer) => answer.status === 400)?.body.message).toContain('would make a chain');
    expect(await api().count(Redirect)).toBe(1);
  });

  it("refuses a redirect from a post's current slug to its former one (a loop through the former slug's own redirect)", async () => {
    const post = await api().http().post('/api/blog/add').set('Authorization', auth).send({ title: 'Loop old' }).expect(200);
    await api().http().put(`/api/blog/update/${post.body.blog._id}`).set('Authorization', auth).send({ title: 'Loop old', slug: 'loop-new' }).expect(200);
    const loop = await add({ fromPath: '/blog/loop-new', to: '/blog/loop-old', status: 302 }).expect(400);
    expect(loop.body.message).toBe('/blog/loop-new → /blog/loop-old would make a loop: /blog/loop-old is a former address of /blog/loop-new, and answers with a redirect to it');
    // Its id's URL answers with a redirect to the current slug as well.
    await add({ fromPath: '/blog/loop-new', to: `/blog/${post.body.blog._id}` }).expect(400);
    expect(await api().count(Redirect)).toBe(0);
    // The post is still reached, from its former address too.
    expect((await visit('/blog/loop-old').expect(301)).headers.location).toBe('/blog/loop-new');
  });

  it('has GraphQL twins whose refusals carry their codes', async () => {
    const mutation = 'mutation($input: RedirectInput!) { addRedirect(input: $input) { id fromPath to status } }';
    const ok = await graphql(api(), mutation, { input: { fromPath: '/x', to: '/y' } }, { auth }).expect(200);
    expect(ok.body.data.addRedirect).toMatchObject({ fromPath: '/x', to: '/y', status: 301 });
    const chain = await graphql(api(), mutation, { input: { fromPath: '/y', to: '/z' } }, { auth });
    expect(chain.body.errors[0].extensions.code).toBe('BAD_USER_INPUT');
    const duplicate = await graphql(api(), mutation, { input: { fromPath: '/x', to: '/z' } }, { auth });
    expect(duplicate.body.errors[0].extensions.code).toBe('CONFLICT');
    const captured = await graphql(api(), mutation, { input: { fromPath: '/subscription/unsubscribe', to: 'https://evil.test/collect', status: 302 } }, { auth });
    expect(captured.body.errors[0]).toMatchObject({ message: expect.stringContaining('fromPath /subscription/unsubscribe is answered by the site itself'), extensions: { code: 'BAD_USER_INPUT' } });
    const backslash = await graphql(api(), mutation, { input: { fromPath: '/w', to: '/\\evil.test' } }, { auth });
    expect(backslash.body.errors[0].extensions.code).toBe('BAD_USER_INPUT');
    const listed = await graphql(api(), '{ redirects { total items { fromPath hits } } }', {}, { auth }).expect(200);
    expect(listed.body.data.redirects).toEqual({ total: 1, items: [{ fromPath: '/x', hits: 0 }] });
  });
});

describe('redirects answer before any page is rendered', () => {
  it('sends a visitor on with the status, Location and a short cache, without rendering, and counts the hits', async () => {
    await visit('/portfolio').expect(200); // now kept in the answer cache
    await add({ fromPath: '/portfolio', to: '/' }).expect(200);
    const renders = renderer.renders;
    for (let visitor = 0; visitor < 3; visitor += 1) {
      const answer = await visit('/portfolio').expect(301);
      expect(answer.headers.location).toBe('/');
      expect(answer.headers['cache-control']).toBe('public, max-age=300');
    }
    expect(renderer.renders).toBe(renders);
    await eventually(async () => expect(await hitsOf('/portfolio')).toBe(3));
  });

  it('matches query strings exactly when the from-path has one, any query otherwise (carried over)', async () => {
    await add({ fromPath: '/?p=123', to: '/blog/hello' }).expect(200);
    await add({ fromPath: '/old-page.html', to: '/portfolio', status: 302 }).expect(200);
    expect((await visit('/?p=123').expect(301)).headers.location).toBe('/blog/hello');
    await visit('/?p=999').expect(200);
    await visit('/').expect(200);
    const temporary = await visit('/Old-Page.HTML/?utm_source=mail').expect(302);
    expect(temporary.headers.location).toBe('/portfolio?utm_source=mail');
    expect(temporary.headers['cache-control']).toBe('no-cache');
    // Not only pages: an old file's URL (no HTML asked for) is sent on too.
    await api().http().get('/old-page.html').set('Accept', 'image/png').expect(302);
  });

  it("never carries the visitor's query string to another site (it may hold a token)", async () => {
    await add({ fromPath: '/old-shop', to: 'https://shop.example/', status: 302 }).expect(200);
    expect((await visit('/old-shop?token=secret&utm_source=mail').expect(302)).headers.location).toBe('https://shop.example/');
  });

  it("never answers a row that captures one of the site's own links (written before the rule, or restored)", async () => {
    const rows = api().gateway.services.dataSource.getRepository(Redirect);
    await rows.save(rows.create({ fromPath: '/subscription/unsubscribe', to: 'https://evil.test/collect', status: 302, hits: 0 }));
    await add({ fromPath: '/bump', to: '/' }).expect(200); // moves the content version: the table is read again
    const answer = await visit('/subscription/unsubscribe?token=abc');
    expect(answer.headers.location ?? '').not.toContain('evil.test');
    expect(answer.headers.location).toMatch(/^\/subscription\?state=invalid/);
  });

  it('counts parallel hits exactly', async () => {
    await add({ fromPath: '/busy', to: '/' }).expect(200);
    await Promise.all(Array.from({ length: 20 }, () => visit('/busy').expect(301)));
    await eventually(async () => expect(await hitsOf('/busy')).toBe(20), 5000);
  });

  it('follows a change made through another gateway on the same database within a second or so', async () => {
    let other: Gateway | undefined;
    try {
      other = await createGateway(api().config);
      const otherAuth = `Bearer ${(await require('supertest')(other.app).post('/api/admin/login').send({ email: 'admin@test.local', password: 'correct horse battery staple' }).expect(200)).body.token}`;
      await visit('/moved-elsewhere').expect(404);
      const created = await require('supertest')(other.app).post('/api/redirects').set('Authorization', otherAuth).send({ fromPath: '/moved-elsewhere', to: '/portfolio' }).expect(200);
      await eventually(async () => expect((await visit('/moved-elsewhere')).status).toBe(301), 3000);
      await require('supertest')(other.app).delete(`/api/redirects/${created.body.redirect._id}`).set('Authorization', otherAuth).expect(200);
      await eventually(async () => expect((await visit('/moved-elsewhere')).status).toBe(404), 3000);
    } finally {
      await other?.close();
    }
  });
});
