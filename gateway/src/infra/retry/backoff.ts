/** Waits between attempts at something that failed: 1 s, 2 s, 4 s … never more than 30 s. */
const FIRST_RETRY_MS = 1_000;
export const MAX_RETRY_DELAY_MS = 30_000;

/** The wait after the `attempts`-th failure (1 s after the first). */
export const retryDelay = (attempts: number) => Math.min(MAX_RETRY_DELAY_MS, FIRST_RETRY_MS * 2 ** Math.max(0, attempts - 1));
