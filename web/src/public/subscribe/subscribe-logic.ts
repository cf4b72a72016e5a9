import { CombinedGraphQLErrors, ServerError } from '@apollo/client';
import type { SUBSCRIBE_SOURCES } from '@consultancy/domain';

export const EMPTY_EMAIL_MESSAGE = 'Please enter an email address';
export const SUBSCRIBE_FAILED_MESSAGE = 'Failed to subscribe. Please try again.';

export type SubscribeSource = (typeof SUBSCRIBE_SOURCES)[keyof typeof SUBSCRIBE_SOURCES];

/** What the form shows under the field after a try. */
export type SubscribeOutcome = { kind: 'success' | 'error'; message: string };

/** The message for a failed subscribe call: the server's message if it sent one, else the generic one. */
export function subscribeErrorMessage(error: unknown): string {
  if (CombinedGraphQLErrors.is(error)) return error.errors[0]?.message || SUBSCRIBE_FAILED_MESSAGE;
  if (ServerError.is(error)) return serverMessage(error.bodyText) ?? SUBSCRIBE_FAILED_MESSAGE;
  return SUBSCRIBE_FAILED_MESSAGE;
}

/** The message inside an error response body ({ errors: [{ message }] } or { message }), if any. */
export function serverMessage(bodyText: string | undefined): string | null {
  if (!bodyText) return null;
  try {
    const body = JSON.parse(bodyText) as { errors?: { message?: unknown }[]; message?: unknown };
    const message = body.errors?.[0]?.message ?? body.message;
    return typeof message === 'string' && message ? message : null;
  } catch {
    return null;
  }
}
