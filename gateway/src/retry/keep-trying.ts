import { retryDelay } from './backoff';

export interface KeepTryingOptions {
  /** The longest wait between two attempts. */
  maxDelayMs: number;
  /** How long to go on before giving up. */
  forMs: number;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms).unref());

/**
 * Runs `task` until it succeeds, waiting longer after each failure (backoff.ts,
 * capped at `maxDelayMs`), for work that waits for a dependency to come back.
 * Resolves true once it has succeeded, false (after a warning) when it gave up.
 */
export async function keepTrying(
  what: string,
  task: () => Promise<void>,
  warn: (message: string) => void,
  { maxDelayMs, forMs }: KeepTryingOptions,
): Promise<boolean> {
  const startedAt = Date.now();
  for (let failures = 1; ; failures += 1) {
    try {
      await task();
      return true;
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      if (Date.now() - startedAt >= forMs) {
        warn(`${what}: gave up after ${failures} attempts (${reason})`);
        return false;
      }
      await sleep(Math.min(maxDelayMs, retryDelay(failures)));
    }
  }
}
