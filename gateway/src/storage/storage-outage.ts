import { GraphQLError } from 'graphql';
import { unavailable } from '../errors/api-error';
import type { FileStorage } from './file-storage';

export const STORAGE_UNAVAILABLE_MESSAGE = 'Image storage is unavailable right now. Please try again in a moment.';

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
 * check is retried with growing pauses until it succeeds.
 */
export function prepareInBackground(
  storage: FileStorage,
  warn: (message: string) => void,
  pauses = { firstMs: 1_000, maxMs: 30_000 },
): { ready: Promise<void>; stop(): void } {
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  const ready = new Promise<void>((resolve) => {
    const attempt = (pauseMs: number) => {
      storage.init().then(resolve, (error: unknown) => {
        if (stopped) return;
        const cause = (error as { cause?: Error }).cause ?? error;
        warn(`Image storage is not ready (${(cause as Error).message ?? cause}); trying again in ${Math.round(pauseMs / 1000)} s`);
        timer = setTimeout(() => attempt(Math.min(pauseMs * 2, pauses.maxMs)), pauseMs);
        timer.unref();
      });
    };
    attempt(pauses.firstMs);
  });
  return { ready, stop: () => { stopped = true; clearTimeout(timer); } };
}
