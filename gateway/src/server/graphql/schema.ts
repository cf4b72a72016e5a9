import { lexicographicSortSchema, printSchema, type GraphQLSchema } from 'graphql';
import { buildSchema, type NonEmptyArray } from 'type-graphql';
import { authChecker } from '../../api/http/auth-checker';
import { validateInput } from '../../content/validation/validate-input';

const built = new WeakMap<object, Promise<GraphQLSchema>>();

/** The schema of a set of resolvers; built once per process, since every app in it serves the same. */
export function buildGatewaySchema(resolvers: NonEmptyArray<Function>): Promise<GraphQLSchema> {
  let schema = built.get(resolvers);
  if (!schema) {
    schema = buildSchema({
      resolvers,
      authChecker,
      validateFn: validateInput,
    });
    built.set(resolvers, schema);
  }
  return schema;
}

/** The schema as checked in (schema/schema.graphql): sorted, so that diffs show real changes only. */
export function printSorted(schema: GraphQLSchema): string {
  return `${printSchema(lexicographicSortSchema(schema))}\n`;
}
