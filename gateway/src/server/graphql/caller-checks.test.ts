import { getOperationAST, type FieldNode } from 'graphql';
import { graphql } from '../../../test/graphql';
import { sharedGateway } from '../../../test/harness';
import { resolvers, restRoutes } from '../../registry';
import { INTROSPECTION_MESSAGE, signInFields } from './caller-checks';
import { buildGatewaySchema } from './schema';

/**
 * What a caller without a token learns: 401 before any word on its input, on every call
 * that needs sign-in; and in production, no schema (introspection, field suggestions).
 */
let closed: Set<string>;
beforeAll(async () => {
  closed = signInFields(await buildGatewaySchema(resolvers));
});

const rootFieldOf = (route: (typeof restRoutes)[number]) =>
  (getOperationAST(route.document)!.selectionSet.selections[0] as FieldNode).name.value;

describe('authentication before validation', () => {
  const api = sharedGateway();

  it('knows the calls that need sign-in', () => {
    expect(closed).toEqual(expect.objectContaining({ size: expect.any(Number) }));
    expect([...closed]).toEqual(expect.arrayContaining(['Mutation.addRedirect', 'Mutation.addPortfolio', 'Query.contacts']));
    expect(closed.has('Mutation.login')).toBe(false);
  });

  it('answers 401 to every REST call that needs a token, sent with an empty body and none', async () => {
    const bearerRoutes = restRoutes.filter((route) => closed.has(`${getOperationAST(route.document)!.operation === 'mutation' ? 'Mutation' : 'Query'}.${rootFieldOf(route)}`));
    expect(bearerRoutes.length).toBeGreaterThan(40);
    const answers = await Promise.all(bearerRoutes.map(async (route) => {
      const path = route.path.replace(/:(\w+)/g, '00000000-0000-4000-8000-000000000000');
      const response = await api().http()[route.method](path).send({});
      return { call: `${route.method.toUpperCase()} ${route.path}`, status: response.status, body: response.body };
    }));
    for (const answer of answers) {
      expect(answer).toEqual({ call: answer.call, status: 401, body: { success: false, message: expect.any(String), requestId: expect.any(String) } });
    }
  });

  it('answers UNAUTHENTICATED to every GraphQL mutation that needs sign-in, before checking its arguments', async () => {
    const mutations = [...closed].filter((field) => field.startsWith('Mutation.')).map((field) => field.slice('Mutation.'.length));
    for (const name of mutations) {
      // No arguments and no selection: for most, a document the schema would refuse had the caller been signed in
      // (answered 401); for a few (`logout`), a valid one (answered 200, data null). Either way, that one error.
      const response = await graphql(api(), `mutation { ${name} }`);
      const errors = (response.body.errors ?? []) as Array<{ extensions: { code: string } }>;
      expect({ name, status: response.status, codes: errors.map((error) => error.extensions.code) })
        .toEqual({ name, status: response.body.data === null ? 200 : 401, codes: ['UNAUTHENTICATED'] });
    }
  });

  it('answers 401 to a write with missing variables (POST /api/redirects {})', async () => {
    const response = await api().http().post('/api/redirects').send({}).expect(401);
    expect(response.body).toEqual({ success: false, message: 'Authentication required. Please log in.', requestId: expect.any(String) });
    // A document that validates is answered as a refused field always is: HTTP 200, data null.
    const graph = await graphql(api(), 'mutation ($input: RedirectInput!) { added: addRedirect(input: $input) { id } }', { input: {} }).expect(200);
    expect(graph.body).toEqual({
      data: null,
      errors: [{ message: 'Authentication required. Please log in.', path: ['added'], extensions: { code: 'UNAUTHENTICATED', requestId: expect.any(String) } }],
    });
  });

  it('still tells a signed-in administrator what is wrong with the input', async () => {
    const response = await api().http().post('/api/redirects').set('Authorization', await api().auth()).send({}).expect(400);
    expect(response.body.message).toMatch(/required/);
  });
});

describe('the schema in production', () => {
  const api = sharedGateway({ NODE_ENV: 'production', PUBLIC_URL: 'https://www.example.test', JWT_SECRET: 'a-production-secret-of-more-than-32-chars' });
  const INTROSPECTION = '{ __schema { queryType { name } } }';

  it('refuses introspection to a visitor, with a clear message and code', async () => {
    const response = await graphql(api(), INTROSPECTION).expect(200);
    expect(response.body).toEqual({
      data: null,
      errors: [{ message: INTROSPECTION_MESSAGE, path: ['__schema'], extensions: { code: 'UNAUTHENTICATED', requestId: expect.any(String) } }],
    });
    const type = await graphql(api(), '{ __type(name: "Admin") { fields { name } } }').expect(200);
    expect(type.body).toMatchObject({ data: null, errors: [{ extensions: { code: 'UNAUTHENTICATED' } }] });
    // Misspelt, it is refused the same, not told what it misspelt.
    const misspelt = await graphql(api(), '{ __schema { queryTyp { name } } }').expect(401);
    expect(misspelt.body.errors).toEqual([expect.objectContaining({ message: INTROSPECTION_MESSAGE })]);
  });

  it('answers introspection to a signed-in administrator', async () => {
    const response = await graphql(api(), INTROSPECTION, {}, { auth: await api().auth() }).expect(200);
    expect(response.body).toEqual({ data: { __schema: { queryType: { name: 'Query' } } } });
  });

  it('suggests no field names to a visitor, and still does to an administrator', async () => {
    const typo = '{ portfolios { items { projectNam } } }';
    const visitor = await graphql(api(), typo).expect(400);
    expect(visitor.body.errors[0].message).toBe('Cannot query field "projectNam" on type "Portfolio".');
    const admin = await graphql(api(), typo, {}, { auth: await api().auth() }).expect(400);
    expect(admin.body.errors[0].message).toMatch(/Did you mean "projectName"/);
  });

  it('answers a visitor\'s ordinary queries', async () => {
    const response = await graphql(api(), '{ statistics { industriesServed } __typename }').expect(200);
    expect(response.body.errors).toBeUndefined();
  });
});
