import type { DataSource } from 'typeorm';
import { tooManyRequests } from '../../api/errors/api-error';
import { SharedCounter } from './shared-counter';

const MINUTE = 60_000;

interface Rule {
  limit: number;
  windowMs: number;
  message(retryAfterSeconds: number): string;
}

const minutes = (seconds: number) => Math.max(1, Math.ceil(seconds / 60));
const loginMessage = (seconds: number) => `Too many failed login attempts. Please try again in ${minutes(seconds)} minutes.`;
const requestMessage = (seconds: number) => `Too many requests. Please try again in ${seconds} seconds.`;

/**
 * What anonymous visitors may do, counted across all replicas. The public
 * limits are far above what a person filling a form does; they stop scripts.
 * Sign-in attempts are counted before the password is checked, so parallel
 * guesses cannot slip past. From an unknown device: per account and address,
 * per address, and per account overall, to slow a distributed guesser. From a
 * known device (a valid device token of the account): per device only, so that
 * nobody elsewhere can lock the owner out (features/auth/sign-in-limits.ts).
 */
const RULES = {
  loginPerDevice: { limit: 10, windowMs: 15 * MINUTE, message: loginMessage },
  loginPerAccountAndAddress: { limit: 5, windowMs: 15 * MINUTE, message: loginMessage },
  loginPerAccount: { limit: 100, windowMs: 60 * MINUTE, message: loginMessage },
  loginPerAddress: { limit: 10, windowMs: 15 * MINUTE, message: loginMessage },
  contactPerAddress: { limit: 20, windowMs: MINUTE, message: requestMessage },
  subscribePerAddress: { limit: 20, windowMs: MINUTE, message: requestMessage },
  trackPerAddress: { limit: 120, windowMs: MINUTE, message: requestMessage },
  // New paths in the 404 log: a person follows a few broken links an hour, a script thousands.
  notFoundPathsPerAddress: { limit: 30, windowMs: 60 * MINUTE, message: requestMessage },
} satisfies Record<string, Rule>;

export type RuleName = keyof typeof RULES;

const SWEEP_EVERY_MS = 5 * MINUTE;

export class RateLimits {
  private readonly counter: SharedCounter;
  private readonly sweeper: NodeJS.Timeout;

  constructor(dataSource: DataSource) {
    this.counter = new SharedCounter(dataSource);
    this.sweeper = setInterval(() => void this.counter.sweep().catch(() => undefined), SWEEP_EVERY_MS).unref();
  }

  /**
   * Counts one request of `key` under `rule`; refuses it (429, with when to retry) past the limit.
   * `onFirstRefusal` runs for the first refusal of a window only (one caller, even at once on
   * several replicas): what records a refusal cannot be made to record a flood.
   */
  async admit(rule: RuleName, key: string, onFirstRefusal?: () => Promise<void>): Promise<void> {
    const { limit, windowMs, message } = RULES[rule];
    const window = await this.counter.hit(`${rule}:${key}`, windowMs);
    if (window.hits > limit) {
      if (window.hits === limit + 1) await onFirstRefusal?.();
      const retryAfter = Math.max(1, Math.ceil((window.resetAt - Date.now()) / 1000));
      throw tooManyRequests(message(retryAfter), retryAfter);
    }
  }

  /** Counts one request of `key` under `rule`; false past the limit, for work that is skipped quietly rather than refused. */
  async within(rule: RuleName, key: string): Promise<boolean> {
    const { limit, windowMs } = RULES[rule];
    return (await this.counter.hit(`${rule}:${key}`, windowMs)).hits <= limit;
  }

  /** Forgets the count of `key` under `rule` (a successful sign-in clears its failures). */
  reset(rule: RuleName, key: string): Promise<void> {
    return this.counter.reset(`${rule}:${key}`);
  }

  stop(): void {
    clearInterval(this.sweeper);
  }
}
