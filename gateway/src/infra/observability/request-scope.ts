import { AsyncLocalStorage } from 'node:async_hooks';
import type { Request } from 'express';
import { fallbackLogger, type Logger } from './logger';

/** What code running for a request can reach without being handed the request. */
export interface RequestScope {
  requestId: string;
  log: Logger;
  /** Set when a rate limit refused the request, also when the answer is not an HTTP 429 (GraphQL). */
  rateLimited: boolean;
  /** The app's own counters (several apps may share a process). */
  recordAnswerCache?: (result: 'hit' | 'miss') => void;
  recordSocialCard?: (result: SocialCardResult) => void;
}

/** A social card drawn for the request, or sent as drawn before. */
export type SocialCardResult = 'drawn' | 'kept';

const scopes = new AsyncLocalStorage<RequestScope>();

export function runInRequestScope(scope: RequestScope, next: () => void): void {
  scopes.run(scope, next);
}

export function currentRequestScope(): RequestScope | undefined {
  return scopes.getStore();
}

export function currentRequestId(): string | undefined {
  return scopes.getStore()?.requestId;
}

/** Notes that a rate limit refused the current request (counted once per request). */
export function noteRateLimitRefusal(): void {
  const scope = scopes.getStore();
  if (scope) scope.rateLimited = true;
}

/** The logger of a request: its lines carry the request id. */
export function requestLogger(request?: Request): Logger {
  return (request as { log?: Logger } | undefined)?.log ?? scopes.getStore()?.log ?? fallbackLogger();
}
