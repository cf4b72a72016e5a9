import * as OTPAuth from 'otpauth';
import { graphql } from '../../../test/graphql';
import { startTestGateway, type TestGateway } from '../../../test/harness';

/**
 * A restricted session (signed in with a one-time password, or without two-factor sign-in
 * while the owners require it) reaches only the password change, `me`, logout and the
 * two-factor setup: the public reads too refuse it rather than show it drafts.
 */

jest.setTimeout(120_000);

let api: TestGateway;
let owner: string;
beforeAll(async () => {
  api = await startTestGateway();
  owner = await api.auth();
  await api.http().post('/api/blog/add').set('Authorization', owner).send({ title: 'Secret draft', content: '<p>draft-marker</p>', status: 'draft' }).expect(200);
  await api.http().post('/api/blog/add').set('Authorization', owner)
    .send({ title: 'Secret tomorrow', content: '<p>scheduled-marker</p>', publishAt: new Date(Date.now() + 86_400_000).toISOString() }).expect(200);
  await api.http().post('/api/portfolio/add').set('Authorization', owner)
    .field('category', 'Web App').field('projectName', 'Secret project').field('description', 'project-marker').field('status', 'draft').expect(200);
});
afterAll(async () => { await api.close(); });

const PASSWORD = 'kettle violin marsh 93 lantern';
const codeAt = (secret: string) => new OTPAuth.TOTP({ secret: OTPAuth.Secret.fromBase32(secret) }).generate();
let members = 0;

/** A new editor signed in with the one-time password the owner was given: it must change it first. */
async function withOneTimePassword() {
  const email = `restricted${(members += 1)}@test.local`;
  const created = await api.http().post('/api/admin/admins').set('Authorization', owner).send({ email, role: 'editor' }).expect(200);
  const first = await api.http().post('/api/admin/login').send({ email, password: created.body.oneTimePassword }).expect(200);
  return { email, auth: `Bearer ${first.body.token}`, oneTimePassword: created.body.oneTimePassword as string };
}

const secrets = ['Secret draft', 'draft-marker', 'Secret tomorrow', 'scheduled-marker', 'Secret project', 'project-marker'];
const expectNothingSecret = (text: string) => secrets.forEach((secret) => expect(text).not.toContain(secret));

/** Every way the probe read drafts: REST items and lists, GraphQL items and lists. */
async function expectDraftsRefused(auth: string, message: RegExp) {
  for (const path of ['/api/blog/secret-draft', '/api/blog/secret-tomorrow', '/api/portfolio/secret-project', '/api/blog/all', '/api/portfolio/all']) {
    const response = await api.http().get(path).set('Authorization', auth);
    expect({ path, status: response.status }).toEqual({ path, status: 403 });
    expect(response.body).toEqual({ success: false, message: expect.stringMatching(message), requestId: expect.any(String) });
    expectNothingSecret(response.text);
  }
  for (const query of ['{ blogs { items { title content } } }', '{ blog(id: "secret-draft") { title content } }', '{ portfolio(id: "secret-project") { projectName } }']) {
    const response = await graphql(api, query, {}, { auth }).expect(200);
    expect(response.body.data ?? null).toBeNull();
    expect(response.body.errors[0]).toMatchObject({ message: expect.stringMatching(message), extensions: { code: 'FORBIDDEN' } });
    expectNothingSecret(response.text);
  }
}

describe('restricted sessions', () => {
  it('a session with a one-time password reads no draft over REST or GraphQL, and is told to change its password', async () => {
    const member = await withOneTimePassword();
    await expectDraftsRefused(member.auth, /one-time password: change your password/);
    // What it may do still works, and once the password is its own it reads drafts as an administrator.
    await api.http().get('/api/admin/me').set('Authorization', member.auth).expect(200);
    await api.http().put('/api/admin/password').set('Authorization', member.auth)
      .send({ currentPassword: member.oneTimePassword, newPassword: PASSWORD }).expect(200);
    const draft = await api.http().get('/api/blog/secret-draft').set('Authorization', member.auth).expect(200);
    expect(draft.body.blog.title).toBe('Secret draft');
    // A visitor still gets 404, as before.
    await api.http().get('/api/blog/secret-draft').expect(404);
  });

  it('a session without two-factor sign-in while the owners require it reads no draft, and is told to set it up', async () => {
    const member = await withOneTimePassword();
    await api.http().put('/api/admin/password').set('Authorization', member.auth)
      .send({ currentPassword: member.oneTimePassword, newPassword: PASSWORD }).expect(200);
    const setup = await api.http().post('/api/admin/2fa/setup').set('Authorization', owner).expect(200);
    await api.http().post('/api/admin/2fa/enable').set('Authorization', owner).send({ code: codeAt(setup.body.secret) }).expect(200);
    await api.http().put('/api/admin/2fa/policy').set('Authorization', owner).send({ required: true }).expect(200);
    try {
      await expectDraftsRefused(member.auth, /Two-factor sign-in is required for every administrator: set it up/);
      await api.http().get('/api/admin/me').set('Authorization', member.auth).expect(200);
    } finally {
      await api.http().put('/api/admin/2fa/policy').set('Authorization', owner).send({ required: false }).expect(200);
    }
  });
});
