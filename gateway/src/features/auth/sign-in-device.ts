import { createHmac, randomUUID } from 'node:crypto';
import jwt from 'jsonwebtoken';

/**
 * Device tokens (OWASP, "Slow Down Online Guessing Attacks with Device Cookies"): a
 * browser that completed a sign-in to an account gets a signed token naming that account
 * and a random device id. A sign-in that presents one is limited only by the failures of
 * that device, never by guesses from other devices or addresses; see docs/operations.md.
 *
 * Stateless: nothing is stored per device. The token carries a keyed stamp of the
 * account's password hash, so changing (or resetting) the password revokes every device
 * token of the account at once (argon2 salts each hash: even the same password again does).
 */
const DEVICE_TOKEN_LIFETIME_SECONDS = 365 * 24 * 60 * 60;

const DEVICE_AUDIENCE = 'sign-in-device';
/** A device token is at most this long (it is sent back as an argument, bounded like every input). */
export const DEVICE_TOKEN_MAX_CHARS = 1000;

/** A key for one purpose of sign-in, derived from JWT_SECRET: a device token is never a session token or a challenge. */
const keyFor = (jwtSecret: string, purpose: string) => createHmac('sha256', jwtSecret).update(`sign-in:${purpose}`).digest();

/** The account as it signs in now: a keyed digest of its password hash (never the hash itself), changed by any new password. */
export function passwordStamp(passwordHash: string, jwtSecret: string): string {
  return createHmac('sha256', keyFor(jwtSecret, 'password-stamp')).update(passwordHash).digest('base64url').slice(0, 22);
}

interface DeviceAccount { id: string; passwordHash: string }

/** A device token for `account`: the device id given (a known device renews its token) or a new one. */
export function signDeviceToken(account: DeviceAccount, jwtSecret: string, deviceId: string = randomUUID()): string {
  return jwt.sign({ pwd: passwordStamp(account.passwordHash, jwtSecret) }, keyFor(jwtSecret, 'device'), {
    algorithm: 'HS256', subject: account.id, audience: DEVICE_AUDIENCE, jwtid: deviceId, expiresIn: DEVICE_TOKEN_LIFETIME_SECONDS,
  });
}

/**
 * The device id of a token that is valid for `account` now: signed here, not expired, naming
 * this account, and made since its password last changed. Null for anything else (no token,
 * another account's, forged, expired, revoked): such a sign-in is an unknown device's.
 */
export function knownDevice(token: string | null | undefined, account: DeviceAccount | null, jwtSecret: string): string | null {
  if (!token || !account || token.length > DEVICE_TOKEN_MAX_CHARS) return null;
  try {
    const payload = jwt.verify(token, keyFor(jwtSecret, 'device'), { algorithms: ['HS256'], audience: DEVICE_AUDIENCE, subject: account.id });
    if (typeof payload !== 'object' || typeof payload.exp !== 'number' || typeof payload.jti !== 'string' || !payload.jti) return null;
    return payload.pwd === passwordStamp(account.passwordHash, jwtSecret) ? payload.jti : null;
  } catch {
    return null;
  }
}
