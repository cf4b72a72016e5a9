import type { Request } from 'express';
import type { GraphQLFormattedError } from 'graphql';
import { httpStatusFor } from '../../api/errors/api-error';
import type { RunOperation } from '../graphql/run-operation';
import { requestIdOf } from '../../infra/observability';
import { refuseUnknownBodyFields, variablesFromRequest, type RestRequest } from './request-arguments';
import type { RouteOperation } from './route-operation';
import type { RestFields, RestRoute } from '../../api/rest/rest-route';
import { RECORD_RENAMES, toRestShape, type Renames } from '../../api/rest/rest-shape';

/** A REST call's answer before it is sent: status, JSON body and headers. */
interface RestReply {
  status: number;
  body: RestFields;
  headers: Record<string, string>;
}

/** Runs a route for a request, with what it sent (path params, query, body, files). */
export type RestCall = (request: Request, sent: RestRequest) => Promise<RestReply>;

/**
 * The first GraphQL error as the contract's refusal: its message, the HTTP status of its code, and
 * the refusal's details beside them (in the contract's names), as a used image's delete names its uses.
 */
function refusal(request: Request, error: GraphQLFormattedError, renames: Renames): RestReply {
  const retryAfter = error.extensions?.retryAfter;
  const details = error.extensions?.details;
  const told = details && typeof details === 'object' ? (toRestShape(details, renames) as RestFields) : {};
  return {
    status: httpStatusFor(error.extensions?.code, error.extensions?.httpStatus),
    body: { ...told, success: false, message: error.message, requestId: requestIdOf(request) },
    headers: typeof retryAfter === 'number' ? { 'Retry-After': String(retryAfter) } : {},
  };
}

/**
 * A route as a call: its operation runs on the same Apollo server with the
 * context Apollo itself would build (one path to the data, so REST and GraphQL
 * cannot disagree on rules, auth or messages), and its data is answered in the
 * contract's shape: `{ success: true, …answer }`, renamed once here.
 */
export function restCall(route: RestRoute, operation: RouteOperation, runOperation: RunOperation): RestCall {
  return async (request, sent) => {
    if (route.refuseUnknownFields) refuseUnknownBodyFields(operation.variables, sent.body);
    const variables = { ...variablesFromRequest(operation.variables, sent), ...route.variables };
    const result = await runOperation(request, { query: operation.query, variables });
    const [error] = result.errors ?? [];
    if (error) return refusal(request, error, route.renames ?? RECORD_RENAMES);
    const body = toRestShape({ success: true, ...route.answer(result.data) }, route.renames ?? RECORD_RENAMES) as RestFields;
    return { status: 200, body, headers: {} };
  };
}
