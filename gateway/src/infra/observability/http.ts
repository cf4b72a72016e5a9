import type { Request, RequestHandler, Response } from 'express';
import { pinoHttp } from 'pino-http';
import type { Logger } from './logger';
import type { Metrics } from './metrics';
import { REQUEST_ID_HEADER, assignRequestId } from './request-id';
import { runInRequestScope, type RequestScope } from './request-scope';
import { routeOf } from './route';

interface Exchange {
  started: bigint;
  scope?: RequestScope;
  outcome?: { method: string; route: string; status: number; durationMs: number; aborted?: true };
}

/**
 * The first middleware: gives each request its id (echoed in X-Request-Id),
 * a logger whose lines carry that id, a scope the rest of the request can
 * reach, then one log line and the metrics when the answer is sent.
 */
export function observeRequests(logger: Logger, metrics: Metrics): RequestHandler {
  const exchanges = new WeakMap<Response, Exchange>();

  /** What happened, computed once when the response ends (pino-http and the metrics both ask). */
  const outcomeOf = (request: Request, response: Response) => {
    const exchange = exchanges.get(response)!;
    exchange.outcome ??= {
      method: request.method,
      route: routeOf(request, response),
      status: response.statusCode,
      durationMs: Math.round(Number(process.hrtime.bigint() - exchange.started) / 1e4) / 100,
      // The client went away before the answer was complete.
      ...(response.writableFinished ? {} : { aborted: true as const }),
    };
    return exchange.outcome;
  };

  const logRequests = pinoHttp<Request, Response>({
    logger,
    genReqId: (request) => assignRequestId(request),
    // Request lines carry the id only: no headers (Authorization, Cookie), no URL with ids or query.
    quietReqLogger: true,
    quietResLogger: true,
    wrapSerializers: false,
    // pino-http binds the whole request to a child logger that quiet loggers never use: without these it
    // was serialized, deeply, on every request (a third of what a cached answer cost).
    serializers: { req: () => undefined, res: () => undefined },
    customAttributeKeys: { reqId: 'requestId' },
    customLogLevel: (_request, response, error) => (error || response.statusCode >= 500 ? 'error' : 'info'),
    customSuccessMessage: () => 'request completed',
    customErrorMessage: () => 'request failed',
    customSuccessObject: (request, response) => outcomeOf(request, response),
    customErrorObject: (request, response) => outcomeOf(request, response),
  });

  return (request, response, next) => {
    const requestId = assignRequestId(request);
    response.setHeader(REQUEST_ID_HEADER, requestId);
    const exchange: Exchange = { started: process.hrtime.bigint() };
    exchanges.set(response, exchange);

    let observed = false;
    const observe = () => {
      if (observed) return;
      observed = true;
      metrics.observeRequest({ ...outcomeOf(request, response), rateLimited: exchange.scope?.rateLimited ?? false });
    };
    response.once('finish', observe);
    response.once('close', observe);

    logRequests(request, response, () => {
      exchange.scope = {
        requestId,
        log: (request as { log?: Logger }).log ?? logger.child({ requestId }),
        rateLimited: false,
        recordAnswerCache: metrics.recordAnswerCache,
        recordSocialCard: metrics.recordSocialCard,
      };
      runInRequestScope(exchange.scope, next);
    });
  };
}
