// GraphQL list queries built from the site's own schema, so the benchmark asks for every
// scalar field of each item whether a list field answers `[Item!]!` or, once lists are paged,
// a page `{ items, total, ... }`.
const INTROSPECTION = `{ __schema { queryType { fields { name type { ...T } } } types { name fields { name type { ...T } } } } }
fragment T on __Type { kind name ofType { kind name ofType { kind name ofType { kind name } } } }`;

const named = (type) => (type.ofType ? named(type.ofType) : type);

/** `headers`: an administrator's Authorization, since the schema is shown to administrators only (GRAPHQL_SCHEMA_PUBLIC). */
export async function listQueries(graphqlUrl, fields, headers = {}) {
  const response = await fetch(graphqlUrl, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body: JSON.stringify({ query: INTROSPECTION }) });
  const { data, errors } = await response.json();
  if (!data) throw new Error(`The schema could not be read: ${errors?.[0]?.message}`);
  const types = new Map(data.__schema.types.map((type) => [type.name, type]));
  const scalars = (typeName) =>
    types.get(typeName).fields.filter((field) => ['SCALAR', 'ENUM'].includes(named(field.type).kind)).map((field) => field.name).join(' ');
  return Object.fromEntries(fields.map((name) => {
    const field = data.__schema.queryType.fields.find((candidate) => candidate.name === name);
    if (!field) throw new Error(`The schema has no query field ${name}`);
    const type = types.get(named(field.type).name);
    const page = type.fields.find((candidate) => candidate.name === 'items');
    const selection = page ? `{ items { ${scalars(named(page.type).name)} } total }` : `{ ${scalars(type.name)} }`;
    return [name, `{ ${name} ${selection} }`];
  }));
}
