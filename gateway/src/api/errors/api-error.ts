import { GraphQLError } from 'graphql';

/**
 * Every refusal the API makes is a GraphQLError carrying one of these codes.
 * GraphQL clients read the code from `extensions.code`; the REST bridge and the
 * Express error handler turn it into the HTTP status below.
 */
export const httpStatusByCode = {
  BAD_USER_INPUT: 400,
  GRAPHQL_PARSE_FAILED: 400,
  GRAPHQL_VALIDATION_FAILED: 400,
  BAD_REQUEST: 400,
  UNAUTHENTICATED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  // A value another record holds already (a slug, an email). The REST contract has always
  // answered it as the refused input it is (400), before GraphQL had a code for it.
  CONFLICT: 400,
  PAYLOAD_TOO_LARGE: 413,
  TOO_MANY_REQUESTS: 429,
  SERVICE_UNAVAILABLE: 503,
  INTERNAL_SERVER_ERROR: 500,
} as const;

export type ApiErrorCode = keyof typeof httpStatusByCode;

/**
 * `httpStatus` overrides the code's status for one refusal: an update made from an
 * older version is a CONFLICT to GraphQL, like a taken slug, but REST answers it 409
 * where the contract has always answered a taken value 400. `details`: what else the
 * refusal tells (a used image's uses), as `extensions.details` to GraphQL and beside
 * `message` in the REST answer.
 */
export function apiError(code: ApiErrorCode, message: string, { status, details }: { status?: number; details?: Record<string, unknown> } = {}): GraphQLError {
  return new GraphQLError(message, { extensions: { code, ...(status ? { httpStatus: status } : {}), ...(details ? { details } : {}) } });
}

export const badInput = (message: string) => apiError('BAD_USER_INPUT', message);
export const unauthenticated = (message = 'Authentication required. Please log in.') =>
  apiError('UNAUTHENTICATED', message);
export const notFound = (message: string) => apiError('NOT_FOUND', message);
export const forbidden = (message: string) => apiError('FORBIDDEN', message);
export const conflict = (message: string) => apiError('CONFLICT', message);
export const tooLarge = (message: string) => apiError('PAYLOAD_TOO_LARGE', message);
/** A refusal for now; `retryAfter` (seconds) becomes the Retry-After header. */
export const tooManyRequests = (message: string, retryAfter?: number) =>
  new GraphQLError(message, { extensions: { code: 'TOO_MANY_REQUESTS' satisfies ApiErrorCode, retryAfter } });

/** A service the request needs (the database, the image storage) is away; it is worth retrying soon. */
export const unavailable = (message: string) => apiError('SERVICE_UNAVAILABLE', message);

export function httpStatusFor(code: unknown, httpStatus?: unknown): number {
  if (typeof httpStatus === 'number') return httpStatus;
  return httpStatusByCode[code as ApiErrorCode] ?? 500;
}

export const INTERNAL_ERROR_MESSAGE = 'Something went wrong on our side. Please try again later.';
