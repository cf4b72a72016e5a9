import jwt from 'jsonwebtoken';
import request from 'supertest';
import { createGateway, type Gateway } from '../../app';
import { graphql } from '../../../test/graphql';
import { ADMIN, startTestGateway, type TestGateway } from '../../../test/harness';
import { AdminSession } from './admin-session.entity';
import { dropIdleSessions, SESSION_CACHE_MS } from './sessions';

let api: TestGateway;
beforeAll(async () => { api = await startTestGateway(); });
afterAll(async () => { await api.close(); });

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A fresh sign-in from a named browser: its own session and token. */
async function signIn(userAgent = 'jest browser', gateway: TestGateway = api): Promise<string> {
  const response = await gateway.http().post('/api/admin/login').set('User-Agent', userAgent).send(ADMIN).expect(200);
  return `Bearer ${response.body.token}`;
}

const protectedCall = (auth: string) => api.http().get('/api/subscription/all').set('Authorization', auth);

describe('sessions', () => {
  it('names its session in the token, HS256 with an expiry', async () => {
    const auth = await signIn();
    const { header, payload } = jwt.decode(auth.slice(7), { complete: true }) as unknown as { header: { alg: string }; payload: Record<string, unknown> };
    expect(header.alg).toBe('HS256');
    expect(payload).toMatchObject({ sid: expect.any(String), sub: expect.any(String), exp: expect.any(Number) });
    const stored = await api.gateway.services.dataSource.getRepository(AdminSession).findOneByOrFail({ id: payload.sid as string });
    expect(stored).toMatchObject({ adminId: payload.sub, userAgent: 'jest browser', endedAt: null });
  });

  it('POST /api/admin/logout ends the session: the same token is refused with 401 at once', async () => {
    const auth = await signIn();
    await protectedCall(auth).expect(200);
    const response = await api.http().post('/api/admin/logout').set('Authorization', auth).expect(200);
    expect(response.body).toEqual({ success: true, message: 'Logged out' });
    const refused = await protectedCall(auth).expect(401);
    expect(refused.body.message).toMatch(/session is invalid or has expired/i);
    await api.http().post('/api/admin/logout').set('Authorization', auth).expect(401);
  });

  it('a logout on one replica is refused by another (with its own cache) within a second', async () => {
    // A second app on the same database: another replica, with a session cache of its own.
    const other: Gateway = await createGateway(api.config);
    try {
      const auth = await signIn();
      const onOther = () => request(other.app).get('/api/subscription/all').set('Authorization', auth);
      await onOther().expect(200);
      await api.http().post('/api/admin/logout').set('Authorization', auth).expect(200);
      await sleep(SESSION_CACHE_MS + 50);
      await onOther().expect(401);
    } finally {
      await other.close();
    }
  });

  it('GET /api/admin/sessions lists the open sessions, marking the current one', async () => {
    const phone = await signIn('phone browser');
    const laptop = await signIn('laptop browser');
    const response = await api.http().get('/api/admin/sessions').set('Authorization', laptop).expect(200);
    expect(response.body.success).toBe(true);
    const mine = response.body.sessions.filter((session: { userAgent: string }) => /phone|laptop/.test(session.userAgent));
    expect(mine).toEqual(expect.arrayContaining([
      expect.objectContaining({ userAgent: 'laptop browser', current: true, ip: expect.any(String), _id: expect.any(String), createdAt: expect.any(String), lastSeenAt: expect.any(String) }),
      expect.objectContaining({ userAgent: 'phone browser', current: false }),
    ]));
    await api.http().post('/api/admin/logout').set('Authorization', phone).expect(200);
    const after = await api.http().get('/api/admin/sessions').set('Authorization', laptop).expect(200);
    expect(after.body.sessions.map((session: { userAgent: string }) => session.userAgent)).not.toContain('phone browser');
  });

  it('DELETE /api/admin/sessions/:id ends that session; an unknown id answers 404', async () => {
    const tablet = await signIn('tablet browser');
    const desk = await signIn('desk browser');
    const { body } = await api.http().get('/api/admin/sessions').set('Authorization', desk).expect(200);
    const target = body.sessions.find((session: { userAgent: string }) => session.userAgent === 'tablet browser');
    const ended = await api.http().delete(`/api/admin/sessions/${target._id}`).set('Authorization', desk).expect(200);
    expect(ended.body).toEqual({ success: true, message: 'Session ended' });
    await protectedCall(tablet).expect(401);
    await protectedCall(desk).expect(200);
    const missing = await api.http().delete(`/api/admin/sessions/${target._id}`).set('Authorization', desk).expect(404);
    expect(missing.body).toEqual({ success: false, message: 'Session not found', requestId: expect.any(String) });
  });

  it('DELETE /api/admin/sessions ends all but the current one', async () => {
    const others = [await signIn('old 1'), await signIn('old 2')];
    const current = await signIn('keeper');
    const response = await api.http().delete('/api/admin/sessions').set('Authorization', current).expect(200);
    expect(response.body).toEqual({ success: true, message: expect.stringMatching(/^Signed out everywhere else: \d+ sessions? ended$/) });
    for (const auth of others) await protectedCall(auth).expect(401);
    await protectedCall(current).expect(200);
    const { body } = await api.http().get('/api/admin/sessions').set('Authorization', current).expect(200);
    expect(body.sessions).toHaveLength(1);
  });

  it('refuses the session calls without a token', async () => {
    await api.http().post('/api/admin/logout').expect(401);
    await api.http().get('/api/admin/sessions').expect(401);
    await api.http().delete('/api/admin/sessions').expect(401);
  });

  it('works through GraphQL too', async () => {
    const auth = await signIn('graphql client');
    const listed = await graphql(api, '{ mySessions { id current userAgent } }', {}, { auth }).expect(200);
    const current = listed.body.data.mySessions.find((session: { current: boolean }) => session.current);
    expect(current).toEqual({ id: expect.any(String), current: true, userAgent: 'graphql client' });
    // Logging out answers the id of the session it ended.
    const out = await graphql(api, 'mutation { logout }', {}, { auth }).expect(200);
    expect(out.body.data.logout).toBe(current.id);
    const refused = await graphql(api, '{ mySessions { id } }', {}, { auth });
    expect(refused.body.errors[0].extensions.code).toBe('UNAUTHENTICATED');
  });

  it('refuses a token whose session was never stored, and one for an admin that does not exist', async () => {
    const secret = api.config.jwtSecret;
    const forged = (claims: object) => `Bearer ${jwt.sign({ email: ADMIN.email, ...claims }, secret, { algorithm: 'HS256', expiresIn: 3600 })}`;
    await protectedCall(forged({ sub: '00000000-0000-4000-8000-000000000000', sid: '00000000-0000-4000-8000-000000000001' })).expect(401);
    const real = jwt.decode((await signIn()).slice(7)) as { sid: string };
    await protectedCall(forged({ sub: '00000000-0000-4000-8000-000000000000', sid: real.sid })).expect(401);
    await protectedCall(forged({ sub: (jwt.decode((await signIn()).slice(7)) as { sub: string }).sub })).expect(401);
  });

  it('drops sessions unused for 30 days; their tokens stop working', async () => {
    const auth = await signIn('forgotten laptop');
    const { sid } = jwt.decode(auth.slice(7)) as { sid: string };
    const repo = api.gateway.services.dataSource.getRepository(AdminSession);
    await repo.update({ id: sid }, { lastSeenAt: new Date(Date.now() - 31 * 86_400_000) });
    await sleep(SESSION_CACHE_MS + 50);
    await protectedCall(auth).expect(401);
    expect(await dropIdleSessions(api.gateway.services.dataSource)).toBeGreaterThanOrEqual(1);
    expect(await repo.findOneBy({ id: sid })).toBeNull();
  });

  it('answers 503, not 401, when the database is away while a session is checked', async () => {
    const auth = await signIn('outage browser');
    await sleep(SESSION_CACHE_MS + 50);
    const away = Object.assign(new Error('connect ECONNREFUSED'), { code: 'ECONNREFUSED' });
    const lookup = jest.spyOn(api.gateway.services.dataSource.manager, 'findOneBy').mockRejectedValue(away);
    try {
      const rest = await protectedCall(auth).expect(503);
      expect(rest.body.message).toMatch(/cannot reach its database/);
      const viaGraphql = await graphql(api, '{ mySessions { id } }', {}, { auth }).expect(503);
      expect(viaGraphql.body.errors[0].extensions.code).toBe('SERVICE_UNAVAILABLE');
    } finally {
      lookup.mockRestore();
    }
    await protectedCall(auth).expect(200);
  });
});
