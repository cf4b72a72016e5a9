import { tooManyRequests } from '../errors/api-error';
import { WindowCounter } from './window-counter';

const MINUTE = 60_000;

/**
 * Limits on what anonymous visitors can do. The public ones are far above what a
 * person filling a form ever does; they only stop scripts.
 */
export function createRateLimits() {
  return {
    loginFailuresPerAccount: new WindowCounter(5, 15 * MINUTE),
    loginFailuresPerAddress: new WindowCounter(10, 15 * MINUTE),
    contactPerAddress: new WindowCounter(20, MINUTE),
    subscribePerAddress: new WindowCounter(20, MINUTE),
    trackPerAddress: new WindowCounter(120, MINUTE),
  };
}

export type RateLimits = ReturnType<typeof createRateLimits>;

/** Counts one request of `address`, refusing it once the limit is reached. */
export function admitRequest(counter: WindowCounter, address: string): void {
  if (!counter.take(address)) {
    const seconds = Math.ceil(counter.blockedFor(address) / 1000);
    throw tooManyRequests(`Too many requests. Please try again in ${seconds} seconds.`);
  }
}
