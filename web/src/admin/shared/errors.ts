import { CombinedGraphQLErrors, ServerError } from '@apollo/client/errors';

/** The message users see when the API cannot be reached at all. */
export const NETWORK_ERROR_MESSAGE = 'Cannot reach the server. Please check your connection and try again.';

/** The API's error code (extensions.code), e.g. UNAUTHENTICATED, BAD_USER_INPUT; or the HTTP status as text. */
export function errorCode(error: unknown): string | undefined {
  if (CombinedGraphQLErrors.is(error)) {
    const code = error.errors[0]?.extensions?.code;
    return typeof code === 'string' ? code : undefined;
  }
  if (ServerError.is(error)) {
    if (error.statusCode === 401) return 'UNAUTHENTICATED';
    return String(error.statusCode);
  }
  return undefined;
}

export const isUnauthenticated = (error: unknown) => errorCode(error) === 'UNAUTHENTICATED';

/** An update made from a version that is no longer the current one (409: someone saved since). */
export function isEditConflict(error: unknown): boolean {
  if (ServerError.is(error)) return error.statusCode === 409;
  return CombinedGraphQLErrors.is(error) && error.errors.some((entry) => entry.extensions?.httpStatus === 409);
}

/** True when no answer came back from the server (offline, refused, DNS, CORS...). */
export function isNetworkFailure(error: unknown): boolean {
  if (CombinedGraphQLErrors.is(error) || ServerError.is(error)) return false;
  return error instanceof TypeError || (error instanceof Error && /fetch|network/i.test(error.message));
}

/** The server's own message (errors[0].message), if it sent one. */
export function serverMessage(error: unknown): string | undefined {
  if (CombinedGraphQLErrors.is(error)) return error.errors[0]?.message || undefined;
  if (ServerError.is(error)) {
    try {
      const body = JSON.parse(error.bodyText) as { errors?: { message?: string }[]; message?: string };
      return body.errors?.[0]?.message ?? body.message;
    } catch {
      return undefined;
    }
  }
  return undefined;
}
