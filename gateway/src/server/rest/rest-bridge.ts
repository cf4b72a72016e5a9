import fs from 'node:fs';
import express, { type Request, type Response, type Router } from 'express';
import { getNullableType, isListType, type GraphQLFormattedError, type GraphQLSchema } from 'graphql';
import multer from 'multer';
import { normalizedUrl } from '../caching/cache-key';
import { PRIVATE_NO_STORE } from '../caching/cache-headers';
import type { Answer, AnswerCache } from '../caching/answer-cache';
import { httpStatusFor } from '../errors/api-error';
import type { RunOperation } from '../graphql/run-operation';
import { requestIdOf } from '../observability';
import { MAX_IMAGE_BYTES } from '../../infra/storage/image-file';
import { rootField } from './operation';
import { variablesFromRequest } from './request-arguments';
import type { RestRoute } from './rest-route';

export const MAX_FILES_PER_REQUEST = 20;

function fileParser(route: RestRoute, multiple: boolean): express.RequestHandler {
  const parse = multer({
    // Files go to temporary files, not memory: ten large images must not cost their size in RAM.
    storage: multer.diskStorage({}),
    limits: { fileSize: MAX_IMAGE_BYTES, files: multiple ? MAX_FILES_PER_REQUEST : 1, fieldSize: 5 * 1024 * 1024 },
  }).array(route.files!, multiple ? MAX_FILES_PER_REQUEST : 1);
  // Busboy's file-count limit names no field; the refusal should name the route's file field.
  return (request, response, next) =>
    parse(request, response, (error?: unknown) => {
      if (error instanceof multer.MulterError && !error.field) error.field = route.files;
      next(error);
    });
}

function removeTemporaryFiles(request: Request): Promise<unknown> {
  const files = (request.files as Express.Multer.File[] | undefined) ?? [];
  return Promise.all(files.map((file) => fs.promises.rm(file.path, { force: true })));
}

/**
 * A result object with `success` is already an answer; a page is its items under
 * the route's key beside where the page sits; anything else is wrapped under its key.
 */
function answerFor(route: RestRoute, data: Record<string, unknown>) {
  const result = data[route.field];
  if (result && typeof result === 'object' && 'success' in result) {
    return route.omitNulls ? Object.fromEntries(Object.entries(result).filter(([, value]) => value !== null)) : result;
  }
  if (route.paged) {
    const { items, ...position } = result as { items: unknown[] };
    return { success: true, [route.as ?? route.field]: items, ...position };
  }
  return { success: true, [route.as ?? route.field]: result };
}

function failure(request: Request, error: GraphQLFormattedError): Answer {
  const retryAfter = error.extensions?.retryAfter;
  return {
    status: httpStatusFor(error.extensions?.code),
    type: 'json',
    body: JSON.stringify({ success: false, message: error.message, requestId: requestIdOf(request) }),
    headers: typeof retryAfter === 'number' ? { 'Retry-After': String(retryAfter) } : {},
    cacheable: false,
  };
}

/**
 * Serves each REST route by running its GraphQL operation on the same Apollo
 * server, with the context Apollo itself would build: one path to the data,
 * so REST and GraphQL cannot disagree on rules, auth or answers.
 */
export function restBridge(routes: RestRoute[], schema: GraphQLSchema, runOperation: RunOperation, answerCache: AnswerCache): Router {
  const router = express.Router();
  for (const route of routes) {
    const { field, document } = rootField(schema, route.field);
    const uploadArg = field.args.find((arg) => arg.name === route.files);
    const parsers = route.files ? [fileParser(route, isListType(getNullableType(uploadArg!.type)))] : [];

    const answer = async (request: Request): Promise<Answer> => {
      const variables = variablesFromRequest(field.args, {
        params: request.params as Record<string, unknown>,
        query: request.method === 'GET' ? (request.query as Record<string, unknown>) : {},
        body: request.body,
        files: request.files as Express.Multer.File[] | undefined,
      });
      const result = await runOperation(request, { query: document, variables }).finally(() => removeTemporaryFiles(request));
      const [error] = result.errors ?? [];
      if (error) return failure(request, error);
      return { status: 200, type: 'json', body: JSON.stringify(answerFor(route, result.data as Record<string, unknown>)), cacheable: true };
    };

    router[route.method](route.path, ...parsers, async (request: Request, response: Response) => {
      if (route.cache === 'public') {
        return answerCache.serve(request, response, normalizedUrl(request.originalUrl), () => answer(request));
      }
      const { status, type, body, headers } = await answer(request);
      response.status(status).set(headers ?? {}).set('Cache-Control', PRIVATE_NO_STORE).type(type).send(body);
    });
  }
  return router;
}
