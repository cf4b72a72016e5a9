import { GraphQLError } from 'graphql';
import { unavailable } from '../../api/errors/api-error';
import { reasonOf } from '../../api/errors/reason';
import { keepTrying } from '../retry/keep-trying';
import type { FileStorage } from './file-storage';

const STORAGE_UNAVAILABLE_MESSAGE = 'Image storage is unavailable right now. Please try again in a moment.';

/**
 * A storage whose failures (server down, bucket missing, disk unwritable)
 * answer 503 with a message instead of an internal error. Refusals the
 * storage makes on purpose (a bad key) pass through as they are.
 */
export function withOutageErrors(storage: FileStorage): FileStorage {
  const guard = <A extends unknown[], R>(operation: (...args: A) => Promise<R>) =>
    async (...args: A): Promise<R> => {
      try {
        return await operation.apply(storage, args);
      } catch (error) {
        if (error instanceof GraphQLError) throw error;
        throw Object.assign(unavailable(STORAGE_UNAVAILABLE_MESSAGE), { cause: error });
      }
    };
  return {
    init: guard(storage.init),
    save: guard(storage.save),
    open: guard(storage.open),
    remove: guard(storage.remove),
    list: guard(storage.list),
  };
}

/**
 * Prepares the storage (folder or bucket) without holding up the start: when
 * the storage is away, pages serve meanwhile and uploads answer 503, and the
 * check is retried with growing pauses until it succeeds (or the app stops).
 */
export function prepareInBackground(storage: FileStorage, warn: (message: string) => void): { ready: Promise<boolean>; stop(): void } {
  const stopping = new AbortController();
  const ready = keepTrying(() => storage.init(), {
    signal: stopping.signal,
    onFailure: (error, waitMs) => {
      const cause = (error as { cause?: unknown }).cause ?? error;
      warn(`Image storage is not ready (${reasonOf(cause)}); trying again in ${Math.round(waitMs / 1000)} s`);
    },
  });
  return { ready, stop: () => stopping.abort() };
}
