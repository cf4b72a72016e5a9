import { setTimeout as pause } from 'node:timers/promises';
import { MAX_RETRY_DELAY_MS, retryDelay } from './backoff';

interface KeepTryingOptions {
  /** The longest wait between two attempts. */
  maxDelayMs?: number;
  /** How long to go on before giving up (by default, until it succeeds or is stopped). */
  forMs?: number;
  /** Told of each failure and of the wait before the next attempt. */
  onFailure?(error: unknown, waitMs: number): void;
  /** Stops the attempts (at shutdown). */
  signal?: AbortSignal;
}

/**
 * Runs `task` until it succeeds, waiting longer after each failure (backoff.ts),
 * for work that waits for a dependency to come back. Resolves true once it has
 * succeeded, false when it gave up or was stopped. The waits never keep the
 * process alive.
 */
export async function keepTrying(
  task: () => Promise<unknown>,
  { maxDelayMs = MAX_RETRY_DELAY_MS, forMs = Number.POSITIVE_INFINITY, onFailure, signal }: KeepTryingOptions = {},
): Promise<boolean> {
  const startedAt = Date.now();
  for (let failures = 1; !signal?.aborted; failures += 1) {
    try {
      await task();
      return true;
    } catch (error) {
      if (signal?.aborted || Date.now() - startedAt >= forMs) return false;
      const waitMs = Math.min(maxDelayMs, retryDelay(failures));
      onFailure?.(error, waitMs);
      const stopped = await pause(waitMs, false, { signal, ref: false }).catch(() => true);
      if (stopped) return false;
    }
  }
  return false;
}
