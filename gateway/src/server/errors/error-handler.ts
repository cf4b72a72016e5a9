import type { ErrorRequestHandler } from 'express';
import { GraphQLError } from 'graphql';
import multer from 'multer';
import { requestIdOf, requestLogger } from '../../infra/observability';
import { INTERNAL_ERROR_MESSAGE, httpStatusFor } from '../../api/errors/api-error';
import { DATABASE_UNAVAILABLE_MESSAGE, isDatabaseOutage } from '../../api/errors/outage';

const multerRefusals: Record<string, (field?: string) => [number, string]> = {
  LIMIT_FILE_SIZE: (field) => [413, `${field}: each file must be at most 10 MB`],
  LIMIT_FILE_COUNT: (field) => [400, `${field}: too many files`],
  LIMIT_UNEXPECTED_FILE: (field) => [400, `${field}: unexpected file (too many files, or a field that takes none)`],
  LIMIT_FIELD_VALUE: (field) => [413, `${field}: value is too large`],
  LIMIT_PART_COUNT: () => [413, 'Too many form fields'],
};

/**
 * What busboy (under multer and graphql-upload) says of a multipart body it could not read to
 * its end: the client's upload was cut short or damaged, never a fault of the server.
 */
const CUT_SHORT = /^(Unexpected end of (form|file)|Malformed part header|Multipart: Boundary not found|Request (aborted|closed))$/;
const INCOMPLETE_UPLOAD_MESSAGE = 'The upload is incomplete or damaged (the multipart body ended early): please send it again.';

/** Turns what Express middleware throws (body parsers, multer, graphql-upload) into status and message. */
function describe(error: unknown): [number, string] {
  if (error instanceof GraphQLError) return [httpStatusFor(error.extensions.code), error.message];
  if (error instanceof multer.MulterError) {
    return multerRefusals[error.code]?.(error.field) ?? [400, error.message];
  }
  if (error instanceof Error && !('code' in error) && CUT_SHORT.test(error.message)) return [400, INCOMPLETE_UPLOAD_MESSAGE];
  const { type, status, expose, message } = error as { type?: string; status?: number; expose?: boolean; message?: string };
  if (type === 'entity.too.large') return [413, 'Request body is too large'];
  if (type === 'entity.parse.failed') return [400, 'Request body is not valid JSON'];
  if (status && status >= 400 && status < 500) return [status, expose && message ? message : 'Bad request'];
  if (isDatabaseOutage(error)) return [503, DATABASE_UNAVAILABLE_MESSAGE];
  return [500, INTERNAL_ERROR_MESSAGE];
}

/**
 * The last handler: every failure leaves as JSON (GraphQL's error shape on
 * /graphql, `{ success: false, message, requestId }` elsewhere), never an HTML
 * page or a stack trace; a server fault is logged with its stack.
 */
export const errorHandler: ErrorRequestHandler = (error, request, response, _next) => {
  const [status, message] = describe(error);
  const requestId = requestIdOf(request);
  // A database that is away is an expected state (503), not a fault in the code.
  if (status >= 500 && status !== 503) requestLogger(request).error({ err: error }, 'request failed with an unexpected error');
  if (response.headersSent) return response.end();
  if (request.path.startsWith('/graphql')) {
    const known = error instanceof GraphQLError && typeof error.extensions.code === 'string' ? error.extensions.code : undefined;
    const code = known ?? (status === 413 ? 'PAYLOAD_TOO_LARGE' : status === 503 ? 'SERVICE_UNAVAILABLE' : status >= 500 ? 'INTERNAL_SERVER_ERROR' : 'BAD_REQUEST');
    response.status(status).json({ errors: [{ message, extensions: { code, requestId } }] });
  } else {
    response.status(status).json({ success: false, message, requestId });
  }
};
