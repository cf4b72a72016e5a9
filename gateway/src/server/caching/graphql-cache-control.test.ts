import { graphql } from '../../../test/graphql';
import { sharedGateway } from '../../../test/harness';
import { PRIVATE_NO_STORE, PUBLIC_CACHE_CONTROL } from '../../api/http/cache-control';

/**
 * Every GraphQL answer says who may store it, as the REST twins do: an answer to a request
 * with a token, or anything but a visitor's query of public content, is `private, no-store`.
 */

const api = sharedGateway();
let auth: string;
beforeAll(async () => {
  auth = await api().auth();
  await api().http().post('/api/blog/add').set('Authorization', auth).send({ title: 'Cache draft', content: '<p>cache-draft-marker</p>', status: 'draft' }).expect(200);
});

const DRAFT_QUERY = '{ blog(id: "cache-draft") { title content } }';
const getQuery = (query: string) => api().http().get('/graphql').query({ query }).set('Apollo-Require-Preflight', 'true');

describe('Cache-Control on GraphQL answers', () => {
  it('an administrator\'s query of a draft, by POST or GET, is private, no-store', async () => {
    const posted = await graphql(api(), DRAFT_QUERY, {}, { auth }).expect(200);
    expect(posted.body.data.blog.title).toBe('Cache draft');
    expect(posted.headers['cache-control']).toBe(PRIVATE_NO_STORE);

    const got = await getQuery(DRAFT_QUERY).set('Authorization', auth).expect(200);
    expect(got.body.data.blog.title).toBe('Cache draft');
    expect(got.headers['cache-control']).toBe(PRIVATE_NO_STORE);
  });

  it('a refused token, an error, a mutation and a GET without a token are private, no-store', async () => {
    const badToken = await graphql(api(), '{ blogs { total } }', {}, { auth: 'Bearer not-a-jwt' });
    expect(badToken.headers['cache-control']).toBe(PRIVATE_NO_STORE);
    const refused = await graphql(api(), '{ subscriptions { items { email } } }').expect(200);
    expect(refused.body.errors[0].extensions.code).toBe('UNAUTHENTICATED');
    expect(refused.headers['cache-control']).toBe(PRIVATE_NO_STORE);
    const mutation = await graphql(api(), 'mutation { logout }');
    expect(mutation.headers['cache-control']).toBe(PRIVATE_NO_STORE);
    const got = await getQuery('{ blogs { total } }').expect(200);
    expect(got.headers['cache-control']).toBe(PRIVATE_NO_STORE);
  });

  it('a visitor\'s query of public content stays public, as when the cache answers it again', async () => {
    const first = await graphql(api(), '{ blogs { total } }').expect(200);
    expect(first.body.data.blogs.total).toBe(0);
    expect(first.headers['cache-control']).toBe(PUBLIC_CACHE_CONTROL);
    const again = await graphql(api(), '{ blogs { total } }').expect(200);
    expect(again.headers['cache-control']).toBe(PUBLIC_CACHE_CONTROL);
  });
});
