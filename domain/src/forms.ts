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

/**
 * The public forms also work as plain HTML forms, for a browser whose scripts
 * never load: they post (never a GET, which would put what was typed into the
 * URL, the history and the server's log) to the page they are on, naming
 * themselves in this hidden field, and the server answers with that page
 * showing the outcome.
 */
export const FORM_NAME_FIELD = 'formName';
export const POSTED_FORM_NAMES = ['contact', 'subscribe'] as const;
export type PostedFormName = (typeof POSTED_FORM_NAMES)[number];

/** What a plain post of a public form came to, rendered into the page that answers it. */
export interface PostedFormOutcome {
  form: PostedFormName;
  /** Which of the page's forms of that name was sent: the subscribe forms' source. */
  source: string;
  ok: boolean;
  /** The server's message: the SPEC's success message, or what was refused and why. */
  message: string;
  /** What was typed, given back after a refusal so that nothing is typed twice; empty after a success. */
  values: Record<string, string>;
}

/** The element of a page answering a plain post that holds its PostedFormOutcome, for the browser to start from. */
export const FORM_OUTCOME_ELEMENT_ID = 'form-outcome';

/**
 * The form token field's value as rendered: a page is rendered once for every
 * visitor, so the gateway writes a freshly issued token in its place, which a
 * plain post then sends. The script-driven forms fetch a token of their own.
 */
export const FORM_TOKEN_PLACEHOLDER = 'form-token-issued-by-the-server';
