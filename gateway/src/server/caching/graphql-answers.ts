import { createHash } from 'node:crypto';
import type { ApolloServerPlugin } from '@apollo/server';
import { ApolloServerPluginCacheControl } from '@apollo/server/plugin/cacheControl';
import type { RequestHandler } from 'express';
import type { RequestContext } from '../graphql/context';
import { isAuthenticated } from './cache-headers';
import type { ContentVersion } from './content-version';
import type { AnswerCache } from './answer-cache';

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

/**
 * Longest a kept answer may live unless a field says otherwise (a form token says 0: never
 * kept); the content version decides before that. Sent in no header: HTTP caching of
 * /graphql (POST) is left to no one.
 */
const MAX_AGE_SECONDS = 60;

const keyOf = (body: GraphQLBody) =>
  `graphql ${createHash('sha1').update(JSON.stringify([body.query, body.variables ?? null, body.operationName ?? null])).digest('base64url')}`;

/**
 * The answer cache's door for GraphQL: a visitor's query answered before, with
 * the same text and variables and at the same content version, is answered
 * from the cache before it reaches Apollo. The plugins keep each successful
 * visitor query's answer (and give each answer its cache policy); the
 * middleware serves it. Anything else (mutations, signed-in requests,
 * persisted queries, errors) goes to Apollo as always.
 */
export function graphqlAnswers(answerCache: AnswerCache, contentVersion: ContentVersion): {
  middleware: RequestHandler;
  plugins: ApolloServerPlugin<RequestContext>[];
} {
  const middleware: RequestHandler = (request, response, next) => {
    const body = request.body as GraphQLBody | undefined;
    if (request.method !== 'POST' || isAuthenticated(request) || !takesPlainJson(request.get('accept'))) return next();
    if (typeof body?.query !== 'string' || body.extensions !== undefined) return next();
    answerCache.serveKept(request, response, keyOf(body)).then((served) => { if (!served) next(); }, next);
  };

  const keeper: ApolloServerPlugin<RequestContext> = {
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
          await answerCache.keep(keyOf(request), version, { status: 200, type: 'application/json; charset=utf-8', body, cacheable: true });
        },
      };
    },
  };
  const policy = ApolloServerPluginCacheControl({ defaultMaxAge: MAX_AGE_SECONDS, calculateHttpHeaders: false });
  return { middleware, plugins: [policy, keeper] };
}
