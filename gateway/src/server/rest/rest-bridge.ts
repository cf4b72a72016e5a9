import fs from 'node:fs';
import express, { type Request, type Response, type Router } from 'express';
import { getNullableType, isListType, type GraphQLSchema } from 'graphql';
import multer from 'multer';
import { normalizedUrl } from '../caching/cache-key';
import { PRIVATE_NO_STORE } from '../../api/http/cache-control';
import type { Answer, AnswerCache } from '../caching/answer-cache';
import type { RunOperation } from '../graphql/run-operation';
import { MAX_IMAGE_BYTES } from '../../infra/storage/image-file';
import { restCall, type RestCall } from './rest-call';
import type { RestRoute } from '../../api/rest/rest-route';
import { routeOperation, type RouteOperation } from './route-operation';

export const MAX_FILES_PER_REQUEST = 20;

/** `field`: the route's file field, or its filesByPath variable, which takes files under any field name. */
function fileParser(field: string, multiple: boolean, anyField: boolean): express.RequestHandler {
  const upload = multer({
    // Files go to temporary files, not memory: ten large images must not cost their size in RAM.
    storage: multer.diskStorage({}),
    // File names as browsers send them (UTF-8), not busboy's default latin1: "résumé.png" in messages, not "rÃ©sumÃ©.png".
    defParamCharset: 'utf8',
    limits: { fileSize: MAX_IMAGE_BYTES, files: multiple ? MAX_FILES_PER_REQUEST : 1, fieldSize: 5 * 1024 * 1024 },
  });
  const parse = anyField ? upload.any() : upload.array(field, multiple ? MAX_FILES_PER_REQUEST : 1);
  // Busboy's file-count limit names no field; the refusal should name the route's file field.
  return (request, response, next) => {
    // Also when the call never runs (an answer replayed for its Idempotency-Key).
    response.once('close', () => void removeTemporaryFiles(request).catch(() => undefined));
    parse(request, response, (error?: unknown) => {
      if (error instanceof multer.MulterError && !error.field) error.field = field;
      next(error);
    });
  };
}

function removeTemporaryFiles(request: Request): Promise<unknown> {
  // A file multer gave up on mid-way has no path.
  const files = ((request.files as Express.Multer.File[] | undefined) ?? []).filter((file) => typeof file.path === 'string');
  return Promise.all(files.map((file) => fs.promises.rm(file.path, { force: true })));
}

/** The route table, ready to run: each route with its call (see rest-call.ts). */
export interface RestApi {
  routes: ReadonlyArray<{ route: RestRoute; operation: RouteOperation; call: RestCall }>;
  /** The call of a documented route, for what runs one outside /api (plain form posts); a missing one stops the start. */
  call(method: RestRoute['method'], path: string): RestCall;
}

/** Checks every route's document against the schema (at start) and makes its call. */
export function restApi(routes: readonly RestRoute[], schema: GraphQLSchema, runOperation: RunOperation): RestApi {
  const prepared = routes.map((route) => {
    const operation = routeOperation(schema, route);
    return { route, operation, call: restCall(route, operation, runOperation) };
  });
  return {
    routes: prepared,
    call(method, path) {
      const found = prepared.find(({ route }) => route.method === method && route.path === path);
      if (!found) throw new Error(`No REST route ${method.toUpperCase()} ${path}`);
      return found.call;
    },
  };
}

/**
 * Serves each REST route under its path: parses its multipart files (to
 * temporary files, removed once it has run), runs its call with the request's
 * params, query (GET) and body, and answers JSON, from the answer cache for public reads.
 */
export function restBridge(api: RestApi, answerCache: AnswerCache, beforeWrites: express.RequestHandler[] = []): Router {
  const router = express.Router();
  for (const { route, operation, call } of api.routes) {
    const fileField = route.files ?? route.filesByPath;
    const uploads = fileField ? operation.variables.find((variable) => variable.name === fileField) : undefined;
    if (fileField && !uploads) throw new Error(`REST route ${route.path}: its document has no variable $${fileField} for its files`);
    const parsers = uploads ? [fileParser(uploads.name, isListType(getNullableType(uploads.type)), Boolean(route.filesByPath))] : [];
    // What runs once the body is parsed and before the call (the Idempotency-Key), for writes only.
    const guards = route.method === 'get' ? [] : beforeWrites;

    const answer = async (request: Request): Promise<Answer> => {
      const reply = await call(request, {
        params: request.params as Record<string, unknown>,
        query: request.method === 'GET' || route.mailClientPosts ? (request.query as Record<string, unknown>) : {},
        body: request.body,
        files: request.files as Express.Multer.File[] | undefined,
        filesByPath: route.filesByPath,
      }).finally(() => removeTemporaryFiles(request));
      return { status: reply.status, type: 'json', body: JSON.stringify(reply.body), headers: reply.headers, cacheable: reply.status === 200 };
    };

    router[route.method](route.path, ...parsers, ...guards, async (request: Request, response: Response) => {
      if (route.cache === 'public') {
        return answerCache.serve(request, response, normalizedUrl(request.originalUrl), () => answer(request));
      }
      const { status, type, body, headers } = await answer(request);
      response.status(status).set(headers ?? {}).set('Cache-Control', PRIVATE_NO_STORE).type(type).send(body);
    });
  }
  return router;
}
