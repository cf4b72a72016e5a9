/**
 * What a GraphQL client gets when a change is refused: no `success`/`message`
 * payload, but `data: null` and one error with a clear message and its code in
 * `extensions.code`, one test per code; and nothing written.
 */
import { graphql } from '../../../test/graphql';
import { startTestGateway, type TestGateway } from '../../../test/harness';
import { Admin } from '../../features/auth/admin.entity';
import { Blog } from '../../features/blog/blog.entity';
import { Contact } from '../../features/contact/contact.entity';
import { Testimonial } from '../../features/testimonial/testimonial.entity';
import { DATABASE_UNAVAILABLE_MESSAGE } from './outage';

let api: TestGateway;
let owner: string;
let editor: string;
beforeAll(async () => {
  api = await startTestGateway();
  owner = await api.auth();
  editor = await signedInEditor('editor@test.local');
});
afterAll(async () => { await api.close(); });

/** An editor with a password of its own (a one-time password would be refused for another reason). */
async function signedInEditor(email: string): Promise<string> {
  const CREATE = 'mutation ($email: String!) { createAdmin(email: $email, role: editor) { oneTimePassword } }';
  const created = await graphql(api, CREATE, { email }, { auth: owner }).expect(200);
  const oneTimePassword = created.body.data.createAdmin.oneTimePassword as string;
  const LOGIN = 'mutation ($email: String!, $password: String!) { login(email: $email, password: $password) { ... on SignedIn { token } } }';
  const first = `Bearer ${(await graphql(api, LOGIN, { email, password: oneTimePassword })).body.data.login.token}`;
  const CHANGE = 'mutation ($current: String!, $next: String!) { changePassword(currentPassword: $current, newPassword: $next) { id } }';
  await graphql(api, CHANGE, { current: oneTimePassword, next: 'kettle violin marsh 93 lantern' }, { auth: first }).expect(200);
  return first;
}

/** The whole answer of a refused change: no data, one error with this message and code. */
const refused = (code: string, message: string) => ({
  data: null,
  errors: [{ message, path: expect.any(Array), extensions: { code, requestId: expect.any(String) } }],
});

const ADD_TESTIMONIAL = 'mutation ($input: TestimonialInput!) { addTestimonial(input: $input) { id } }';
const ADD_BLOG = 'mutation ($input: BlogInput!) { addBlog(input: $input) { id slug } }';

describe('a refused change on GraphQL', () => {
  it('BAD_USER_INPUT: input the rules refuse, with the message naming the field', async () => {
    const response = await graphql(api, ADD_TESTIMONIAL, { input: { rating: 9, review: 'Great.', userName: 'Ada' } }, { auth: owner }).expect(200);
    expect(response.body).toEqual(refused('BAD_USER_INPUT', 'rating must be between 1 and 5'));
    expect(await api.count(Testimonial)).toBe(0);
  });

  it('UNAUTHENTICATED: a change sent without a token', async () => {
    const response = await graphql(api, ADD_TESTIMONIAL, { input: { rating: 5, review: 'Great.', userName: 'Ada' } }).expect(200);
    expect(response.body).toEqual(refused('UNAUTHENTICATED', 'Authentication required. Please log in.'));
    expect(await api.count(Testimonial)).toBe(0);
  });

  it("FORBIDDEN: an editor doing an owner's job", async () => {
    const admins = await api.count(Admin);
    const response = await graphql(api, 'mutation { createAdmin(email: "ana@test.local", role: owner) { admin { id } } }', {}, { auth: editor }).expect(200);
    expect(response.body).toEqual(refused('FORBIDDEN', 'Only an administrator with the owner role may do this; you are signed in as an editor.'));
    expect(await api.count(Admin)).toBe(admins);
  });

  it('NOT_FOUND: an id that names nothing', async () => {
    const UNKNOWN = '3f0b2d4e-0000-4000-8000-000000000000';
    const response = await graphql(api, 'mutation ($id: ID!) { updateContactStatus(id: $id, status: read) { id status } }', { id: UNKNOWN }, { auth: owner }).expect(200);
    expect(response.body).toEqual(refused('NOT_FOUND', 'Contact not found'));
    expect(await api.count(Contact)).toBe(0);
  });

  it('CONFLICT: a slug another post has', async () => {
    const first = await graphql(api, ADD_BLOG, { input: { title: 'First post', slug: 'taken' } }, { auth: owner }).expect(200);
    expect(first.body.data.addBlog.slug).toBe('taken');
    const second = await graphql(api, ADD_BLOG, { input: { title: 'Second post', slug: 'taken' } }, { auth: owner }).expect(200);
    expect(second.body).toEqual(refused('CONFLICT', 'slug "taken" is already used by another blog item'));
    expect(await api.count(Blog)).toBe(1);
  });

  it('CONFLICT: an email another administrator has', async () => {
    const admins = await api.count(Admin);
    const response = await graphql(api, 'mutation { createAdmin(email: "Editor@Test.Local", role: editor) { admin { id } } }', {}, { auth: owner }).expect(200);
    expect(response.body).toEqual(refused('CONFLICT', 'An administrator with the email editor@test.local exists already.'));
    expect(await api.count(Admin)).toBe(admins);
  });

  it('SERVICE_UNAVAILABLE: the database away when the change is written', async () => {
    const STATISTICS = '{ statistics { projectsCompleted } }';
    const before = (await graphql(api, STATISTICS).expect(200)).body.data.statistics;
    // What the MySQL driver throws when the server is not there; the write's transaction cannot begin.
    const away = Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:3306'), { code: 'ECONNREFUSED' });
    const { dataSource } = api.gateway.services;
    const transaction = jest.spyOn(dataSource, 'transaction').mockRejectedValue(away);
    try {
      const input = {
        projectsCompleted: '99+', projectsCompletedDescription: 'a', industriesServed: 'b',
        industriesServedDescription: 'c', clientSatisfaction: 'd', clientSatisfactionDescription: 'e',
      };
      const response = await graphql(api, 'mutation ($input: StatisticsInput!) { updateStatistics(input: $input) { projectsCompleted } }', { input }, { auth: owner }).expect(200);
      expect(response.body).toEqual(refused('SERVICE_UNAVAILABLE', DATABASE_UNAVAILABLE_MESSAGE));
    } finally {
      transaction.mockRestore();
    }
    expect((await graphql(api, STATISTICS).expect(200)).body.data.statistics).toEqual(before);
  });
});
