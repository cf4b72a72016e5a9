import type { WebhookConfig } from '../../config';
import { growingDelay } from '../../infra/retry/backoff';

/**
 * The pauses between attempts of one series: at the defaults 5 s, 20 s, 80 s, 5 min, 21 min,
 * 85 min, 5.7 h, then every 6 h, until 24 hours have gone by; the whole schedule scales with
 * WEBHOOK_FIRST_RETRY_MS (shortened in tests).
 */
const FACTOR = 4;
/** The longest pause and the whole series, in first pauses: 6 h and 24 h at the default 5 s. */
const MAX_PAUSES = 4_320;
const SERIES_PAUSES = 17_280;

/** When to try again after the `seriesAttempts`-th failed attempt of a series begun at `startedAt`; null: give up. */
export function nextAttempt(config: WebhookConfig, seriesAttempts: number, startedAt: Date, now = new Date()): Date | null {
  const pause = growingDelay(seriesAttempts, { firstMs: config.firstRetryMs, maxMs: config.firstRetryMs * MAX_PAUSES, factor: FACTOR });
  const at = now.getTime() + pause;
  return at > startedAt.getTime() + config.firstRetryMs * SERIES_PAUSES ? null : new Date(at);
}

/** 5xx, 429 and no answer at all (time-out, connection refused or reset) are worth another attempt; any other answer is final. */
export const worthRetrying = (responseCode: number | null) => responseCode === null || responseCode === 429 || responseCode >= 500;
