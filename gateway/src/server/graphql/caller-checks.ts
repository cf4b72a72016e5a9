import type { ApolloServerPlugin } from '@apollo/server';
import { GraphQLError, Kind, type DocumentNode, type GraphQLSchema } from 'graphql';
import { getMetadataStorage } from 'type-graphql';
import { unauthenticated } from '../errors/api-error';
import type { RequestContext } from './context';

/** The root fields `@Authorized(...)` closes to visitors, as `Mutation.addRedirect`: the schema's own record of who may call what. */
export function signInFields(schema: GraphQLSchema): Set<string> {
  const metadata = getMetadataStorage();
  const rootOf = { Query: schema.getQueryType(), Mutation: schema.getMutationType() };
  const fields = [
    ...metadata.queries.map((field) => ['Query', field] as const),
    ...metadata.mutations.map((field) => ['Mutation', field] as const),
  ];
  return new Set(fields
    .filter(([root, field]) => field.roles !== undefined && rootOf[root]?.getFields()[field.schemaName])
    .map(([root, field]) => `${root}.${field.schemaName}`));
}

const INTROSPECTION_FIELDS = new Set(['__schema', '__type']);
export const INTROSPECTION_MESSAGE = 'The schema is shown to signed-in administrators only: send an administrator\'s token (Authorization: Bearer …)';

/** A refusal Apollo answers with this HTTP status, whichever step it is made in. */
const withStatus = (error: GraphQLError, status: number) =>
  new GraphQLError(error.message, { extensions: { ...error.extensions, http: { status } } });

/** The root fields a document's operations select (fragments spread at the root included), as `Mutation.addRedirect`. */
function rootFieldsOf(document: DocumentNode): string[] {
  const fragments = new Map(document.definitions.flatMap((definition) => (definition.kind === Kind.FRAGMENT_DEFINITION ? [[definition.name.value, definition]] : [])));
  const names: string[] = [];
  for (const definition of document.definitions) {
    if (definition.kind !== Kind.OPERATION_DEFINITION) continue;
    const root = definition.operation === 'mutation' ? 'Mutation' : 'Query';
    const pending = [...definition.selectionSet.selections];
    const seen = new Set<string>();
    while (pending.length) {
      const selection = pending.pop()!;
      if (selection.kind === Kind.FIELD) names.push(INTROSPECTION_FIELDS.has(selection.name.value) ? selection.name.value : `${root}.${selection.name.value}`);
      else if (selection.kind === Kind.INLINE_FRAGMENT) pending.push(...selection.selectionSet.selections);
      else if (!seen.has(selection.name.value)) {
        seen.add(selection.name.value);
        pending.push(...(fragments.get(selection.name.value)?.selectionSet.selections ?? []));
      }
    }
  }
  return names;
}

export interface CallerCheckOptions {
  /** signInFields(schema). */
  signInFields: Set<string>;
  /** Introspection and field suggestions open to anyone (development, or GRAPHQL_SCHEMA_PUBLIC=true); else to administrators only. */
  schemaPublic: boolean;
}

/**
 * What a visitor (no valid token) learns first. A call that needs sign-in is answered 401
 * before its document or variables are checked against the schema (graphql-js checks those
 * before any resolver, so `@Authorized` alone would answer "fromPath is required" first);
 * and unless the schema is public, introspection is refused and validation errors name no
 * fields the visitor did not write ("Did you mean …" removed). Runs for REST calls too
 * (the bridge runs its documents on the same server).
 */
export function callerChecks({ signInFields: closed, schemaPublic }: CallerCheckOptions): ApolloServerPlugin<RequestContext> {
  const refusalFor = (document: DocumentNode | undefined, { tokenProblem }: RequestContext): GraphQLError | null => {
    const fields = document ? rootFieldsOf(document) : [];
    if (fields.some((field) => closed.has(field))) return withStatus(unauthenticated(tokenProblem), 401);
    if (!schemaPublic && fields.some((field) => INTROSPECTION_FIELDS.has(field))) return withStatus(unauthenticated(INTROSPECTION_MESSAGE), 401);
    return null;
  };
  return {
    async requestDidStart({ contextValue }) {
      if (contextValue.admin) return {};
      return {
        async validationDidStart(requestContext) {
          return async (validationErrors) => {
            if (!validationErrors?.length) return;
            const refusal = refusalFor(requestContext.document, contextValue);
            // In place of the validation errors: Apollo answers the list it passed here (a throw would be a 500).
            if (refusal) (validationErrors as GraphQLError[]).splice(0, validationErrors.length, refusal);
            else if (!schemaPublic) validationErrors.forEach((error) => { error.message = error.message.replace(/ ?Did you mean(.+?)\?$/, ''); });
          };
        },
        async didResolveOperation({ document }) {
          const refusal = refusalFor(document, contextValue);
          if (refusal) throw refusal;
        },
      };
    },
  };
}
