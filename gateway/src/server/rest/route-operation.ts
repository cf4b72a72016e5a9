import { getOperationAST, print, typeFromAST, validate, type GraphQLInputType, type GraphQLSchema } from 'graphql';
import type { RouteVariable } from './request-arguments';
import type { RestRoute } from '../../api/rest/rest-route';

/** A route's document as it is run: its text, and its variables with their types. */
export interface RouteOperation {
  /** Printed once here: Apollo takes an operation as text (it would print a document on every call). */
  query: string;
  variables: RouteVariable[];
}

/**
 * A route's document, checked against the schema when the app starts: one
 * named operation running one root field, valid for this schema. A document
 * codegen does not know (stale gql, an empty object) stops the start, naming the call.
 */
export function routeOperation(schema: GraphQLSchema, route: RestRoute): RouteOperation {
  const call = `${route.method.toUpperCase()} ${route.path}`;
  const operation = route.document.definitions ? getOperationAST(route.document) : null;
  if (!operation) throw new Error(`REST route ${call} has no GraphQL operation: run \`npm run codegen\``);
  const [invalid] = validate(schema, route.document);
  if (invalid) throw new Error(`REST route ${call}: its document does not fit the schema: ${invalid.message}`);
  if (operation.selectionSet.selections.length !== 1) throw new Error(`REST route ${call} must run one root field`);
  const variables = (operation.variableDefinitions ?? []).map((definition) => ({
    name: definition.variable.name.value,
    // Validation above found every variable's type in the schema, as an input type.
    type: typeFromAST(schema, definition.type) as GraphQLInputType,
  }));
  return { query: print(route.document), variables };
}
