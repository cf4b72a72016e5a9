import { graphql } from '../../../test/graphql';
import { ADMIN, startTestGateway, type TestGateway } from '../../../test/harness';

let api: TestGateway;
beforeAll(async () => { api = await startTestGateway(); });
afterAll(async () => { await api.close(); });

const STRONG = 'kettle violin marsh 93 lantern';

async function signIn(password = ADMIN.password): Promise<string> {
  const response = await api.http().post('/api/admin/login').send({ email: ADMIN.email, password }).expect(200);
  return `Bearer ${response.body.token}`;
}

const changePassword = (auth: string, body: Record<string, unknown>) =>
  api.http().put('/api/admin/password').set('Authorization', auth).send(body);

describe('PUT /api/admin/password', () => {
  it.each([
    ['a short one', 'short pass', /at least 12 characters/],
    ['a common one', 'password1234', /too easy to guess\. .*commonly used password/],
    ['a keyboard row', 'qwertyuiopasdf', /too easy to guess/],
    ['one over 200 characters', 'x'.repeat(201), /at most 200 characters/],
  ])('refuses %s with 400 saying why, and keeps the password', async (_case, newPassword, reason) => {
    const auth = await signIn();
    const response = await changePassword(auth, { currentPassword: ADMIN.password, newPassword }).expect(400);
    expect(response.body).toEqual({ success: false, message: expect.stringMatching(reason), requestId: expect.any(String) });
    await signIn();
  });

  it('refuses a wrong current password with 400, without signing out', async () => {
    const auth = await signIn();
    const response = await changePassword(auth, { currentPassword: 'not the password', newPassword: STRONG }).expect(400);
    expect(response.body.message).toBe('The current password is incorrect.');
    await api.http().get('/api/admin/sessions').set('Authorization', auth).expect(200);
  });

  it('refuses missing fields and a missing token', async () => {
    const auth = await signIn();
    expect((await changePassword(auth, { newPassword: STRONG }).expect(400)).body.message).toBe('currentPassword is required');
    expect((await changePassword(auth, { currentPassword: ADMIN.password }).expect(400)).body.message).toBe('newPassword is required');
    await api.http().put('/api/admin/password').send({ currentPassword: ADMIN.password, newPassword: STRONG }).expect(401);
  });

  it('changes the password and ends the other sessions, keeping this one', async () => {
    const other = await signIn();
    const current = await signIn();
    const response = await changePassword(current, { currentPassword: ADMIN.password, newPassword: STRONG }).expect(200);
    expect(response.body).toEqual({ success: true, message: 'Password changed. Your other sessions were signed out.' });
    await api.http().get('/api/admin/sessions').set('Authorization', other).expect(401);
    await api.http().get('/api/admin/sessions').set('Authorization', current).expect(200);
    await api.http().post('/api/admin/login').send(ADMIN).expect(401);
    const again = await signIn(STRONG);

    // And back, through GraphQL.
    const back = await graphql(api, `mutation { changePassword(currentPassword: "${STRONG}", newPassword: "${ADMIN.password}") { email passwordChangeRequired } }`, {}, { auth: again });
    expect(back.body).toEqual({ data: { changePassword: { email: ADMIN.email, passwordChangeRequired: false } } });
    await signIn();
  });
});
