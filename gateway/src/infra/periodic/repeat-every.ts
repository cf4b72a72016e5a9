import { reasonOf } from '../../server/errors/reason';

export const HOUR_MS = 3_600_000;
export const DAY_MS = 24 * HOUR_MS;

/**
 * Runs `work` every `ms` in this process until the returned function stops it.
 * A run still going when the timer fires is not started again beside it; a
 * failure is reported as "<what> failed: <reason>" and the next run comes as
 * planned. The timer never keeps the process alive.
 */
export function repeatEvery(ms: number, what: string, work: () => Promise<unknown>, warn: (message: string) => void): () => void {
  let running = false;
  const timer = setInterval(() => {
    if (running) return;
    running = true;
    work()
      .catch((error: unknown) => warn(`${what} failed: ${reasonOf(error)}`))
      .finally(() => {
        running = false;
      });
  }, ms).unref();
  return () => clearInterval(timer);
}
