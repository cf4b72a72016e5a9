import {
  astFromValue, getNamedType, isObjectType, print, parse, type GraphQLField, type GraphQLObjectType, type GraphQLSchema,
} from 'graphql';

/** Four levels reach every field the API has (a written item's responsiveImages' sources). */
const MAX_SELECTION_DEPTH = 4;

function selection(type: GraphQLObjectType, depth: number): string {
  const fields = Object.values(type.getFields())
    .filter((field) => field.args.length === 0)
    .map((field) => {
      const named = getNamedType(field.type);
      if (!isObjectType(named)) return field.name;
      return depth < MAX_SELECTION_DEPTH ? `${field.name} ${selection(named, depth + 1)}` : '';
    })
    .filter(Boolean);
  return `{ ${fields.join(' ')} }`;
}

export interface RootField {
  kind: 'query' | 'mutation';
  field: GraphQLField<unknown, unknown>;
  /** The operation text: every argument as a variable, every field selected. */
  document: string;
}

export function rootField(schema: GraphQLSchema, name: string): RootField {
  const query = schema.getQueryType()?.getFields()[name];
  const mutation = schema.getMutationType()?.getFields()[name];
  const field = query ?? mutation;
  if (!field) throw new Error(`REST route names an unknown GraphQL field: ${name}`);
  const kind = query ? 'query' : 'mutation';

  // An argument's default becomes its variable's, so a REST call may leave that field out.
  const variables = field.args
    .map((arg) => {
      const fallback = arg.defaultValue === undefined ? null : astFromValue(arg.defaultValue, arg.type);
      return `$${arg.name}: ${arg.type}${fallback ? ` = ${print(fallback)}` : ''}`;
    })
    .join(', ');
  const args = field.args.map((arg) => `${arg.name}: $${arg.name}`).join(', ');
  const named = getNamedType(field.type);
  const selected = isObjectType(named) ? selection(named, 1) : '';
  const text = `${kind} ${name}${variables ? `(${variables})` : ''} { ${name}${args ? `(${args})` : ''} ${selected} }`;
  return { kind, field, document: print(parse(text)) };
}
