/**
 * The public forms' bot checks (contact, subscribe). A form sends a hidden
 * honeypot field that people leave empty and a signed token holding the time
 * it was issued; a post that carries either field must have an empty honeypot
 * and a valid token at least FORM_TOKEN_MIN_AGE_MS old, or it is stored as spam
 * and answered like a success. A post with neither field (a client of the
 * documented REST calls) is judged by the rate limits and content rules only.
 */
export const FORM_HONEYPOT_FIELD = 'website';
export const FORM_TOKEN_FIELD = 'formToken';

/** Faster than this from issuing the token to posting, no person filled the form. */
export const FORM_TOKEN_MIN_AGE_MS = 2_000;
/** A token older than this is refused (a page left open longer fetches a new one). */
export const FORM_TOKEN_MAX_AGE_MS = 2 * 60 * 60 * 1000;

/** The status a list leaves out unless its status filter asks for it. */
export const SPAM_STATUS = 'spam';
