import jwt from 'jsonwebtoken';
import { randomUUID } from 'node:crypto';
import * as OTPAuth from 'otpauth';
import { graphql } from '../../../test/graphql';
import { ADMIN, startTestGateway, type TestGateway } from '../../../test/harness';
import { resetAdminPassword } from './admin-accounts';
import { Admin } from './admin.entity';
import { AdminSession } from './admin-session.entity';
import { RecoveryCode } from './recovery-code.entity';
import { signChallenge } from './two-factor-crypto';

/**
 * Two-factor sign-in: enrolment, the code step (TOTP or recovery code), replay,
 * forged and expired challenges, throttling, disabling, and the owners' policy.
 * TRUST_PROXY lets each test sign in from an address of its own, so the
 * sign-in counts of one test never reach another's.
 */

jest.setTimeout(120_000);

let api: TestGateway;
let owner: string;
beforeAll(async () => {
  api = await startTestGateway({ TRUST_PROXY: 'true' });
  owner = await api.auth();
});
afterAll(async () => { await api.close(); });

const PASSWORD = 'kettle violin marsh 93 lantern';
/** The code an authenticator app shows `offsetSeconds` from now. */
const codeAt = (secret: string, offsetSeconds = 0) =>
  new OTPAuth.TOTP({ secret: OTPAuth.Secret.fromBase32(secret) }).generate({ timestamp: Date.now() + offsetSeconds * 1000 });
/** The next step's code: accepted (one step of clock drift is allowed) and later than one used just now. */
const nextCode = (secret: string) => codeAt(secret, 30);

let members = 0;
let addresses = 0;
const newAddress = () => `198.51.100.${(addresses += 1)}`;

function post(path: string, address: string, auth?: string) {
  const call = api.http().post(path).set('X-Forwarded-For', address);
  return auth ? call.set('Authorization', auth) : call;
}

/** A new editor with a password of its own. */
async function teamMember(gateway = api, ownerAuth = owner) {
  const email = `member${(members += 1)}@test.local`;
  const created = await gateway.http().post('/api/admin/admins').set('Authorization', ownerAuth).send({ email, role: 'editor' }).expect(200);
  const first = await gateway.http().post('/api/admin/login').send({ email, password: created.body.oneTimePassword }).expect(200);
  const auth = `Bearer ${first.body.token}`;
  await gateway.http().put('/api/admin/password').set('Authorization', auth)
    .send({ currentPassword: created.body.oneTimePassword, newPassword: PASSWORD }).expect(200);
  return { email, auth, id: created.body.admin._id as string };
}

/** A team member who turned two-factor sign-in on. */
async function enrolled(gateway = api, ownerAuth = owner) {
  const member = await teamMember(gateway, ownerAuth);
  const setup = await gateway.http().post('/api/admin/2fa/setup').set('Authorization', member.auth).expect(200);
  const enabled = await gateway.http().post('/api/admin/2fa/enable').set('Authorization', member.auth).send({ code: codeAt(setup.body.secret) }).expect(200);
  return { ...member, secret: setup.body.secret as string, recoveryCodes: enabled.body.recoveryCodes as string[] };
}

describe('enrolment', () => {
  it('setup answers a secret, its otpauth URL and a QR code made on the server; enable needs a right code and answers ten recovery codes once', async () => {
    const member = await teamMember();
    const setup = await api.http().post('/api/admin/2fa/setup').set('Authorization', member.auth).expect(200);
    expect(setup.body).toEqual({
      success: true,
      message: expect.stringMatching(/authenticator app/),
      secret: expect.stringMatching(/^[A-Z2-7]{32}$/),
      otpauthUrl: expect.stringMatching(/^otpauth:\/\/totp\/Northwind%20Digital:member\d+%40test\.local\?/),
      qrCode: expect.stringMatching(/^data:image\/svg\+xml;base64,/),
    });
    expect(setup.body.otpauthUrl).toContain(`secret=${setup.body.secret}`);
    expect(Buffer.from(setup.body.qrCode.split(',')[1], 'base64').toString('utf8')).toMatch(/^<svg[^>]*>/);

    // Nothing changes at sign-in until a code proves the app holds the secret.
    const before = await api.http().post('/api/admin/login').send({ email: member.email, password: PASSWORD }).expect(200);
    expect(before.body).toEqual({ success: true, token: expect.any(String), deviceToken: expect.any(String), message: 'Login successful' });

    const wrong = await api.http().post('/api/admin/2fa/enable').set('Authorization', member.auth).send({ code: '000000' === codeAt(setup.body.secret) ? '111111' : '000000' }).expect(400);
    expect(wrong.body).toEqual({ success: false, message: expect.stringMatching(/^code is incorrect/), requestId: expect.any(String) });
    await api.http().post('/api/admin/2fa/enable').set('Authorization', member.auth).send({}).expect(400);

    const enabled = await api.http().post('/api/admin/2fa/enable').set('Authorization', member.auth).send({ code: codeAt(setup.body.secret) }).expect(200);
    expect(enabled.body).toEqual({ success: true, message: expect.stringMatching(/Two-factor sign-in is on/), recoveryCodes: expect.any(Array) });
    const codes: string[] = enabled.body.recoveryCodes;
    expect(codes).toHaveLength(10);
    expect(new Set(codes).size).toBe(10);
    for (const code of codes) expect(code).toMatch(/^[a-z0-9]{5}-[a-z0-9]{5}$/);

    // The secret and the codes are never handed out again, and are not stored as they are.
    const me = await api.http().get('/api/admin/me').set('Authorization', member.auth).expect(200);
    expect(me.body.admin).toMatchObject({ twoFactorEnabled: true, twoFactorSetupRequired: false });
    const list = await api.http().get('/api/admin/admins').set('Authorization', owner).expect(200);
    expect(list.body.admins.find((admin: { email: string }) => admin.email === member.email)).toMatchObject({ twoFactorEnabled: true });
    for (const answer of [me.body, list.body]) expect(JSON.stringify(answer)).not.toContain(setup.body.secret);
    const { dataSource } = api.gateway.services;
    const stored = await dataSource.getRepository(Admin).findOneByOrFail({ email: member.email });
    expect(stored.twoFactorSecret).not.toContain(setup.body.secret);
    const hashes = (await dataSource.getRepository(RecoveryCode).findBy({ adminId: stored.id })).map((row) => row.codeHash);
    expect(hashes).toHaveLength(10);
    for (const code of codes) expect(hashes.join()).not.toContain(code.replace('-', ''));

    const again = await api.http().post('/api/admin/2fa/setup').set('Authorization', member.auth).expect(400);
    expect(again.body.message).toMatch(/on already/);
  });

  it('refuses the two-factor calls without a session', async () => {
    await api.http().post('/api/admin/2fa/setup').expect(401);
    await api.http().post('/api/admin/2fa/enable').send({ code: '123456' }).expect(401);
    await api.http().post('/api/admin/2fa/disable').send({ code: '123456' }).expect(401);
  });
});

describe('signing in with two-factor', () => {
  it('asks for a code after the password; the code step answers the token as login does, and a code works once', async () => {
    const member = await enrolled();
    const address = newAddress();
    const first = await post('/api/admin/login', address).send({ email: member.email, password: PASSWORD }).expect(200);
    expect(first.body).toEqual({
      success: false, twoFactorRequired: true, challenge: expect.any(String), message: expect.stringMatching(/code from your authenticator app/),
    });
    // The challenge is no session token.
    await api.http().get('/api/admin/me').set('Authorization', `Bearer ${first.body.challenge}`).expect(401);

    const wrong = await post('/api/admin/login/2fa', address).send({ challenge: first.body.challenge, code: '12345' }).expect(401);
    expect(wrong.body).toEqual({ success: false, message: 'Invalid authentication code', requestId: expect.any(String) });
    await post('/api/admin/login/2fa', address).send({ challenge: first.body.challenge }).expect(400);

    const code = nextCode(member.secret);
    const done = await post('/api/admin/login/2fa', address).send({ challenge: first.body.challenge, code }).expect(200);
    expect(done.body).toEqual({ success: true, token: expect.any(String), deviceToken: expect.any(String), message: 'Login successful' });
    await api.http().get('/api/admin/sessions').set('Authorization', `Bearer ${done.body.token}`).expect(200);

    // The same code again, even with a new challenge, is a replay.
    const second = await post('/api/admin/login', address).send({ email: member.email, password: PASSWORD }).expect(200);
    const replay = await post('/api/admin/login/2fa', address).send({ challenge: second.body.challenge, code }).expect(401);
    expect(replay.body.message).toBe('Invalid authentication code');
  });

  it('accepts a recovery code once, typed in any case, and refuses it the second time', async () => {
    const member = await enrolled();
    const address = newAddress();
    const challenge = async () => (await post('/api/admin/login', address).send({ email: member.email, password: PASSWORD }).expect(200)).body.challenge;
    const [code] = member.recoveryCodes;
    const used = await post('/api/admin/login/2fa', address).send({ challenge: await challenge(), code: ` ${code.toUpperCase()} ` }).expect(200);
    expect(used.body).toEqual({ success: true, token: expect.any(String), deviceToken: expect.any(String), message: 'Login successful' });
    const again = await post('/api/admin/login/2fa', address).send({ challenge: await challenge(), code }).expect(401);
    expect(again.body.message).toBe('Invalid authentication code');
    await post('/api/admin/login/2fa', address).send({ challenge: await challenge(), code: member.recoveryCodes[1] }).expect(200);
  });

  it('refuses a forged, expired or misused challenge', async () => {
    const member = await enrolled();
    const address = newAddress();
    const code = nextCode(member.secret);
    const secret = api.config.jwtSecret;
    const expired = (() => {
      const now = Date.now();
      const clock = jest.spyOn(Date, 'now').mockReturnValue(now - 10 * 60_000);
      try {
        return signChallenge({ adminId: member.id, challengeId: randomUUID(), passwordStamp: 'any' }, secret);
      } finally {
        clock.mockRestore();
      }
    })();
    const session = (await api.http().post('/api/admin/login').send(ADMIN).expect(200)).body.token;
    const refused = {
      forged: jwt.sign({ aud: 'two-factor-challenge' }, 'not-the-secret', { algorithm: 'HS256', subject: member.id, expiresIn: 300 }),
      'signed with the session key': jwt.sign({ aud: 'two-factor-challenge' }, secret, { algorithm: 'HS256', subject: member.id, expiresIn: 300 }),
      expired,
      'a session token': session,
      garbage: 'not-a-challenge',
    };
    for (const [kind, challenge] of Object.entries(refused)) {
      const response = await post('/api/admin/login/2fa', address).send({ challenge, code });
      expect([kind, response.status]).toEqual([kind, 401]);
      expect(response.body.message).toMatch(/expired or is not valid/);
    }
    // A real one still works with the same code: none of the refusals used it up.
    const challenge = (await post('/api/admin/login', address).send({ email: member.email, password: PASSWORD }).expect(200)).body.challenge;
    await post('/api/admin/login/2fa', address).send({ challenge, code }).expect(200);
  });

  it('throttles the code step like the password step: 429 with Retry-After, counted with the password attempt', async () => {
    const member = await enrolled();
    const address = newAddress();
    const { challenge } = (await post('/api/admin/login', address).send({ email: member.email, password: PASSWORD }).expect(200)).body;
    // The password attempt counted 1 of 5: four wrong codes are checked, then nothing more is.
    for (let attempt = 0; attempt < 4; attempt += 1) {
      await post('/api/admin/login/2fa', address).send({ challenge, code: `00000${attempt}` }).expect(401);
    }
    const blocked = await post('/api/admin/login/2fa', address).send({ challenge, code: nextCode(member.secret) }).expect(429);
    expect(blocked.body).toEqual({ success: false, message: expect.stringMatching(/too many failed login attempts/i), requestId: expect.any(String) });
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(14 * 60);
    const viaGraphql = await graphql(api, 'mutation($c: String!, $k: String!) { loginWithTwoFactor(challenge: $c, code: $k) { token } }', { c: challenge, k: '999999' })
      .set('X-Forwarded-For', address);
    expect(viaGraphql.body.errors[0].extensions.code).toBe('TOO_MANY_REQUESTS');
    // From another address the right code still signs in.
    const elsewhere = newAddress();
    const fresh = (await post('/api/admin/login', elsewhere).send({ email: member.email, password: PASSWORD }).expect(200)).body.challenge;
    await post('/api/admin/login/2fa', elsewhere).send({ challenge: fresh, code: nextCode(member.secret) }).expect(200);
  });
});

describe('a challenge works once', () => {
  const signIn = async (member: { email: string }, address: string) =>
    (await post('/api/admin/login', address).send({ email: member.email, password: PASSWORD }).expect(200)).body.challenge as string;
  const sessionsOf = (id: string) => api.gateway.services.dataSource.getRepository(AdminSession).countBy({ adminId: id });

  it('opens one session: used again with the next code it is refused', async () => {
    const member = await enrolled();
    const address = newAddress();
    const challenge = await signIn(member, address);
    const before = await sessionsOf(member.id);
    await post('/api/admin/login/2fa', address).send({ challenge, code: nextCode(member.secret) }).expect(200);
    const again = await post('/api/admin/login/2fa', address).send({ challenge, code: member.recoveryCodes[0] }).expect(401);
    expect(again.body).toEqual({ success: false, message: expect.stringMatching(/expired or is not valid/), requestId: expect.any(String) });
    const viaGraphql = await graphql(api, 'mutation($c: String!, $k: String!) { loginWithTwoFactor(challenge: $c, code: $k) { token } }', { c: challenge, k: member.recoveryCodes[1] })
      .set('X-Forwarded-For', address);
    expect(viaGraphql.body.errors[0]).toMatchObject({ message: expect.stringMatching(/expired or is not valid/), extensions: { code: 'UNAUTHENTICATED' } });
    expect(await sessionsOf(member.id)).toBe(before + 1);
  });

  it('opens one session when sent twice at once with two right codes', async () => {
    const member = await enrolled();
    const address = newAddress();
    const challenge = await signIn(member, address);
    const before = await sessionsOf(member.id);
    const answers = await Promise.all([nextCode(member.secret), member.recoveryCodes[0]].map((code) =>
      post('/api/admin/login/2fa', address).send({ challenge, code })));
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 401]);
    expect(await sessionsOf(member.id)).toBe(before + 1);
  });

  it('is refused once the password has changed since it was given', async () => {
    const member = await enrolled();
    const address = newAddress();
    const challenge = await signIn(member, address);
    await api.http().put('/api/admin/password').set('Authorization', member.auth)
      .send({ currentPassword: PASSWORD, newPassword: 'quartz meadow 71 copper whistle' }).expect(200);
    const refused = await post('/api/admin/login/2fa', address).send({ challenge, code: nextCode(member.secret) }).expect(401);
    expect(refused.body.message).toMatch(/expired or is not valid/);
  });

  it('is refused once the account signed out everywhere', async () => {
    const member = await enrolled();
    const address = newAddress();
    const challenge = await signIn(member, address);
    await api.http().delete('/api/admin/sessions').set('Authorization', member.auth).expect(200);
    const refused = await post('/api/admin/login/2fa', address).send({ challenge, code: nextCode(member.secret) }).expect(401);
    expect(refused.body.message).toMatch(/expired or is not valid/);
    // A new challenge, after the password again, still works.
    await post('/api/admin/login/2fa', address).send({ challenge: await signIn(member, address), code: member.recoveryCodes[0] }).expect(200);
  });
});

describe('turning two-factor off', () => {
  it('needs a right code; then login answers the token at once again', async () => {
    const member = await enrolled();
    const wrong = await api.http().post('/api/admin/2fa/disable').set('Authorization', member.auth).send({ code: 'aaaaa-bbbbb' }).expect(400);
    expect(wrong.body.message).toMatch(/^code is incorrect/);
    const off = await api.http().post('/api/admin/2fa/disable').set('Authorization', member.auth).send({ code: nextCode(member.secret) }).expect(200);
    expect(off.body).toEqual({ success: true, message: 'Two-factor sign-in is off.' });
    const login = await api.http().post('/api/admin/login').send({ email: member.email, password: PASSWORD }).expect(200);
    expect(login.body).toEqual({ success: true, token: expect.any(String), deviceToken: expect.any(String), message: 'Login successful' });
    expect(await api.gateway.services.dataSource.getRepository(RecoveryCode).countBy({ adminId: member.id })).toBe(0);
    const again = await api.http().post('/api/admin/2fa/disable').set('Authorization', member.auth).send({ code: '123456' }).expect(400);
    expect(again.body.message).toMatch(/off already/);
  });
});

describe('the audit trail', () => {
  const entries = async (action: string, adminEmail: string) =>
    (await api.http().get('/api/admin/audit').query({ action, adminEmail }).set('Authorization', owner).expect(200)).body.entries as
      Array<{ action: string; adminEmail: string; target: { kind: string; id: string } | null }>;

  it('records two-factor turned on and off, a wrong code at sign-in, and the sign-in the code completes', async () => {
    const member = await enrolled();
    expect(await entries('twofactor.enabled', member.email)).toEqual([expect.objectContaining({ target: expect.objectContaining({ kind: 'admin', id: member.id }) })]);

    const address = newAddress();
    const first = await post('/api/admin/login', address).send({ email: member.email, password: PASSWORD }).expect(200);
    await post('/api/admin/login/2fa', address).send({ challenge: first.body.challenge, code: 'aaaaa-bbbbb' }).expect(401);
    expect(await entries('login.failed', member.email)).toHaveLength(1);
    await post('/api/admin/login/2fa', address).send({ challenge: first.body.challenge, code: nextCode(member.secret) }).expect(200);
    // One by the enrolment's first password sign-ins, one by the code step.
    expect((await entries('login.succeeded', member.email)).length).toBeGreaterThanOrEqual(2);

    await api.http().post('/api/admin/2fa/disable').set('Authorization', member.auth).send({ code: member.recoveryCodes[0] }).expect(200);
    expect(await entries('twofactor.disabled', member.email)).toHaveLength(1);
  });

  it('records an owner requiring two-factor, or no longer', async () => {
    await api.http().put('/api/admin/2fa/policy').set('Authorization', owner).send({ required: false }).expect(200);
    expect((await entries('twofactorpolicy.updated', ADMIN.email))[0]).toMatchObject({ target: expect.objectContaining({ kind: 'policy' }) });
  });
});

describe('GraphQL', () => {
  it('sets up, enables, signs in in two steps and disables with a recovery code', async () => {
    const member = await teamMember();
    const setup = await graphql(api, 'mutation { setupTwoFactor { secret otpauthUrl qrCode } }', {}, { auth: member.auth }).expect(200);
    const { secret } = setup.body.data.setupTwoFactor;
    const enable = await graphql(api, 'mutation($code: String!) { enableTwoFactor(code: $code) }', { code: codeAt(secret) }, { auth: member.auth });
    // Turning it on answers the recovery codes themselves.
    expect(enable.body.data.enableTwoFactor).toHaveLength(10);

    const LOGIN = `mutation($email: String!, $password: String!) {
      login(email: $email, password: $password) { __typename ... on SignedIn { token } ... on TwoFactorChallenge { challenge } }
    }`;
    const first = await graphql(api, LOGIN, { email: member.email, password: PASSWORD }).expect(200);
    expect(first.body.data.login).toEqual({ __typename: 'TwoFactorChallenge', challenge: expect.any(String) });
    const STEP = 'mutation($challenge: String!, $code: String!) { loginWithTwoFactor(challenge: $challenge, code: $code) { token admin { email } } }';
    const wrong = await graphql(api, STEP, { challenge: first.body.data.login.challenge, code: '000000' === nextCode(secret) ? '111111' : '000000' });
    expect(wrong.body.errors[0]).toMatchObject({ message: 'Invalid authentication code', extensions: { code: 'UNAUTHENTICATED' } });
    const done = await graphql(api, STEP, { challenge: first.body.data.login.challenge, code: nextCode(secret) }).expect(200);
    expect(done.body.data.loginWithTwoFactor).toEqual({ token: expect.any(String), admin: { email: member.email } });

    const auth = `Bearer ${done.body.data.loginWithTwoFactor.token}`;
    const off = await graphql(api, 'mutation($code: String!) { disableTwoFactor(code: $code) { email twoFactorEnabled } }', { code: enable.body.data.enableTwoFactor[0] }, { auth });
    expect(off.body.data.disableTwoFactor).toEqual({ email: member.email, twoFactorEnabled: false });
    const me = await graphql(api, '{ me { twoFactorEnabled twoFactorSetupRequired } }', {}, { auth });
    expect(me.body.data.me).toEqual({ twoFactorEnabled: false, twoFactorSetupRequired: false });
  });
});

describe("the owners' requirement", () => {
  // Its own site: the owner turns two-factor on, which the other tests' owner never does.
  let site: TestGateway;
  let siteOwner: string;
  beforeAll(async () => {
    site = await startTestGateway();
    siteOwner = await site.auth();
  });
  afterAll(async () => { await site.close(); });

  it('only an owner with two-factor may require it; then an admin without it may only set it up', async () => {
    const editor = await teamMember(site, siteOwner);
    const refusedEditor = await site.http().put('/api/admin/2fa/policy').set('Authorization', editor.auth).send({ required: true }).expect(403);
    expect(refusedEditor.body.message).toMatch(/owner role/);
    const notYet = await site.http().put('/api/admin/2fa/policy').set('Authorization', siteOwner).send({ required: true }).expect(400);
    expect(notYet.body.message).toMatch(/your own account first/);
    expect((await site.http().get('/api/admin/2fa/policy').set('Authorization', siteOwner).expect(200)).body)
      .toEqual({ success: true, policy: expect.objectContaining({ twoFactorRequired: false }) });

    const setup = await site.http().post('/api/admin/2fa/setup').set('Authorization', siteOwner).expect(200);
    await site.http().post('/api/admin/2fa/enable').set('Authorization', siteOwner).send({ code: codeAt(setup.body.secret) }).expect(200);
    const on = await site.http().put('/api/admin/2fa/policy').set('Authorization', siteOwner).send({ required: true }).expect(200);
    expect(on.body).toEqual({ success: true, message: 'Two-factor sign-in is now required for every administrator.', policy: expect.objectContaining({ twoFactorRequired: true }) });
    const viaGraphql = await graphql(site, '{ twoFactorPolicy { twoFactorRequired } }', {}, { auth: siteOwner });
    expect(viaGraphql.body.data.twoFactorPolicy).toEqual({ twoFactorRequired: true });

    // The editor (already signed in, and signing in anew) gets a session that may only set two-factor up.
    const fresh = await site.http().post('/api/admin/login').send({ email: editor.email, password: PASSWORD }).expect(200);
    for (const auth of [editor.auth, `Bearer ${fresh.body.token}`]) {
      const refused = await site.http().get('/api/admin/sessions').set('Authorization', auth).expect(403);
      expect(refused.body.message).toMatch(/Two-factor sign-in is required for every administrator/);
      await site.http().delete('/api/testimonial/delete/00000000-0000-4000-8000-000000000000').set('Authorization', auth).expect(403);
    }
    const restricted = await graphql(site, '{ mySessions { id } }', {}, { auth: editor.auth });
    expect(restricted.body.errors[0].extensions.code).toBe('FORBIDDEN');
    const me = await site.http().get('/api/admin/me').set('Authorization', editor.auth).expect(200);
    expect(me.body.admin).toMatchObject({ twoFactorEnabled: false, twoFactorSetupRequired: true });

    const editorSetup = await site.http().post('/api/admin/2fa/setup').set('Authorization', editor.auth).expect(200);
    await site.http().post('/api/admin/2fa/enable').set('Authorization', editor.auth).send({ code: codeAt(editorSetup.body.secret) }).expect(200);
    await site.http().get('/api/admin/sessions').set('Authorization', editor.auth).expect(200);
    const list = await site.http().get('/api/admin/admins').set('Authorization', siteOwner).expect(200);
    expect(list.body.admins.map((admin: { twoFactorEnabled: boolean }) => admin.twoFactorEnabled)).toEqual([true, true]);

    const off = await site.http().put('/api/admin/2fa/policy').set('Authorization', siteOwner).send({ required: false }).expect(200);
    expect(off.body.policy.twoFactorRequired).toBe(false);
  });
});

describe('recovery on the machine (npm run admin -- reset-password)', () => {
  it('turns two-factor sign-in off with the new one-time password', async () => {
    const member = await enrolled();
    const { oneTimePassword } = await resetAdminPassword(api.gateway.services.dataSource, member.email);
    const login = await api.http().post('/api/admin/login').send({ email: member.email, password: oneTimePassword }).expect(200);
    expect(login.body).toEqual({ success: true, token: expect.any(String), deviceToken: expect.any(String), message: 'Login successful' });
    expect(await api.gateway.services.dataSource.getRepository(RecoveryCode).countBy({ adminId: member.id })).toBe(0);
  });
});
