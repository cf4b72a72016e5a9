import type { Request, RequestHandler, Response } from 'express';
import { getOperationAST, parse } from 'graphql';
import { PRIVATE_NO_STORE } from '../../api/http/cache-control';
import { PARSE_OPTIONS } from '../graphql/request-limits';
import { requestIdOf, requestLogger } from '../../infra/observability';
import { keepTrying } from '../../infra/retry/keep-trying';
import { captureAnswer, type Captured } from './captured-answer';
import { runWithKey } from './key-scope';
import { LEASE_MS, type KeyStore } from './key-store';
import { fingerprintOf, sha256 } from './request-fingerprint';

const IDEMPOTENCY_HEADER = 'Idempotency-Key';

/** GraphQL codes of the refusals made here (REST answers them `{ success: false, message }` with the status). */
const IDEMPOTENCY_CODES = {
  badKey: { status: 400, code: 'BAD_REQUEST' },
  otherRequest: { status: 422, code: 'IDEMPOTENCY_KEY_REUSED' },
  running: { status: 409, code: 'REQUEST_IN_PROGRESS' },
} as const;

const IDEMPOTENCY_MESSAGES = {
  badKey: 'Idempotency-Key must be 1 to 255 visible characters',
  otherRequest: 'This Idempotency-Key was already used for a different request',
  running: 'A request with this Idempotency-Key is still running; try again in a moment',
  alreadyDone: 'This request was already carried out (its first answer was lost); reload to see the result',
  tooLarge: 'This request was already carried out; its answer was too large to keep, reload to see the result',
};

/** The most bytes of an answer kept for replay; a larger one is kept as its status and IDEMPOTENCY_MESSAGES.tooLarge. */
export const MAX_KEPT_ANSWER_BYTES = 16 * 1024;

interface IdempotencyOptions {
  store: KeyStore;
  /** Who sends the request (an administrator's id), or null for a visitor: keys are scoped by it. */
  subjectOf(request: Request): Promise<string | null>;
  /** How the answers made here are said: REST's `{ success, message }`, or GraphQL's `errors`. */
  style: 'rest' | 'graphql';
}

/**
 * The IETF httpapi Idempotency-Key for the writes under /api and the GraphQL
 * mutations: the first request with a key runs and its answer is kept; the same key
 * with the same request within 24 hours gets that answer again without running
 * twice; with a different request, 422; while the first still runs, 409 with
 * Retry-After. Without the header nothing changes. Placed after the body parsers
 * (the fingerprint hashes the parsed body and files), before the handler.
 */
export function idempotent(options: IdempotencyOptions): RequestHandler {
  return async (request, response, next) => {
    const sent = request.get(IDEMPOTENCY_HEADER);
    if (sent === undefined || !isWrite(request, options.style)) return next();
    const key = parseKey(sent);
    if (!key) return refuse(response, request, options.style, 'badKey');
    try {
      const subject = await options.subjectOf(request);
      // A visitor's call is simply run: public writes need no replay, and a stranger's keys must not fill the disk.
      if (!subject) return next();
      const id = sha256(`${subject}\n${key}`);
      const claim = await options.store.claim(id, await fingerprintOf(request, subject), subject);
      if (claim.kind === 'other request') return refuse(response, request, options.style, 'otherRequest');
      if (claim.kind === 'running') return refuse(response, request, options.style, 'running', claim.retryAfterSeconds);
      if (claim.kind === 'done') return replay(response, claim);
      if (claim.kind === 'committed') return alreadyDone(response, request, options.style);
      const held = { id, holder: claim.holder };
      // A client that gives up does not free the key: its request runs on and keeps its answer.
      captureAnswer(response, (answer) =>
        settle(options, held, answer).catch((error: unknown) => requestLogger(request).warn({ err: error }, 'Idempotency-Key answer not kept')));
      runWithKey(held, () => next());
    } catch (error) {
      next(error);
    }
  };
}

/**
 * Which answers are final (kept and replayed): every answer but a failure worth
 * retrying, a 5xx or a 429 (or, on /graphql, an error with such a code): for those the
 * key is freed, so the retry runs, unless the write had committed, which the key
 * then says, so the retry does not write twice. A 4xx is the request's own fault and
 * would come again: it is kept.
 */
async function settle({ store, style }: IdempotencyOptions, held: { id: string; holder: string }, answer: Captured): Promise<void> {
  if (isRetryable(answer, style) || carriesCredentials(answer.body)) {
    // Freed before the answer leaves, so the retry finds it free. Often the database is away
    // just then: it is freed once the database is back (within the lease), so the client's
    // retry need not wait for the lease to run out.
    const release = () => store.release(held.id, held.holder);
    await release().catch(() => void keepTrying(release, { forMs: LEASE_MS }));
    return;
  }
  await store.keep(held.id, held.holder, answer.body.length > MAX_KEPT_ANSWER_BYTES ? tooLargeToKeep(answer, style) : {
    status: answer.status, headers: answer.headers, body: answer.body.toString('utf8'),
  });
}

/** What is kept of an answer too large to keep: its status, and words saying so (a REST answer keeps its success or failure). */
function tooLargeToKeep({ status }: Captured, style: IdempotencyOptions['style']) {
  const message = IDEMPOTENCY_MESSAGES.tooLarge;
  const body = style === 'rest'
    ? { success: status < 400, message }
    : { data: null, errors: [{ message, extensions: { code: 'ANSWER_NOT_KEPT' } }] };
  return { status, headers: { 'content-type': 'application/json; charset=utf-8' }, body: JSON.stringify(body) };
}

/** Fields whose text must never rest in the keys table: a session token, a one-time password, a two-factor secret, recovery codes. */
const CREDENTIAL = /token|password|secret|recoveryCodes|otpauth/i;

/**
 * An answer that hands over a credential is not kept (a database reader must not find
 * it there): its retry runs again, or, when its write committed, hears that it was done.
 */
function carriesCredentials(body: Buffer): boolean {
  let found = false;
  try {
    JSON.parse(body.toString('utf8'), (key, value: unknown) => {
      if (CREDENTIAL.test(key) && (typeof value === 'string' || Array.isArray(value))) found = true;
      return value;
    });
  } catch {
    return false;
  }
  return found;
}

const RETRYABLE_CODES = new Set(['SERVICE_UNAVAILABLE', 'INTERNAL_SERVER_ERROR', 'TOO_MANY_REQUESTS']);

function isRetryable({ status, body }: Captured, style: IdempotencyOptions['style']): boolean {
  if (status >= 500 || status === 429) return true;
  if (style !== 'graphql') return false;
  try {
    const { errors } = JSON.parse(body.toString('utf8')) as { errors?: Array<{ extensions?: { code?: string } }> };
    return (errors ?? []).some((error) => RETRYABLE_CODES.has(error.extensions?.code ?? 'INTERNAL_SERVER_ERROR'));
  } catch {
    return true;
  }
}

const WRITES = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** Every write under /api; on /graphql, a POST whose operation is a mutation (a query needs no key). */
function isWrite(request: Request, style: IdempotencyOptions['style']): boolean {
  if (!WRITES.has(request.method)) return false;
  if (style === 'rest') return true;
  const { query, operationName } = (request.body ?? {}) as { query?: unknown; operationName?: unknown };
  if (typeof query !== 'string') return false;
  try {
    return getOperationAST(parse(query, PARSE_OPTIONS), typeof operationName === 'string' ? operationName : undefined)?.operation === 'mutation';
  } catch {
    // Apollo refuses what does not parse, with its own message.
    return false;
  }
}

/** The key as sent: an sf-string (`"…"`, as the draft writes it) or bare. */
function parseKey(sent: string): string | null {
  const text = sent.trim();
  const key = text.length >= 2 && text.startsWith('"') && text.endsWith('"') ? text.slice(1, -1) : text;
  return key.length >= 1 && key.length <= 255 && /^[\x20-\x7e]+$/.test(key) && key.trim() !== '' ? key : null;
}

function send(response: Response, status: number, body: unknown, headers: Record<string, string> = {}) {
  response.status(status).set(headers).set('Cache-Control', PRIVATE_NO_STORE).json(body);
}

function refuse(response: Response, request: Request, style: IdempotencyOptions['style'], why: keyof typeof IDEMPOTENCY_CODES, retryAfter?: number) {
  const { status, code } = IDEMPOTENCY_CODES[why];
  const message = IDEMPOTENCY_MESSAGES[why];
  const headers: Record<string, string> = retryAfter ? { 'Retry-After': String(retryAfter) } : {};
  const requestId = requestIdOf(request);
  if (style === 'rest') return send(response, status, { success: false, message, requestId }, headers);
  send(response, status, { errors: [{ message, extensions: { code, requestId } }] }, headers);
}

function replay(response: Response, answer: { status: number; headers: Record<string, string>; body: string }) {
  response.status(answer.status).set(answer.headers).set('Idempotent-Replayed', 'true').set('Cache-Control', PRIVATE_NO_STORE).send(answer.body);
}

/**
 * The write committed but its answer was never kept (the connection dropped after the
 * commit): it is not run again. REST says so as a success; GraphQL, which has no data
 * to give, as an error coded ALREADY_DONE, so that the client reloads what it shows.
 */
function alreadyDone(response: Response, request: Request, style: IdempotencyOptions['style']) {
  const message = IDEMPOTENCY_MESSAGES.alreadyDone;
  response.set('Idempotent-Replayed', 'true');
  if (style === 'rest') return send(response, 200, { success: true, message });
  send(response, 200, { data: null, errors: [{ message, extensions: { code: 'ALREADY_DONE', requestId: requestIdOf(request) } }] });
}
