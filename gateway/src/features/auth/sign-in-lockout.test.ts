import * as OTPAuth from 'otpauth';
import { graphql } from '../../../test/graphql';
import { ADMIN, startTestGateway, type TestGateway } from '../../../test/harness';

/**
 * Lockout that strangers cannot trigger (OWASP device cookies): guesses spread over many
 * addresses lock the account for unknown devices, never for a browser that signed in
 * before. Each test has its own gateway (the counts live in its database); TRUST_PROXY
 * lets each request state its client address.
 */

jest.setTimeout(180_000);

let site: TestGateway;
afterEach(async () => { await site?.close(); });

const from = (address: string) => site.http().post('/api/admin/login').set('X-Forwarded-For', address);
const codeStepFrom = (address: string) => site.http().post('/api/admin/login/2fa').set('X-Forwarded-For', address);

/** Five guesses from each of `addresses` addresses, five at a time: each address stays within its own limit. */
async function spreadGuesses(addresses: number, guess: (address: string, attempt: number) => Promise<unknown>) {
  for (let a = 1; a <= addresses; a += 1) {
    await Promise.all(Array.from({ length: 5 }, (_, attempt) => guess(`198.51.${100 + Math.floor(a / 250)}.${a % 250}`, attempt)));
  }
}

type AuditEntry = { action: string; adminEmail: string; ip: string; target: { id: string | null } | null; changes: Array<{ field: string; after: string | null }> };
async function refusals(auth: string): Promise<AuditEntry[]> {
  const answer = await site.http().get('/api/admin/audit').query({ action: 'login.refused' }).set('Authorization', auth).expect(200);
  return answer.body.entries;
}

describe('the password step', () => {
  it('lets a known browser in after 100 wrong passwords from 20 addresses; an unknown device is limited; the Activity shows the refusal', async () => {
    site = await startTestGateway({ TRUST_PROXY: 'true' });
    // The owner signed in from this browser before: the answer gave it a device token.
    const home = await from('192.0.2.10').send(ADMIN).expect(200);
    const { deviceToken } = home.body;
    expect(deviceToken).toEqual(expect.any(String));

    // 100 wrong passwords from 20 addresses, 5 each (the last may already meet the account's limit of 100).
    await spreadGuesses(20, (address, attempt) => from(address).send({ email: ADMIN.email, password: `guess ${attempt}` }));

    // An unknown device, from an address never seen: the account is locked for it.
    const stranger = await from('203.0.113.50').send(ADMIN).expect(429);
    expect(stranger.body.message).toMatch(/too many failed login attempts/i);
    expect(Number(stranger.headers['retry-after'])).toBeGreaterThan(0);
    await from('203.0.113.51').send(ADMIN).expect(429);

    // The owner's browser, from wherever it is now (REST and GraphQL): only its own failures count.
    const owner = await from('203.0.113.52').send({ ...ADMIN, deviceToken }).expect(200);
    expect(owner.body).toEqual({ success: true, token: expect.any(String), deviceToken: expect.any(String), message: 'Login successful' });
    const viaGraphql = await graphql(site, `mutation($email: String!, $password: String!, $deviceToken: String) {
      login(email: $email, password: $password, deviceToken: $deviceToken) { __typename ... on SignedIn { token deviceToken } }
    }`, { ...ADMIN, deviceToken }).set('X-Forwarded-For', '198.51.100.1');
    expect(viaGraphql.body.data.login).toEqual({ __typename: 'SignedIn', token: expect.any(String), deviceToken: expect.any(String) });

    // The owner sees it: one refusal for the window (however many followed), with its reason, and no address.
    const auth = `Bearer ${owner.body.token}`;
    const seen = await refusals(auth);
    expect(seen).toEqual([expect.objectContaining({
      action: 'login.refused', adminEmail: ADMIN.email, ip: '', changes: [{ field: 'reason', before: null, after: 'too many failed attempts from unknown devices' }],
    })]);
    expect(JSON.stringify(seen)).not.toMatch(/203\.0\.113|198\.51\.100/);

    // A changed password revokes the device tokens given before it.
    const newPassword = 'amber fjord 48 pelican wharf';
    await site.http().put('/api/admin/password').set('Authorization', auth).send({ currentPassword: ADMIN.password, newPassword }).expect(200);
    await from('203.0.113.53').send({ email: ADMIN.email, password: newPassword, deviceToken }).expect(429);
  });

  it('locks a device token by its own failures only, and takes a forged one for an unknown device', async () => {
    site = await startTestGateway({ TRUST_PROXY: 'true' });
    const { deviceToken } = (await from('192.0.2.10').send(ADMIN).expect(200)).body;
    // Ten wrong passwords with the token, from ten addresses: the token is locked, wherever it is used.
    for (let attempt = 1; attempt <= 10; attempt += 1) {
      await from(`198.51.100.${attempt}`).send({ email: ADMIN.email, password: `guess ${attempt}`, deviceToken }).expect(401);
    }
    const locked = await from('198.51.100.77').send({ ...ADMIN, deviceToken }).expect(429);
    expect(locked.body.message).toMatch(/too many failed login attempts/i);
    // Those guesses never reached the unknown devices' counts: the owner signs in elsewhere.
    await from('192.0.2.11').send(ADMIN).expect(200);

    // Another account's token, or a token not signed here, is an unknown device's: limited per account and address.
    const forged = `${deviceToken.slice(0, -4)}AAAA`;
    for (let attempt = 1; attempt <= 5; attempt += 1) {
      await from('203.0.113.9').send({ email: ADMIN.email, password: `guess ${attempt}`, deviceToken: forged }).expect(401);
    }
    await from('203.0.113.9').send({ ...ADMIN, deviceToken: forged }).expect(429);
  });
});

describe('the code step (two-factor)', () => {
  const codeAt = (secret: string, offsetSeconds = 0) =>
    new OTPAuth.TOTP({ secret: OTPAuth.Secret.fromBase32(secret) }).generate({ timestamp: Date.now() + offsetSeconds * 1000 });

  it('lets a known browser in after 100 wrong codes from 20 addresses; an unknown device is limited', async () => {
    site = await startTestGateway({ TRUST_PROXY: 'true' });
    const auth = await site.auth();
    const setup = await site.http().post('/api/admin/2fa/setup').set('Authorization', auth).expect(200);
    const { secret } = setup.body;
    const enabled = await site.http().post('/api/admin/2fa/enable').set('Authorization', auth).send({ code: codeAt(secret) }).expect(200);
    const [recoveryCode] = enabled.body.recoveryCodes;

    // The owner signs in with the password and a code: the browser gets its device token.
    const first = await from('192.0.2.10').send(ADMIN).expect(200);
    const signedIn = await codeStepFrom('192.0.2.10').send({ challenge: first.body.challenge, code: codeAt(secret, 30) }).expect(200);
    const { deviceToken } = signedIn.body;
    expect(deviceToken).toEqual(expect.any(String));

    // Someone who has the password guesses codes from 20 addresses with one challenge of their own.
    const { challenge } = (await from('203.0.113.1').send(ADMIN).expect(200)).body;
    await spreadGuesses(20, (address, attempt) => codeStepFrom(address).send({ challenge, code: `00000${attempt}` }));
    await from('203.0.113.60').send(ADMIN).expect(429);

    // The owner's browser: the password step and the code step count only its own failures.
    const step = await from('203.0.113.61').send({ ...ADMIN, deviceToken }).expect(200);
    const wrong = await codeStepFrom('203.0.113.61').send({ challenge: step.body.challenge, code: 'aaaaa-bbbbb' }).expect(401);
    expect(wrong.body.message).toBe('Invalid authentication code');
    const done = await codeStepFrom('203.0.113.61').send({ challenge: step.body.challenge, code: recoveryCode }).expect(200);
    expect(done.body).toEqual({ success: true, token: expect.any(String), deviceToken: expect.any(String), message: 'Login successful' });
    expect((await refusals(`Bearer ${done.body.token}`)).map((entry) => entry.changes[0].after)).toContain('too many failed attempts from unknown devices');
  });
});
