/** Waits between attempts at something that failed: 1 s, 2 s, 4 s … never more than 30 s. */
const FIRST_RETRY_MS = 1_000;
export const MAX_RETRY_DELAY_MS = 30_000;

/** A schedule of growing pauses: `firstMs` after the first failure, `factor` times the last one after each next, at most `maxMs`. */
interface Backoff {
  firstMs: number;
  maxMs: number;
  factor: number;
}

/** The wait after the `attempts`-th failure (`firstMs` after the first). */
export const growingDelay = (attempts: number, { firstMs, maxMs, factor }: Backoff) =>
  Math.min(maxMs, firstMs * factor ** Math.max(0, attempts - 1));

/** The wait after the `attempts`-th failure (1 s after the first). */
export const retryDelay = (attempts: number) => growingDelay(attempts, { firstMs: FIRST_RETRY_MS, maxMs: MAX_RETRY_DELAY_MS, factor: 2 });
