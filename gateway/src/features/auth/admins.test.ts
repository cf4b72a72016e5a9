import { graphql } from '../../../test/graphql';
import { ADMIN, startTestGateway, type TestGateway } from '../../../test/harness';
import { Admin } from './admin.entity';

let api: TestGateway;
let owner: string;
beforeAll(async () => {
  api = await startTestGateway();
  owner = await api.auth();
});
afterAll(async () => { await api.close(); });

const NEW_PASSWORD = 'kettle violin marsh 93 lantern';
const ANY_ID = '00000000-0000-4000-8000-000000000000';

const signIn = async (email: string, password: string) =>
  `Bearer ${(await api.http().post('/api/admin/login').send({ email, password }).expect(200)).body.token}`;

/** A new administrator, signed in with its own password. */
async function teamMember(email: string, role: 'owner' | 'editor') {
  const created = await api.http().post('/api/admin/admins').set('Authorization', owner).send({ email, role }).expect(200);
  const first = await signIn(email, created.body.oneTimePassword);
  await api.http().put('/api/admin/password').set('Authorization', first)
    .send({ currentPassword: created.body.oneTimePassword, newPassword: NEW_PASSWORD }).expect(200);
  return { id: created.body.admin._id as string, auth: first };
}

describe('administrators', () => {
  it('the first admin is an owner', async () => {
    const response = await api.http().get('/api/admin/admins').set('Authorization', owner).expect(200);
    expect(response.body).toEqual({
      success: true,
      admins: [expect.objectContaining({ email: ADMIN.email, role: 'owner', disabled: false, passwordChangeRequired: false, _id: expect.any(String) })],
    });
    expect(JSON.stringify(response.body)).not.toMatch(/passwordHash|argon2/);
  });

  it('adds an admin with a one-time password that allows nothing but changing it', async () => {
    const created = await api.http().post('/api/admin/admins').set('Authorization', owner).send({ email: 'New.Editor@Test.Local', role: 'editor' }).expect(200);
    expect(created.body).toEqual({
      success: true,
      message: 'Administrator new.editor@test.local added',
      admin: expect.objectContaining({ email: 'new.editor@test.local', role: 'editor', disabled: false, passwordChangeRequired: true }),
      oneTimePassword: expect.stringMatching(/^[\w-]{16}$/),
    });
    const first = await signIn('new.editor@test.local', created.body.oneTimePassword);
    const me = await api.http().get('/api/admin/me').set('Authorization', first).expect(200);
    expect(me.body).toEqual({ success: true, admin: expect.objectContaining({ email: 'new.editor@test.local', role: 'editor', passwordChangeRequired: true }) });
    const refused = await api.http().get('/api/admin/sessions').set('Authorization', first).expect(403);
    expect(refused.body).toEqual({ success: false, message: expect.stringMatching(/one-time password: change your password/), requestId: expect.any(String) });
    await api.http().delete(`/api/testimonial/delete/${ANY_ID}`).set('Authorization', first).expect(403);
    const viaGraphql = await graphql(api, '{ mySessions { id } }', {}, { auth: first });
    expect(viaGraphql.body.errors[0].extensions.code).toBe('FORBIDDEN');

    await api.http().put('/api/admin/password').set('Authorization', first)
      .send({ currentPassword: created.body.oneTimePassword, newPassword: NEW_PASSWORD }).expect(200);
    await api.http().get('/api/admin/sessions').set('Authorization', first).expect(200);
    await signIn('new.editor@test.local', NEW_PASSWORD);

    const twice = await api.http().post('/api/admin/admins').set('Authorization', owner).send({ email: 'new.editor@test.local', role: 'owner' }).expect(400);
    expect(twice.body.message).toMatch(/exists already/);
  });

  it.each([
    ['no email', { role: 'editor' }, 'email is required'],
    ['a bad email', { email: 'not-an-email', role: 'editor' }, 'email must be a valid email address'],
    ['an unknown role', { email: 'x@test.local', role: 'admin' }, 'role must be one of: owner, editor'],
  ])('refuses to add an admin with %s (400)', async (_case, body, message) => {
    const response = await api.http().post('/api/admin/admins').set('Authorization', owner).send(body).expect(400);
    expect(response.body.message).toBe(message);
  });

  describe('an editor', () => {
    let editor: string;
    beforeAll(async () => { editor = (await teamMember('editor@test.local', 'editor')).auth; });

    it.each([
      ['get', '/api/subscription/all'],
      ['delete', `/api/subscription/${ANY_ID}`],
      ['get', '/api/subscription/export'],
      ['get', '/api/contact/all'],
      ['put', `/api/contact/${ANY_ID}/status`],
      ['delete', `/api/contact/${ANY_ID}`],
      ['get', '/api/contact/export'],
      ['get', '/api/admin/admins'],
      ['post', '/api/admin/admins'],
      ['put', `/api/admin/admins/${ANY_ID}`],
      ['delete', `/api/admin/admins/${ANY_ID}`],
    ] as const)('is refused %s %s with 403 and a message', async (method, path) => {
      const call = api.http()[method](path).set('Authorization', editor);
      const response = await (method === 'get' ? call : call.send({ email: 'x@test.local', role: 'owner', status: 'read' }));
      expect(response.status).toBe(403);
      expect(response.body).toEqual({ success: false, message: expect.stringMatching(/owner role.*signed in as an editor/), requestId: expect.any(String) });
    });

    it.each([
      ['subscriptions', '{ subscriptions { total } }'],
      ['contacts', '{ contacts { total } }'],
      ['admins', '{ admins { email } }'],
      ['deleteContact', `mutation { deleteContact(id: "${ANY_ID}") }`],
      ['deleteSubscription', `mutation { deleteSubscription(id: "${ANY_ID}") }`],
      ['createAdmin', 'mutation { createAdmin(email: "x@test.local", role: owner) { oneTimePassword } }'],
      ['deleteAdmin', `mutation { deleteAdmin(id: "${ANY_ID}") { id } }`],
    ])('is refused %s through GraphQL with FORBIDDEN', async (_field, query) => {
      const response = await graphql(api, query, {}, { auth: editor });
      expect(response.body.errors[0]).toMatchObject({ message: expect.stringMatching(/owner role/), extensions: { code: 'FORBIDDEN' } });
    });

    it('manages the content: statistics, footer, testimonials', async () => {
      const { statistics } = (await api.http().get('/api/statistics/get').expect(200)).body;
      await api.http().put('/api/statistics/update').set('Authorization', editor).send({ ...statistics, _id: undefined, updatedAt: undefined, createdAt: undefined }).expect(200);
      const added = await api.http().post('/api/testimonial/add').set('Authorization', editor).field('userName', 'Ada').field('review', 'Great').field('rating', '5').expect(200);
      expect(added.body.success).toBe(true);
      await api.http().get('/api/admin/sessions').set('Authorization', editor).expect(200);
    });
  });

  it('changes a role, which applies to the next request', async () => {
    const member = await teamMember('promoted@test.local', 'editor');
    await api.http().get('/api/contact/all').set('Authorization', member.auth).expect(403);
    const response = await api.http().put(`/api/admin/admins/${member.id}`).set('Authorization', owner).send({ role: 'owner' }).expect(200);
    expect(response.body).toEqual({ success: true, message: 'Administrator promoted@test.local updated', admin: expect.objectContaining({ role: 'owner' }) });
    await api.http().get('/api/contact/all').set('Authorization', member.auth).expect(200);
    await api.http().put(`/api/admin/admins/${member.id}`).set('Authorization', owner).send({}).expect(400);
  });

  it('disabling ends the sessions at once and refuses sign-in; enabling allows it again', async () => {
    const member = await teamMember('disabled@test.local', 'editor');
    await api.http().put(`/api/admin/admins/${member.id}`).set('Authorization', owner).send({ disabled: true }).expect(200);
    await api.http().get('/api/admin/sessions').set('Authorization', member.auth).expect(401);
    const refused = await api.http().post('/api/admin/login').send({ email: 'disabled@test.local', password: NEW_PASSWORD }).expect(401);
    expect(refused.body.message).toMatch(/disabled/);
    await api.http().put(`/api/admin/admins/${member.id}`).set('Authorization', owner).send({ disabled: false }).expect(200);
    await signIn('disabled@test.local', NEW_PASSWORD);
  });

  it('removes an admin: its tokens stop working; an unknown id answers 404', async () => {
    const member = await teamMember('removed@test.local', 'editor');
    const response = await api.http().delete(`/api/admin/admins/${member.id}`).set('Authorization', owner).expect(200);
    expect(response.body).toEqual({ success: true, message: 'Administrator removed@test.local removed' });
    await api.http().get('/api/admin/sessions').set('Authorization', member.auth).expect(401);
    await api.http().delete(`/api/admin/admins/${member.id}`).set('Authorization', owner).expect(404);
  });

  it('never leaves the site without an owner: the last one cannot be demoted, disabled or removed', async () => {
    const lone = await startTestGateway();
    try {
      const auth = await lone.auth();
      const [{ _id: id }] = (await lone.http().get('/api/admin/admins').set('Authorization', auth).expect(200)).body.admins;
      for (const [body, doing] of [[{ role: 'editor' }, 'made an editor'], [{ disabled: true }, 'disabled']] as const) {
        const response = await lone.http().put(`/api/admin/admins/${id}`).set('Authorization', auth).send(body).expect(400);
        expect(response.body.message).toBe(`The last owner cannot be ${doing}: make another administrator an owner first.`);
      }
      const removal = await lone.http().delete(`/api/admin/admins/${id}`).set('Authorization', auth).expect(400);
      expect(removal.body.message).toMatch(/^The last owner cannot be removed/);
      await lone.http().get('/api/admin/admins').set('Authorization', auth).expect(200);

      // Both owners demoted at once: one of them stays an owner (the other call is refused
      // as the last owner's, or as no longer an owner's when the caller was demoted first).
      const second = await lone.http().post('/api/admin/admins').set('Authorization', auth).send({ email: 'second@test.local', role: 'owner' }).expect(200);
      const answers = await Promise.all([id, second.body.admin._id].map((target) =>
        lone.http().put(`/api/admin/admins/${target}`).set('Authorization', auth).send({ role: 'editor' })));
      expect(answers.filter((answer) => answer.status === 200)).toHaveLength(1);
      expect(await lone.gateway.services.dataSource.getRepository(Admin).countBy({ role: 'owner' })).toBe(1);
    } finally {
      await lone.close();
    }
  });
});
