import { ApolloLink, ServerError } from '@apollo/client';
import { OperationTypeNode, type FormattedExecutionResult } from 'graphql';
import { catchError, defer, mergeMap, of, retry, tap, throwError, timer } from 'rxjs';
import { isNetworkFailure } from './errors';

/** How often a save is sent again after no answer or a 503, and the pause before the first retry (doubling). */
export const SAVE_RETRIES = { max: 3, firstDelayMs: 500 };

/** 128 random bits as hex (`crypto.randomUUID` exists only on HTTPS and localhost; this works on plain HTTP too). */
const newKey = () => Array.from(crypto.getRandomValues(new Uint8Array(16)), (byte) => byte.toString(16).padStart(2, '0')).join('');

/** An answer saying the database is unavailable: retried as no answer is, and handed on as it came once retries run out. */
class UnavailableAnswer extends Error {
  constructor(readonly result: FormattedExecutionResult) {
    super('Service unavailable');
  }
}

const saysUnavailable = (result: FormattedExecutionResult) => Boolean(result.errors?.some((error) => error.extensions?.code === 'SERVICE_UNAVAILABLE'));

function worthRetrying(error: unknown): boolean {
  return error instanceof UnavailableAnswer || isNetworkFailure(error) || (ServerError.is(error) && error.statusCode === 503);
}

/**
 * Sends a mutation again (with its key) when it got no answer or a 503. Apollo's
 * RetryLink sees only failed requests, not an answer carrying a 503's error, so
 * the few lines are written here.
 */
export const saveRetryLink = new ApolloLink((operation, forward) => {
  if (operation.operationType !== OperationTypeNode.MUTATION) return forward(operation);
  return defer(() => forward(operation)).pipe(
    mergeMap((result) => (saysUnavailable(result) ? throwError(() => new UnavailableAnswer(result)) : of(result))),
    retry({
      count: SAVE_RETRIES.max,
      delay: (error, attempt) => (worthRetrying(error) ? timer(SAVE_RETRIES.firstDelayMs * 2 ** (attempt - 1)) : throwError(() => error)),
    }),
    catchError((error: unknown) => (error instanceof UnavailableAnswer ? of(error.result) : throwError(() => error))),
  );
});

/**
 * What makes two saves the same: the operation and its variables (a file by its name,
 * size and date, as JSON has no text for it). A change to the form makes another.
 */
function saveFingerprint(operation: ApolloLink.Operation): string {
  const file = (value: unknown) => (value instanceof File ? { file: [value.name, value.size, value.type, value.lastModified] } : value);
  return JSON.stringify([operation.operationName, operation.variables], (_name, value: unknown) => file(value));
}

/**
 * Gives each mutation one `Idempotency-Key`, the same on each of its retries:
 * a save whose answer was lost is sent again, and the server answers it again
 * rather than storing it twice. A save that never heard its answer (no answer or
 * unavailable, retries included) may have been stored all the same, so its key is
 * kept: the same save pressed again sends it once more, until an answer comes; a
 * changed form is another save, with a key of its own.
 */
export function createIdempotencyKeyLink(): ApolloLink {
  const unanswered = new Map<string, string>();
  return new ApolloLink((operation, forward) => {
    if (operation.operationType !== OperationTypeNode.MUTATION) return forward(operation);
    const save = saveFingerprint(operation);
    const key = unanswered.get(save) ?? newKey();
    unanswered.set(save, key);
    operation.setContext(({ headers }: { headers?: Record<string, string> }) => ({ headers: { ...headers, 'Idempotency-Key': key } }));
    return forward(operation).pipe(
      tap({
        next: (result) => {
          if (!saysUnavailable(result)) unanswered.delete(save);
        },
        error: (error: unknown) => {
          if (!worthRetrying(error)) unanswered.delete(save);
        },
      }),
    );
  });
}
