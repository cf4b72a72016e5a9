import { unwrapResolverError } from '@apollo/server/errors';
import type { GraphQLFormattedError } from 'graphql';
import type { ValidationError } from 'class-validator';
import { closedListValues } from '../../api/schema/closed-list';
import { currentRequestId, noteRateLimitRefusal, requestLogger } from '../../infra/observability';
import { INTERNAL_ERROR_MESSAGE, httpStatusByCode, type ApiErrorCode } from '../../api/errors/api-error';
import { DATABASE_UNAVAILABLE_MESSAGE, isDatabaseOutage } from '../../api/errors/outage';

/** class-validator reports nested inputs as a tree; the client wants one sentence. */
function validationMessages(errors: ValidationError[]): string[] {
  return errors.flatMap((error) => [
    ...Object.values(error.constraints ?? {}),
    ...validationMessages(error.children ?? []),
  ]);
}

/**
 * GraphQL's own coercion messages name variables and types; say instead which
 * field is wrong, in the words a form user understands.
 */
function readableCoercionMessage(message: string): string {
  const missing = /^Variable "\$\w+" got invalid value .*?; Field "(\w+)" of required type ".*?" was not provided\.$/.exec(message);
  if (missing) return `${missing[1]} is required`;
  const notListed = /^Variable "\$(\w+)" got invalid value .*?(?: at "[\w.[\]]*?(\w+)")?; Value ".*?" does not exist in "(\w+)" enum\./s.exec(message);
  const allowed = notListed && closedListValues(notListed[3]);
  if (allowed) return `${notListed![2] ?? notListed![1]} must be one of: ${allowed.join(', ')}`;
  const invalid = /^Variable "\$(\w+)" got invalid value (.*?)(?: at "[\w.[\]]*?(\w+)")?; (.*)$/s.exec(message);
  if (invalid) {
    const [, variable, value, field, reason] = invalid;
    return `${field ?? variable} has an invalid value ${value}: ${reason.replace(/^Expected type "(\w+)"\. /, '')}`;
  }
  const absent = /^Variable "\$(\w+)" of required type ".*?" was not provided\.$/.exec(message);
  if (absent) return `${absent[1]} is required`;
  return message;
}

/**
 * A refusal a plugin put in place of a document's validation errors (a visitor's call that
 * needs sign-in, graphql/caller-checks.ts) keeps its own code: Apollo relabels every error
 * of that list GRAPHQL_VALIDATION_FAILED, keeping the refusal as its originalError.
 */
function refusalInPlaceOfValidation(raw: unknown): string | undefined {
  const original = (raw as { originalError?: { extensions?: Record<string, unknown> } } | undefined)?.originalError;
  const code = (raw as { extensions?: Record<string, unknown> } | undefined)?.extensions?.code === 'GRAPHQL_VALIDATION_FAILED' ? original?.extensions?.code : undefined;
  return typeof code === 'string' ? code : undefined;
}

/**
 * Every error leaves the API through here: known refusals keep their code and
 * message, validation errors are spelled out, anything unexpected is logged and
 * answered without internals. Each error names the request (`extensions.requestId`)
 * so that a report can be matched with the server's log.
 */
export function formatError(formatted: GraphQLFormattedError, raw: unknown): GraphQLFormattedError {
  const error = unwrapResolverError(raw) as { extensions?: Record<string, unknown> } | undefined;
  const code = refusalInPlaceOfValidation(raw) ?? (formatted.extensions?.code ?? 'INTERNAL_SERVER_ERROR') as string;
  const validationErrors = error?.extensions?.validationErrors as ValidationError[] | undefined;
  const requestId = currentRequestId();
  const extensions = (answered: string) => (requestId ? { code: answered, requestId } : { code: answered });

  if (validationErrors?.length) {
    return { message: validationMessages(validationErrors).join('; '), path: formatted.path, extensions: extensions(code) };
  }
  if (code in httpStatusByCode && code !== 'INTERNAL_SERVER_ERROR') {
    if (code === 'TOO_MANY_REQUESTS') noteRateLimitRefusal();
    const { retryAfter, httpStatus, details } = formatted.extensions ?? {};
    return {
      message: readableCoercionMessage(formatted.message),
      path: formatted.path,
      extensions: { ...extensions(code), ...(retryAfter ? { retryAfter } : {}), ...(httpStatus ? { httpStatus } : {}), ...(details ? { details } : {}) },
    };
  }
  if (isDatabaseOutage(error)) {
    return { message: DATABASE_UNAVAILABLE_MESSAGE, path: formatted.path, extensions: extensions('SERVICE_UNAVAILABLE' satisfies ApiErrorCode) };
  }
  requestLogger().error({ err: error ?? raw, path: formatted.path }, 'unexpected API error');
  return { message: INTERNAL_ERROR_MESSAGE, path: formatted.path, extensions: extensions('INTERNAL_SERVER_ERROR' satisfies ApiErrorCode) };
}
