import { reasonOf } from '../../api/errors/reason';

export const HOUR_MS = 3_600_000;
export const DAY_MS = 24 * HOUR_MS;

/**
 * Stops a periodic task: no run starts after it is called, and it resolves once a run under
 * way has ended, so that what the run was doing (an email being sent) is recorded before the
 * database closes.
 */
export type StopTask = () => Promise<void>;

/**
 * Runs `work` every `ms` in this process until the returned function stops it.
 * A run still going when the timer fires is not started again beside it; a
 * failure is reported as "<what> failed: <reason>" and the next run comes as
 * planned. The timer never keeps the process alive.
 */
export function repeatEvery(ms: number, what: string, work: () => Promise<unknown>, warn: (message: string) => void): StopTask {
  let running: Promise<void> | null = null;
  const timer = setInterval(() => {
    if (running) return;
    running = work()
      .then(() => undefined, (error: unknown) => warn(`${what} failed: ${reasonOf(error)}`))
      .finally(() => {
        running = null;
      });
  }, ms).unref();
  return async () => {
    clearInterval(timer);
    await running;
  };
}
