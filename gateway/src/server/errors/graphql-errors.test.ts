/**
 * What a GraphQL client gets when a change is refused: no `success`/`message`
 * payload, but `data: null` and one error with a clear message and its code in
 * `extensions.code`, one test per code; and nothing written.
 */
import type { EntityTarget, ObjectLiteral } from 'typeorm';
import { graphql } from '../../../test/graphql';
import { sharedGateway } from '../../../test/harness';
import { Admin } from '../../features/auth/admin.entity';
import { Blog } from '../../features/blog/blog.entity';
import { Contact } from '../../features/contact/contact.entity';
import { Testimonial } from '../../features/testimonial/testimonial.entity';
import { DATABASE_UNAVAILABLE_MESSAGE } from '../../api/errors/outage';

const site = sharedGateway();
let owner: string;
let editor: string;
beforeAll(async () => {
  owner = await site().auth();
  editor = await signedInEditor('editor@test.local');
});

/** An editor with a password of its own (a one-time password would be refused for another reason). */
async function signedInEditor(email: string): Promise<string> {
  const CREATE = 'mutation ($email: String!) { createAdmin(email: $email, role: editor) { oneTimePassword } }';
  const created = await graphql(site(), CREATE, { email }, { auth: owner }).expect(200);
  const oneTimePassword = created.body.data.createAdmin.oneTimePassword as string;
  const LOGIN = 'mutation ($email: String!, $password: String!) { login(email: $email, password: $password) { ... on SignedIn { token } } }';
  const first = `Bearer ${(await graphql(site(), LOGIN, { email, password: oneTimePassword })).body.data.login.token}`;
  const CHANGE = 'mutation ($current: String!, $next: String!) { changePassword(currentPassword: $current, newPassword: $next) { id } }';
  await graphql(site(), CHANGE, { current: oneTimePassword, next: 'kettle violin marsh 93 lantern' }, { auth: first }).expect(200);
  return first;
}

/** The whole answer of a refused change: no data, one error with this message and code. */
const refused = (code: string, message: string) => ({
  data: null,
  errors: [{ message, path: expect.any(Array), extensions: { code, requestId: expect.any(String) } }],
});

/** Sends a change that must be refused, checks that `written` holds no more rows after it, and gives its answer. */
async function refusedChange<T extends ObjectLiteral>(written: EntityTarget<T>, query: string, variables: object, auth?: string) {
  const before = await site().count(written);
  const response = await graphql(site(), query, variables as Record<string, unknown>, { auth }).expect(200);
  expect(await site().count(written)).toBe(before);
  return response.body;
}

const ADD_TESTIMONIAL = 'mutation ($input: TestimonialInput!) { addTestimonial(input: $input) { id } }';
const ADD_BLOG = 'mutation ($input: BlogInput!) { addBlog(input: $input) { id slug } }';
const CREATE_OWNER = 'mutation ($email: String!) { createAdmin(email: $email, role: owner) { admin { id } } }';

describe('a refused change on GraphQL', () => {
  const SET_STATUS = 'mutation ($id: ID!) { updateContactStatus(id: $id, status: read) { id status } }';
  const UNKNOWN_ID = '3f0b2d4e-0000-4000-8000-000000000000';
  /** Each code: why, what is sent (by whom: the owner, an editor or nobody), where nothing may be written, and the message. */
  it.each([
    ['BAD_USER_INPUT', 'input the rules refuse, the message naming the field', Testimonial, ADD_TESTIMONIAL,
      { input: { rating: 9, review: 'Great.', userName: 'Ada' } }, 'owner', 'rating must be between 1 and 5'],
    ['UNAUTHENTICATED', 'a change sent without a token', Testimonial, ADD_TESTIMONIAL,
      { input: { rating: 5, review: 'Great.', userName: 'Ada' } }, 'nobody', 'Authentication required. Please log in.'],
    ['FORBIDDEN', "an editor doing an owner's job", Admin, CREATE_OWNER,
      { email: 'ana@test.local' }, 'editor', 'Only an administrator with the owner role may do this; you are signed in as an editor.'],
    ['NOT_FOUND', 'an id that names nothing', Contact, SET_STATUS, { id: UNKNOWN_ID }, 'owner', 'Contact not found'],
    ['CONFLICT', 'an email another administrator has', Admin, CREATE_OWNER,
      { email: 'Editor@Test.Local' }, 'owner', 'An administrator with the email editor@test.local exists already.'],
  ] as const)('%s: %s', async (code, _why, written, query, variables, sender, message) => {
    const auth = { owner, editor, nobody: undefined }[sender];
    expect(await refusedChange(written, query, variables, auth)).toEqual(refused(code, message));
  });

  it('CONFLICT: a slug another post has', async () => {
    const first = await graphql(site(), ADD_BLOG, { input: { title: 'First post', slug: 'taken' } }, { auth: owner }).expect(200);
    expect(first.body.data.addBlog.slug).toBe('taken');
    const answer = await refusedChange(Blog, ADD_BLOG, { input: { title: 'Second post', slug: 'taken' } }, owner);
    expect(answer).toEqual(refused('CONFLICT', 'slug "taken" is already used by another blog item'));
  });

  it('SERVICE_UNAVAILABLE: the database away when the change is written', async () => {
    const STATISTICS = '{ statistics { projectsCompleted } }';
    const before = (await graphql(site(), STATISTICS).expect(200)).body.data.statistics;
    // What the MySQL driver throws when the server is not there; the write's transaction cannot begin.
    const away = Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:3306'), { code: 'ECONNREFUSED' });
    const transaction = jest.spyOn(site().gateway.services.dataSource, 'transaction').mockRejectedValue(away);
    try {
      const input = {
        projectsCompleted: '99+', projectsCompletedDescription: 'a', industriesServed: 'b',
        industriesServedDescription: 'c', clientSatisfaction: 'd', clientSatisfactionDescription: 'e',
      };
      const UPDATE = 'mutation ($input: StatisticsInput!) { updateStatistics(input: $input) { projectsCompleted } }';
      const response = await graphql(site(), UPDATE, { input }, { auth: owner }).expect(200);
      expect(response.body).toEqual(refused('SERVICE_UNAVAILABLE', DATABASE_UNAVAILABLE_MESSAGE));
    } finally {
      transaction.mockRestore();
    }
    expect((await graphql(site(), STATISTICS).expect(200)).body.data.statistics).toEqual(before);
  });
});
