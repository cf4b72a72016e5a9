import { checkFormToken } from './form-token';

/** The hidden fields a public form sends beside its documented ones. */
export interface FormGuardFields {
  /** The honeypot: hidden from people, so only a bot fills it. */
  website?: string | null;
  formToken?: string | null;
}

/** A cap on the hidden fields, far above what a form sends (a token is about 57 characters). */
export const FORM_GUARD_MAX_CHARS = 2_000;

const given = (value: string | null | undefined) => value !== undefined && value !== null;

/**
 * Whether a post is judged to come from a bot. A post with neither hidden field
 * is a client of the documented REST calls: only the rate limits and content
 * rules judge it (false here). A post with either came from our forms: it must
 * have an empty honeypot and a valid token issued 2 s to 2 h ago.
 */
export function isSpamPost({ website, formToken }: FormGuardFields, secret: string, now = Date.now()): boolean {
  if (!given(website) && !given(formToken)) return false;
  if (website?.trim()) return true;
  return !formToken || checkFormToken(secret, formToken, now) !== 'valid';
}
