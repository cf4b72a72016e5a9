import { createCipheriv, createDecipheriv, createHmac, randomBytes } from 'node:crypto';

/**
 * A key derived from the server secret (JWT_SECRET) for one purpose only, so that no value
 * made for one purpose is accepted for another.
 */
export const derivedKey = (serverSecret: string, purpose: string) => createHmac('sha256', serverSecret).update(purpose).digest();

const CIPHER = 'aes-256-gcm';
const IV_BYTES = 12;
const TAG_BYTES = 16;
const PREFIX = 'v1.';

/** Whether `stored` is text sealed by sealText (and not the secret itself). */
export const isSealed = (stored: string) => stored.startsWith(PREFIX);

/** `text` as stored: AES-256-GCM under `key`, so a copy of the database (or of a backup) alone does not give it away. */
export function sealText(text: string, key: Buffer): string {
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv(CIPHER, key, iv);
  const sealed = Buffer.concat([cipher.update(text, 'utf8'), cipher.final()]);
  return `${PREFIX}${Buffer.concat([iv, cipher.getAuthTag(), sealed]).toString('base64url')}`;
}

/** The text sealText sealed, or null when it was sealed with another key (JWT_SECRET changed) or damaged. */
export function openText(stored: string, key: Buffer): string | null {
  if (!isSealed(stored)) return null;
  const bytes = Buffer.from(stored.slice(PREFIX.length), 'base64url');
  try {
    const decipher = createDecipheriv(CIPHER, key, bytes.subarray(0, IV_BYTES));
    decipher.setAuthTag(bytes.subarray(IV_BYTES, IV_BYTES + TAG_BYTES));
    return Buffer.concat([decipher.update(bytes.subarray(IV_BYTES + TAG_BYTES)), decipher.final()]).toString('utf8');
  } catch {
    return null;
  }
}
