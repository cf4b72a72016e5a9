import { graphql } from '../../../test/graphql';
import { ADMIN, startTestGateway, type TestGateway } from '../../../test/harness';

let api: TestGateway;
beforeAll(async () => {
  api = await startTestGateway();
});
afterAll(async () => { await api.close(); });

const TWELVE_HOURS = 12 * 60 * 60;

/** What a browser client reads from a JWT: the JSON of its header and payload, base64url-decoded. */
function readJwt(token: string) {
  const parts = token.split('.');
  expect(parts).toHaveLength(3);
  const decode = (part: string) => JSON.parse(Buffer.from(part.replace(/-/g, '+').replace(/_/g, '/'), 'base64').toString('utf8'));
  return { header: decode(parts[0]), payload: decode(parts[1]) };
}

const login = (body: Record<string, unknown>, gateway: TestGateway = api) => gateway.http().post('/api/admin/login').send(body);

const LOGIN = `mutation Login($email: String!, $password: String!) {
  login(email: $email, password: $password) { __typename ... on SignedIn { token admin { email role } } }
}`;

describe('POST /api/admin/login', () => {
  it('answers success with an HS256 token that expires in about 12 hours', async () => {
    const before = Math.floor(Date.now() / 1000);
    const response = await login(ADMIN).expect(200);
    expect(response.body).toEqual({ success: true, token: expect.any(String), deviceToken: expect.any(String), message: 'Login successful' });

    const { header, payload } = readJwt(response.body.token);
    expect(header).toMatchObject({ alg: 'HS256', typ: 'JWT' });
    expect(payload.sub).toEqual(expect.any(String));
    expect(payload.sub).not.toBe('');
    expect(payload.exp).toBeGreaterThanOrEqual(before + TWELVE_HOURS - 5);
    expect(payload.exp).toBeLessThanOrEqual(Math.floor(Date.now() / 1000) + TWELVE_HOURS + 5);
  });

  it('gives a token that opens protected calls', async () => {
    const { body } = await login(ADMIN).expect(200);
    const response = await api.http().get('/api/subscription/all').set('Authorization', `Bearer ${body.token}`).expect(200);
    expect(response.body).toEqual({ success: true, subscriptions: [], page: 1, limit: 100, total: 0, pages: 1 });
    await api.http().get('/api/subscription/all').expect(401);
  });

  it('matches the email whatever its case and surrounding spaces', async () => {
    const response = await login({ email: '  ADMIN@Test.Local ', password: ADMIN.password }).expect(200);
    expect(response.body.success).toBe(true);
    expect(readJwt(response.body.token).payload.email).toBe(ADMIN.email);
  });

  it('refuses a wrong password and an unknown email with the same 401 answer', async () => {
    const wrongPassword = await login({ email: ADMIN.email, password: 'not the password' }).expect(401);
    expect(wrongPassword.body).toEqual({ success: false, message: 'Invalid email or password', requestId: expect.any(String) });
    const unknownEmail = await login({ email: 'nobody@test.local', password: ADMIN.password }).expect(401);
    expect(unknownEmail.body).toEqual({ success: false, message: 'Invalid email or password', requestId: expect.any(String) });
    // The password is case-sensitive, unlike the email.
    await login({ email: ADMIN.email, password: ADMIN.password.toUpperCase() }).expect(401);
  });

  it.each([
    ['email missing', { password: ADMIN.password }, 'email is required'],
    ['email empty', { email: '', password: ADMIN.password }, 'email is required'],
    ['password missing', { email: ADMIN.email }, 'password is required'],
    ['password empty', { email: ADMIN.email, password: '' }, 'password is required'],
  ])('refuses %s with 400 naming the field', async (_case, body, message) => {
    const response = await login(body).expect(400);
    expect(response.body).toEqual({ success: false, message, requestId: expect.any(String) });
  });

  it('refuses a password over 200 characters with 400 before checking it', async () => {
    const response = await login({ email: ADMIN.email, password: 'x'.repeat(201) }).expect(400);
    expect(response.body).toEqual({ success: false, message: 'password must be at most 200 characters', requestId: expect.any(String) });
  });

  it('refuses a body that is not an object of strings with 400', async () => {
    const response = await login({ email: ['a@b.c'], password: { $ne: '' } }).expect(400);
    expect(response.body.success).toBe(false);
    expect(response.body.message).toMatch(/email|password/);
  });
});

describe('GraphQL login', () => {
  it('answers like REST and its token works on REST calls', async () => {
    const response = await graphql(api, LOGIN, { email: 'Admin@Test.Local', password: ADMIN.password }).expect(200);
    expect(response.body.errors).toBeUndefined();
    // A session: its token, and who it signs in.
    expect(response.body.data.login).toEqual({ __typename: 'SignedIn', token: expect.any(String), admin: { email: ADMIN.email, role: 'owner' } });
    expect(readJwt(response.body.data.login.token).header.alg).toBe('HS256');
    await api.http().get('/api/subscription/all').set('Authorization', `Bearer ${response.body.data.login.token}`).expect(200);
  });

  it('refuses a wrong password with UNAUTHENTICATED and no token', async () => {
    const response = await graphql(api, LOGIN, { email: ADMIN.email, password: 'wrong' });
    expect(response.body.data).toBeNull();
    expect(response.body.errors).toHaveLength(1);
    expect(response.body.errors[0]).toMatchObject({ message: 'Invalid email or password', extensions: { code: 'UNAUTHENTICATED' } });
  });
});

describe('login throttling', () => {
  // Each case has its own gateway and database (the counts live there), and TRUST_PROXY
  // lets a request state its client address, so the limits can be told apart.
  let throttled: TestGateway;
  afterEach(async () => { await throttled?.close(); });

  const loginFrom = (address: string, body: Record<string, unknown>) =>
    throttled.http().post('/api/admin/login').set('X-Forwarded-For', address).send(body);

  it('blocks an account from one address after 5 failures, with Retry-After, while the owner signs in elsewhere', async () => {
    throttled = await startTestGateway({ TRUST_PROXY: 'true' });
    for (let attempt = 1; attempt <= 5; attempt += 1) {
      const response = await loginFrom('198.51.100.7', { email: ADMIN.email, password: `guess ${attempt}` }).expect(401);
      expect(response.body.message).toBe('Invalid email or password');
    }
    const blocked = await loginFrom('198.51.100.7', { email: 'Admin@Test.Local', password: ADMIN.password }).expect(429);
    expect(blocked.body).toEqual({ success: false, message: expect.stringMatching(/too many failed login attempts.*15 minutes/i), requestId: expect.any(String) });
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(14 * 60);
    expect(Number(blocked.headers['retry-after'])).toBeLessThanOrEqual(15 * 60);

    const viaGraphql = await graphql(throttled, LOGIN, ADMIN).set('X-Forwarded-For', '198.51.100.7');
    expect(viaGraphql.body.errors[0]).toMatchObject({ extensions: { code: 'TOO_MANY_REQUESTS' } });
    expect(viaGraphql.body.data).toBeNull();

    // Someone else's wrong guesses never lock the owner out.
    await loginFrom('192.0.2.44', ADMIN).expect(200);
  });

  it('evaluates no more than 5 of 25 guesses sent at once', async () => {
    throttled = await startTestGateway({ TRUST_PROXY: 'true' });
    const answers = await Promise.all(
      Array.from({ length: 25 }, (_, attempt) => loginFrom('198.51.100.8', { email: ADMIN.email, password: `parallel ${attempt}` })),
    );
    const statuses = answers.map((answer) => answer.status).sort();
    expect(statuses.filter((status) => status === 401)).toHaveLength(5);
    expect(statuses.filter((status) => status === 429)).toHaveLength(20);
  });

  it('slows a guesser spread over many addresses: 100 attempts an hour per account', async () => {
    throttled = await startTestGateway({ TRUST_PROXY: 'true' });
    // 100 real sign-ins would take minutes of password hashing: count them the way sign-in does.
    const { limits } = throttled.gateway.services;
    for (let attempt = 0; attempt < 100; attempt += 1) await limits.admit('loginPerAccount', ADMIN.email);
    const blocked = await loginFrom('192.0.2.99', ADMIN).expect(429);
    expect(blocked.body.message).toMatch(/too many failed login attempts/i);
    await loginFrom('192.0.2.99', { ...ADMIN, email: 'someone.else@test.local' }).expect(401);
  });

  it('clears the count of an account when it logs in successfully', async () => {
    throttled = await startTestGateway({ TRUST_PROXY: 'true' });
    // 3 + 3 failures would pass the limit of 5 if the success between them did not reset the count.
    for (const round of [1, 2]) {
      for (let attempt = 1; attempt <= 3; attempt += 1) {
        await loginFrom(`198.51.100.${round}`, { email: ADMIN.email, password: `guess ${attempt}` }).expect(401);
      }
      await loginFrom(`198.51.100.${round}`, ADMIN).expect(200);
    }
  });

  it('blocks an address after 10 failures across different accounts, not other addresses', async () => {
    throttled = await startTestGateway({ TRUST_PROXY: 'true' });
    for (let attempt = 1; attempt <= 10; attempt += 1) {
      await loginFrom('203.0.113.5', { email: `nobody${attempt}@test.local`, password: 'guess' }).expect(401);
    }
    const blocked = await loginFrom('203.0.113.5', ADMIN).expect(429);
    expect(blocked.body.success).toBe(false);
    expect(blocked.body.message).toMatch(/too many failed login attempts/i);

    const elsewhere = await loginFrom('203.0.113.6', ADMIN).expect(200);
    expect(elsewhere.body.success).toBe(true);
  });
});
