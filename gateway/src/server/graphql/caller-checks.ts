import { HeaderMap, type ApolloServerPlugin } from '@apollo/server';
import { GraphQLError, Kind, type DocumentNode, type GraphQLSchema } from 'graphql';
import { getMetadataStorage } from 'type-graphql';
import { unauthenticated } from '../../api/errors/api-error';
import { formatError } from '../errors/format-error';
import type { RequestContext } from '../../api/http/context';

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

/** A refusal Apollo answers with this HTTP status. */
const withStatus = (error: GraphQLError, status: number) =>
  new GraphQLError(error.message, { extensions: { ...error.extensions, http: { status } } });

/** A root field an operation selects: `Mutation.addRedirect` (or `__schema`), and the key it answers under. */
interface RootField {
  name: string;
  key: string;
}

/** The root fields a document's operations select, fragments spread at the root included. */
function rootFieldsOf(document: DocumentNode): RootField[] {
  const fragments = new Map(document.definitions.flatMap((definition) => (definition.kind === Kind.FRAGMENT_DEFINITION ? [[definition.name.value, definition]] : [])));
  const fields: RootField[] = [];
  for (const definition of document.definitions) {
    if (definition.kind !== Kind.OPERATION_DEFINITION) continue;
    const root = definition.operation === 'mutation' ? 'Mutation' : 'Query';
    const pending = [...definition.selectionSet.selections];
    const seen = new Set<string>();
    while (pending.length) {
      const selection = pending.pop()!;
      if (selection.kind === Kind.FIELD) {
        const name = selection.name.value;
        fields.push({ name: INTROSPECTION_FIELDS.has(name) ? name : `${root}.${name}`, key: selection.alias?.value ?? name });
      } else if (selection.kind === Kind.INLINE_FRAGMENT) pending.push(...selection.selectionSet.selections);
      else if (!seen.has(selection.name.value)) {
        seen.add(selection.name.value);
        pending.push(...(fragments.get(selection.name.value)?.selectionSet.selections ?? []));
      }
    }
  }
  return fields;
}

interface CallerCheckOptions {
  /** signInFields(schema). */
  signInFields: Set<string>;
  /** Introspection and field suggestions open to anyone (development, or GRAPHQL_SCHEMA_PUBLIC=true); else to administrators only. */
  schemaPublic: boolean;
}

/**
 * What a visitor (no valid token) learns first. An operation that selects a call needing
 * sign-in is refused UNAUTHENTICATED before its document or variables are checked against
 * the schema (graphql-js checks those before any resolver, so `@Authorized` alone would
 * answer "fromPath is required" first); and unless the schema is public, introspection is
 * refused and validation errors name no fields the visitor did not write ("Did you mean …"
 * removed). Runs for REST calls too (the bridge runs its documents on the same server).
 * A document that validates is answered as a refused field always was (HTTP 200, `data:
 * null`); one that does not gets HTTP 401 in place of its validation errors.
 */
export function callerChecks({ signInFields: closed, schemaPublic }: CallerCheckOptions): ApolloServerPlugin<RequestContext> {
  const refusalFor = (document: DocumentNode | undefined, { tokenProblem }: RequestContext) => {
    const fields = document ? rootFieldsOf(document) : [];
    const signIn = fields.find((field) => closed.has(field.name));
    if (signIn) return { field: signIn, error: unauthenticated(tokenProblem) };
    const schema = schemaPublic ? undefined : fields.find((field) => INTROSPECTION_FIELDS.has(field.name));
    return schema ? { field: schema, error: unauthenticated(INTROSPECTION_MESSAGE) } : null;
  };
  return {
    async requestDidStart({ contextValue }) {
      if (contextValue.admin) return {};
      return {
        async validationDidStart(requestContext) {
          return async (validationErrors) => {
            if (!validationErrors?.length) return;
            const refusal = refusalFor(requestContext.document, contextValue);
            // In place of the validation errors: Apollo answers the list it passed here, once this has run
            // (it calls this without awaiting it, so nothing here may await; a throw would be a 500).
            if (refusal) (validationErrors as GraphQLError[]).splice(0, validationErrors.length, withStatus(refusal.error, 401));
            else if (!schemaPublic) validationErrors.forEach((error) => { error.message = error.message.replace(/ ?Did you mean(.+?)\?$/, ''); });
          };
        },
        async responseForOperation({ document }) {
          const refusal = refusalFor(document, contextValue);
          if (!refusal) return null;
          const path = [refusal.field.key];
          const error = formatError({ message: refusal.error.message, path, extensions: refusal.error.extensions }, refusal.error);
          return { http: { status: 200, headers: new HeaderMap() }, body: { kind: 'single', singleResult: { data: null, errors: [error] } } };
        },
      };
    },
  };
}
