import { createHmac } from 'node:crypto';
import jwt from 'jsonwebtoken';
import { derivedKey, openText, sealText } from '../../infra/crypto/sealed-text';

/**
 * Keys for two-factor sign-in, each derived from JWT_SECRET for one purpose
 * only, so that no value made for one purpose is accepted for another (a
 * challenge is never a session token). Changing JWT_SECRET therefore also turns
 * off every stored TOTP secret and recovery code (see docs/configuration.md).
 */
const keyFor = (secret: string, purpose: string) => derivedKey(secret, `two-factor:${purpose}`);

/** The TOTP secret as stored: AES-256-GCM, so a copy of the database alone does not give the codes away. */
export function encryptSecret(base32: string, jwtSecret: string): string {
  return sealText(base32, keyFor(jwtSecret, 'secret-encryption'));
}

/** The base32 TOTP secret, or null when it was sealed with another key (JWT_SECRET changed) or damaged. */
export function decryptSecret(stored: string, jwtSecret: string): string | null {
  return openText(stored, keyFor(jwtSecret, 'secret-encryption'));
}

/**
 * A recovery code as stored: HMAC-SHA256 under a server key. The codes carry 50
 * random bits each, so a fast keyed hash is enough (argon2 for ten codes at
 * every check would cost seconds), and a database copy alone cannot test guesses.
 */
export function hashRecoveryCode(code: string, jwtSecret: string): string {
  return createHmac('sha256', keyFor(jwtSecret, 'recovery-codes')).update(normalRecoveryCode(code)).digest('hex');
}

/** Spaces, dashes and case do not matter when a recovery code is typed. */
const normalRecoveryCode = (code: string) => code.toLowerCase().replace(/[\s-]+/g, '');

const CHALLENGE_AUDIENCE = 'two-factor-challenge';
/** Long enough to open an authenticator app, short enough that a stolen challenge soon means nothing. */
export const CHALLENGE_LIFETIME_SECONDS = 5 * 60;

/** What a challenge names: the admin, its stored row (single use), and the password it was earned with. */
interface ChallengeClaims {
  adminId: string;
  /** The id of its row in sign_in_challenges (the token's `jti`). */
  challengeId: string;
  /** passwordStamp() of the password hash the password step checked: a password changed since refuses it. */
  passwordStamp: string;
}

/** What the password step hands over: it names the admin and its stored row, expires in minutes, and opens nothing but the code step. */
export function signChallenge(claims: ChallengeClaims, jwtSecret: string): string {
  return jwt.sign({ pwd: claims.passwordStamp }, keyFor(jwtSecret, 'challenge'), {
    algorithm: 'HS256', subject: claims.adminId, audience: CHALLENGE_AUDIENCE, jwtid: claims.challengeId, expiresIn: CHALLENGE_LIFETIME_SECONDS,
  });
}

/** What a challenge claims, or null when it is forged, expired or not a challenge (whether it is still unused is the row's to say). */
export function verifyChallenge(challenge: string, jwtSecret: string): ChallengeClaims | null {
  try {
    const payload = jwt.verify(challenge, keyFor(jwtSecret, 'challenge'), { algorithms: ['HS256'], audience: CHALLENGE_AUDIENCE });
    if (typeof payload !== 'object' || typeof payload.sub !== 'string' || typeof payload.exp !== 'number'
      || typeof payload.jti !== 'string' || typeof payload.pwd !== 'string') return null;
    return { adminId: payload.sub, challengeId: payload.jti, passwordStamp: payload.pwd };
  } catch {
    return null;
  }
}
