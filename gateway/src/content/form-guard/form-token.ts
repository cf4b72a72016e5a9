import { createHmac, timingSafeEqual } from 'node:crypto';
import { FORM_TOKEN_MAX_AGE_MS, FORM_TOKEN_MIN_AGE_MS } from '@consultancy/domain';

/** A key of its own, derived from the JWT secret: a form token can never pass for a sign-in token, nor the reverse. */
const keyFrom = (secret: string) => createHmac('sha256', secret).update('public-form-token').digest();

const signatureOf = (secret: string, issuedAt: number) =>
  createHmac('sha256', keyFrom(secret)).update(String(issuedAt)).digest('base64url');

/** `<issued at, ms since the epoch>.<HMAC of it>`: the server needs no storage to check it. */
export function issueFormToken(secret: string, now = Date.now()): string {
  return `${now}.${signatureOf(secret, now)}`;
}

type TokenVerdict = 'valid' | 'forged' | 'too-fast' | 'expired';

/** Whether a token posted at `now` was signed here, at least 2 s and at most 2 h before. */
export function checkFormToken(secret: string, token: string, now = Date.now()): TokenVerdict {
  const match = /^(\d{1,15})\.([A-Za-z0-9_-]{43})$/.exec(token);
  if (!match) return 'forged';
  const issuedAt = Number(match[1]);
  const expected = Buffer.from(signatureOf(secret, issuedAt));
  if (!timingSafeEqual(expected, Buffer.from(match[2]))) return 'forged';
  const age = now - issuedAt;
  if (age < FORM_TOKEN_MIN_AGE_MS) return 'too-fast';
  if (age > FORM_TOKEN_MAX_AGE_MS) return 'expired';
  return 'valid';
}
