import { createHash, createHmac } from 'node:crypto';

/**
 * A visitor id that is stable for one day and then unlinkable: the day's salt is
 * derived from the server secret, so every replica computes the same id while
 * nobody holding the stored hashes can recover an address.
 */
export function visitorId(secret: string, address: string, userAgent: string, now = new Date()): string {
  const salt = createHmac('sha256', secret).update(`visitor-salt:${now.toISOString().slice(0, 10)}`).digest();
  return createHash('sha256').update(salt).update(address).update('\0').update(userAgent).digest('hex');
}
