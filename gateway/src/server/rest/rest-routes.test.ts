/**
 * The REST route table: every route's document fits the schema, and the
 * answers keep the contract's fields as the schema grows. A REST answer has
 * always carried every field of what it answers (docs/api.md): a field added to
 * an entity must be added to its `Rest<Type>Fields` fragment too, or this fails.
 */
import {
  getNamedType, isObjectType, Kind, TypeInfo, visit, visitWithTypeInfo,
  type DocumentNode, type FragmentDefinitionNode, type GraphQLObjectType, type GraphQLSchema, type SelectionSetNode,
} from 'graphql';
import { resolvers, restRoutes } from '../../registry';
import { buildGatewaySchema } from '../graphql/schema';
import { routeOperation } from './route-operation';
import { RECORD_RENAMES, toRestShape } from '../../api/rest/rest-shape';

let schema: GraphQLSchema;
beforeAll(async () => { schema = await buildGatewaySchema(resolvers); });

const callOf = (route: { method: string; path: string }) => `${route.method.toUpperCase()} ${route.path}`;

/** The fields a selection set names for its type, through its fragment spreads and inline fragments. */
function selectedFields(selectionSet: SelectionSetNode, fragments: Map<string, FragmentDefinitionNode>): Set<string> {
  const names = new Set<string>();
  for (const selection of selectionSet.selections) {
    if (selection.kind === Kind.FIELD) names.add(selection.name.value);
    else if (selection.kind === Kind.INLINE_FRAGMENT) selectedFields(selection.selectionSet, fragments).forEach((name) => names.add(name));
    else selectedFields(fragments.get(selection.name.value)!.selectionSet, fragments).forEach((name) => names.add(name));
  }
  return names;
}

/** Each object type a document selects from (fragments included), with the fields it leaves out. */
function leftOut(document: DocumentNode): Array<{ type: string; missing: string[] }> {
  const fragments = new Map(document.definitions
    .filter((definition): definition is FragmentDefinitionNode => definition.kind === Kind.FRAGMENT_DEFINITION)
    .map((fragment) => [fragment.name.value, fragment]));
  const typeInfo = new TypeInfo(schema);
  const gaps: Array<{ type: string; missing: string[] }> = [];
  const check = (type: GraphQLObjectType, selectionSet: SelectionSetNode) => {
    const selected = selectedFields(selectionSet, fragments);
    const missing = Object.values(type.getFields()).filter((field) => field.args.length === 0 && !selected.has(field.name)).map((field) => field.name);
    if (missing.length) gaps.push({ type: type.name, missing });
  };
  visit(document, visitWithTypeInfo(typeInfo, {
    Field(node) {
      const type = getNamedType(typeInfo.getType());
      if (node.selectionSet && isObjectType(type)) check(type, node.selectionSet);
    },
    FragmentDefinition(node) {
      const type = schema.getType(node.typeCondition.name.value);
      if (isObjectType(type)) check(type, node.selectionSet);
    },
  }));
  return gaps;
}

describe('the REST route table', () => {
  it('has one route per method and path', () => {
    const calls = restRoutes.map(callOf);
    expect(new Set(calls).size).toBe(calls.length);
  });

  it.each(restRoutes.map((route) => [callOf(route), route] as const))('%s runs a document that fits the schema', (_call, route) => {
    expect(() => routeOperation(schema, route)).not.toThrow();
  });

  it.each(restRoutes.filter((route) => route.method === 'get').map((route) => [callOf(route), route] as const))(
    '%s answers every field of what it reads',
    (_call, route) => {
      expect(leftOut(route.document)).toEqual([]);
    },
  );

  it('answers every field of the items its writes answer (their Rest…Fields fragments)', () => {
    const fragmentsOnly = (document: DocumentNode): DocumentNode => ({
      ...document,
      definitions: document.definitions.filter((definition) => definition.kind === Kind.FRAGMENT_DEFINITION),
    });
    const gaps = restRoutes.filter((route) => route.method !== 'get').flatMap((route) => leftOut(fragmentsOnly(route.document)));
    expect(gaps).toEqual([]);
  });
});

describe('toRestShape', () => {
  it("renames GraphQL's id and imageUrls into the contract's names at every depth, keeping values and order", () => {
    const answer = { success: true, portfolios: [{ id: 'p1', imageUrls: ['/uploads/a.jpg'], responsiveImages: [{ url: '/uploads/a.jpg' }], views: 0 }], page: 1 };
    const shaped = toRestShape(answer) as typeof answer & { portfolios: Array<Record<string, unknown>> };
    expect(shaped).toEqual({ success: true, portfolios: [{ _id: 'p1', images_url: ['/uploads/a.jpg'], responsiveImages: [{ url: '/uploads/a.jpg' }], views: 0 }], page: 1 });
    expect(Object.keys(shaped.portfolios[0])).toEqual(['_id', 'images_url', 'responsiveImages', 'views']);
  });

  it('gives a key its own renames when a route declares them (an audit entry is `_id`, the item it names keeps `id`)', () => {
    const entry = { id: 'e1', action: 'blog.updated', target: { kind: 'blog', id: 'b1', label: 'A post' } };
    expect(toRestShape({ entries: [entry] }, { ...RECORD_RENAMES, target: {} })).toEqual({
      entries: [{ _id: 'e1', action: 'blog.updated', target: { kind: 'blog', id: 'b1', label: 'A post' } }],
    });
  });

  it('leaves values alone: a text that reads like a name, null, a list of strings', () => {
    expect(toRestShape({ message: 'id', reason: null, recoveryCodes: ['id', 'imageUrls'], toString: 'x' })).toEqual({
      message: 'id', reason: null, recoveryCodes: ['id', 'imageUrls'], toString: 'x',
    });
  });
});
