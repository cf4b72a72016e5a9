import { createHash } from 'node:crypto';
import type { ApolloServerPlugin } from '@apollo/server';
import { ApolloServerPluginCacheControl } from '@apollo/server/plugin/cacheControl';
import type { RequestHandler } from 'express';
import type { RequestContext } from '../../api/http/context';
import { PRIVATE_NO_STORE, PUBLIC_CACHE_CONTROL } from '../../api/http/cache-control';
import { isAuthenticated } from './cache-headers';
import type { ContentVersion } from '../../infra/database/content-version';
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
 *
 * Every answer says who may store it: a kept visitor answer is public content
 * (as when the cache serves it again); every other one (a token was sent, an
 * error, a mutation, a GET) is `private, no-store`, as the REST twins are.
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
      const http = request.http;
      const visitor = !contextValue.admin && !contextValue.tokenProblem && !http?.headers.get('authorization');
      const keepable = visitor && http?.method === 'POST' && takesPlainJson(http.headers.get('accept')) && request.extensions === undefined;
      // Read before the operation runs: a write during it makes the kept answer stale at once.
      const version = keepable ? await contentVersion.current().catch(() => null) : null;
      return {
        async willSendResponse({ response, operation, overallCachePolicy }) {
          const kept = version !== null
            && operation?.operation === 'query'
            && response.body.kind === 'single' && !response.body.singleResult.errors
            // A field that must be fresh every time (e.g. a form token) set maxAge 0: never kept.
            && overallCachePolicy.maxAge !== 0
            && (response.http.status ?? 200) === 200;
          response.http.headers.set('cache-control', kept ? PUBLIC_CACHE_CONTROL : PRIVATE_NO_STORE);
          if (!kept || response.body.kind !== 'single') return;
          const body = `${JSON.stringify(response.body.singleResult)}\n`;
          await answerCache.keep(keyOf(request), version, { status: 200, type: 'application/json; charset=utf-8', body, cacheable: true });
        },
      };
    },
  };
  const policy = ApolloServerPluginCacheControl({ defaultMaxAge: MAX_AGE_SECONDS, calculateHttpHeaders: false });
  return { middleware, plugins: [policy, keeper] };
}
