import { createHmac, timingSafeEqual } from 'node:crypto';
import { CONFIRMATION_DAYS, UNSUBSCRIBE_LINK_DAYS } from '@consultancy/domain';
import { siteAddress, type Config } from '../../config';
import { DAY_MS } from '../../infra/periodic/repeat-every';

export type Purpose = 'confirm' | 'unsubscribe';

/** A key per purpose, derived from the JWT secret: a link of one kind never passes for another, nor for a sign-in. */
const keyFor = (secret: string, purpose: Purpose) => createHmac('sha256', secret).update(`subscription-${purpose}`).digest();
const signatureOf = (secret: string, purpose: Purpose, payload: string) =>
  createHmac('sha256', keyFor(secret, purpose)).update(payload).digest('base64url');

/**
 * `<subscription id>.<expiry, ms>.<HMAC>`: what the emailed links carry. Nothing is stored:
 * the signature proves the link was sent from here to that subscription's address.
 */
function sign(secret: string, purpose: Purpose, id: string, expiresAt: number): string {
  const payload = `${id}.${expiresAt}`;
  return `${payload}.${signatureOf(secret, purpose, payload)}`;
}

/** A link's subscription and when the link stops working (ms). */
export type LinkReading = { id: string; expiresAt: number } | 'expired' | 'invalid';

export function readLinkToken(secret: string, purpose: Purpose, token: string, now = Date.now()): LinkReading {
  const match = /^([0-9a-f-]{36})\.(\d{1,15})\.([A-Za-z0-9_-]{43})$/.exec(token);
  if (!match) return 'invalid';
  const expected = Buffer.from(signatureOf(secret, purpose, `${match[1]}.${match[2]}`));
  if (!timingSafeEqual(expected, Buffer.from(match[3]))) return 'invalid';
  const expiresAt = Number(match[2]);
  return expiresAt < now ? 'expired' : { id: match[1], expiresAt };
}

/** How long each link works after its email: a confirmation a week; an unsubscribe link a year, as list mail needs. */
const LINK_LIFETIME_MS: Record<Purpose, number> = { confirm: CONFIRMATION_DAYS * DAY_MS, unsubscribe: UNSUBSCRIBE_LINK_DAYS * DAY_MS };

/** When a link was made (its expiry less its lifetime). */
export const issuedAt = (purpose: Purpose, reading: { expiresAt: number }) => reading.expiresAt - LINK_LIFETIME_MS[purpose];

export const confirmToken = (secret: string, id: string, now = Date.now()) => sign(secret, 'confirm', id, now + LINK_LIFETIME_MS.confirm);
/** An unsubscribe link works a year after its email; those emailed before links expired carry the far future (9999999999999) and keep working. */
export const unsubscribeToken = (secret: string, id: string, now = Date.now()) => sign(secret, 'unsubscribe', id, now + LINK_LIFETIME_MS.unsubscribe);

/** The links a subscriber opens: site routes that act, then show the subscription page (subscription-pages.ts). */
export const confirmLink = (config: Config, token: string) => `${siteAddress(config)}/subscription/confirm?token=${token}`;
export const unsubscribeLink = (config: Config, token: string) => `${siteAddress(config)}/subscription/unsubscribe?token=${token}`;
/** RFC 8058's one-click address: a POST to it unsubscribes, without a cookie or a sign-in. */
export const oneClickUnsubscribeUrl = (config: Config, token: string) => `${siteAddress(config)}/api/subscription/unsubscribe?token=${token}`;
