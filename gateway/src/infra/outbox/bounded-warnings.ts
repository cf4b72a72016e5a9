/** At most this many warnings a minute; the rest are counted and told as one line. */
const PER_MINUTE = 10;
const MINUTE_MS = 60_000;

/**
 * Passes warnings on at a bounded rate, so a flood of failing emails (hundreds of refused
 * addresses) writes a few lines a minute, not one per attempt: the warnings held back in a
 * minute are told as their number when the next one comes.
 */
export function boundedWarnings(warn: (message: string) => void, now = () => Date.now()): (message: string) => void {
  let windowStart = 0;
  let told = 0;
  let held = 0;
  return (message) => {
    if (now() - windowStart >= MINUTE_MS) {
      if (held > 0) warn(`${held} more outbox warnings were not logged in the last minute`);
      windowStart = now();
      told = 0;
      held = 0;
    }
    if (told < PER_MINUTE) {
      told += 1;
      warn(message);
    } else {
      held += 1;
    }
  };
}
