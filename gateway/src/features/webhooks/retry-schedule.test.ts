import { loadConfig } from '../../config';
import { nextAttempt, worthRetrying } from './retry-schedule';

const config = { ...loadConfig({ DATA_DIR: '/tmp/webhook-schedule-test', JWT_SECRET: 'x'.repeat(40) }).webhooks };
const HOUR = 3_600_000;

describe('the retry schedule', () => {
  it('waits longer after each failure, at most 6 hours, and gives up after 24 hours', () => {
    const start = new Date('2026-01-01T00:00:00Z');
    let now = start;
    const pauses: number[] = [];
    for (let attempts = 1; ; attempts += 1) {
      const next = nextAttempt(config, attempts, start, now);
      if (!next) break;
      pauses.push(next.getTime() - now.getTime());
      now = next;
    }
    expect(pauses.slice(0, 4)).toEqual([5_000, 20_000, 80_000, 320_000]);
    expect(Math.max(...pauses)).toBe(6 * HOUR);
    expect(now.getTime() - start.getTime()).toBeLessThanOrEqual(24 * HOUR);
    expect(now.getTime() - start.getTime()).toBeGreaterThan(18 * HOUR);
    expect(pauses.length).toBeLessThan(12);
  });

  it('scales with WEBHOOK_FIRST_RETRY_MS', () => {
    const start = new Date(0);
    expect(nextAttempt({ ...config, firstRetryMs: 100 }, 2, start, start)!.getTime()).toBe(400);
  });

  it('retries 5xx, 429 and no answer; not other answers', () => {
    expect([500, 503, 429, null].map(worthRetrying)).toEqual([true, true, true, true]);
    expect([400, 401, 404, 410, 301].map(worthRetrying)).toEqual([false, false, false, false, false]);
  });
});
