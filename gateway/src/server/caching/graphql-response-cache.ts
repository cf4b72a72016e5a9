import { randomUUID } from 'node:crypto';
import type { ApolloServerPlugin } from '@apollo/server';
import { ApolloServerPluginCacheControl } from '@apollo/server/plugin/cacheControl';
import responseCachePlugin from '@apollo/server-plugin-response-cache';
import type { RequestContext } from '../graphql/context';

/**
 * Longest an unchanged answer is kept; the content version decides before that.
 * Sent in no header: HTTP caching of /graphql (POST) is left to no one.
 */
const MAX_AGE_SECONDS = 60;

const visitorsOnly = async ({ contextValue }: { contextValue: RequestContext }) =>
  !contextValue.admin && !contextValue.tokenProblem;

/**
 * GraphQL answers to visitors, kept per content version like the pages: the
 * same query with the same variables runs once per content change. Answers
 * with errors, mutations and every signed-in request are never kept (the
 * response-cache plugin's rules plus `visitorsOnly`).
 */
export function graphqlResponseCache(options: { enabled: boolean }): ApolloServerPlugin<RequestContext>[] {
  if (!options.enabled) return [];
  return [
    ApolloServerPluginCacheControl({ defaultMaxAge: MAX_AGE_SECONDS, calculateHttpHeaders: false }),
    responseCachePlugin<RequestContext>({
      shouldReadFromCache: visitorsOnly,
      shouldWriteToCache: visitorsOnly,
      // A newer version is another key: what was kept before the change is never read again.
      // Unreadable (the database is away): a key no one shares, so nothing stale is read.
      extraCacheKeyData: ({ contextValue }) => contextValue.services.contentVersion.current().catch(() => randomUUID()),
    }),
  ];
}
