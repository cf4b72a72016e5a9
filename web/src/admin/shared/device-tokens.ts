/**
 * The device tokens this browser was given by its sign-ins, one per account (the gateway
 * binds each to its account): sent with the next login of that account, whose attempts are
 * then limited only by this browser's own failures (docs/operations.md). Kept in local
 * storage beside the session token, and kept when signing out: it opens nothing by itself.
 */
const KEY = 'signInDevices';
/** A shared computer may sign several accounts in; the oldest are forgotten past this. */
const MAX_ACCOUNTS = 10;

const account = (email: string) => email.trim().toLowerCase();

function readAll(): Record<string, string> {
  try {
    const stored = JSON.parse(localStorage.getItem(KEY) ?? '{}') as unknown;
    return stored && typeof stored === 'object' && !Array.isArray(stored) ? (stored as Record<string, string>) : {};
  } catch {
    return {};
  }
}

/** The device token of this account on this browser, if it has one. */
export function readDeviceToken(email: string): string | undefined {
  const token = readAll()[account(email)];
  return typeof token === 'string' ? token : undefined;
}

/** Keeps the device token a sign-in answered, newest last. */
export function storeDeviceToken(email: string, token: string): void {
  const others = Object.entries(readAll()).filter(([name]) => name !== account(email));
  const kept = [...others.slice(-(MAX_ACCOUNTS - 1)), [account(email), token]];
  try {
    localStorage.setItem(KEY, JSON.stringify(Object.fromEntries(kept)));
  } catch {
    // Storage full or refused (private mode): the next sign-in counts as an unknown device's.
  }
}
