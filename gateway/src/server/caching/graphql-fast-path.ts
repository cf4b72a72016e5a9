import { createHash } from 'node:crypto';
import type { ApolloServerPlugin } from '@apollo/server';
import type { RequestHandler } from 'express';
import type { RequestContext } from '../graphql/context';
import { isAuthenticated } from './cache-headers';
import type { ContentVersion } from './content-version';
import type { PageCache } from './page-cache';

interface GraphQLBody {
  query?: unknown;
  variables?: unknown;
  operationName?: unknown;
  extensions?: unknown;
}

/**
 * Apollo answers `application/graphql-response+json` to a client that asks for it; the kept
 * answers are `application/json`, so only clients that do not ask for the former use them.
 */
const takesPlainJson = (accept: string | undefined) => !accept?.includes('graphql-response');

const keyOf = (body: GraphQLBody) =>
  `graphql ${createHash('sha1').update(JSON.stringify([body.query, body.variables ?? null, body.operationName ?? null])).digest('base64url')}`;

/**
 * A visitor's GraphQL query that was answered before, with the same text and
 * variables and at the same content version, is answered from the page cache
 * before it reaches Apollo: the plugin below keeps each successful visitor
 * query's answer; the middleware serves it. Anything else (mutations, signed-in
 * requests, persisted queries, errors) goes to Apollo as always.
 */
export function graphqlFastPath(pageCache: PageCache, contentVersion: ContentVersion): {
  middleware: RequestHandler;
  plugin: ApolloServerPlugin<RequestContext>;
} {
  const middleware: RequestHandler = (request, response, next) => {
    const body = request.body as GraphQLBody | undefined;
    if (request.method !== 'POST' || isAuthenticated(request) || !takesPlainJson(request.get('accept'))) return next();
    if (typeof body?.query !== 'string' || body.extensions !== undefined) return next();
    pageCache.serveKept(request, response, keyOf(body)).then((served) => { if (!served) next(); }, next);
  };

  const plugin: ApolloServerPlugin<RequestContext> = {
    async requestDidStart({ contextValue, request }) {
      if (contextValue.admin || contextValue.tokenProblem || request.http?.method !== 'POST') return;
      if (!takesPlainJson(request.http.headers.get('accept')) || request.extensions !== undefined) return;
      // Read before the operation runs: a write during it makes the kept answer stale at once.
      const version = await contentVersion.current().catch(() => null);
      if (version === null) return;
      return {
        async willSendResponse({ response, operation, overallCachePolicy }) {
          if (operation?.operation !== 'query' || response.body.kind !== 'single' || response.body.singleResult.errors) return;
          // A field that must be fresh every time (e.g. a form token) set maxAge 0: never kept.
          if (overallCachePolicy.maxAge === 0) return;
          if ((response.http.status ?? 200) !== 200) return;
          const body = `${JSON.stringify(response.body.singleResult)}\n`;
          await pageCache.keep(keyOf(request), version, { status: 200, type: 'application/json; charset=utf-8', body, cacheable: true });
        },
      };
    },
  };
  return { middleware, plugin };
}
