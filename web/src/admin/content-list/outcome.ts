import { CombinedGraphQLErrors, ServerError } from '@apollo/client';
import { changed } from '../shared/answers';

/** docs/screens.md (content managers): the message every portfolio, testimonial and blog save falls back to. */
export const GENERIC_FAILURE = 'Something went wrong!';

export interface Outcome {
  variant: 'success' | 'error';
  message: string;
}

/**
 * A save or delete that answered, as the toast it gives: its own words
 * (`message`, those the REST API answers too) when it answered what it changed.
 */
export function outcomeOfChange(data: unknown, message: string): Outcome {
  return changed(data) ? { variant: 'success', message } : { variant: 'error', message: GENERIC_FAILURE };
}

function firstServerMessage(body: string): string | null {
  try {
    const parsed = JSON.parse(body) as { errors?: Array<{ message?: unknown }>; message?: unknown };
    const message = parsed.errors?.[0]?.message ?? parsed.message;
    return typeof message === 'string' && message.trim() ? message : null;
  } catch {
    return null;
  }
}

/**
 * A failed call as the toast it gives: the server's own words when it refused
 * (validation, sign-in, size limits), 'Something went wrong!' when the request
 * itself failed (network down, unreadable answer).
 */
export function outcomeOfError(error: unknown): Outcome {
  if (CombinedGraphQLErrors.is(error)) {
    const message = error.errors.find((entry) => entry.message)?.message;
    return { variant: 'error', message: message || GENERIC_FAILURE };
  }
  if (ServerError.is(error)) {
    return { variant: 'error', message: firstServerMessage(error.bodyText) ?? GENERIC_FAILURE };
  }
  return { variant: 'error', message: GENERIC_FAILURE };
}
