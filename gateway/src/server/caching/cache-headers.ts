import compression from 'compression';
import type { Request, RequestHandler, Response } from 'express';
import onHeaders from 'on-headers';
import { PRIVATE_NO_STORE } from '../../api/http/cache-control';

/** A signed-in request's answer may hold what only the administrator may see. */
export const isAuthenticated = (request: Request) => Boolean(request.headers.authorization);

/** Marks an answer whose body this code already compressed, so compression() leaves it alone. */
export function markPrecompressed(response: Response) {
  response.locals.precompressed = true;
}

/**
 * compression() for what is compressed per request (GraphQL answers, the
 * uncached renders), but never an answer that is already compressed: cached
 * variants (marked above) and prebuilt .br/.gz assets (which carry
 * Content-Encoding, which compression() already respects).
 */
export function compressUnlessPrecompressed(): RequestHandler {
  return compression({
    filter: (request, response) => response.locals.precompressed !== true && compression.filter(request, response),
  });
}

/**
 * Error answers (4xx, 5xx) are never stored by a browser or a CDN, whichever
 * handler sent them: decided as the headers leave, when the status is final.
 */
export function noStoreOnErrors(): RequestHandler {
  return (_request, response, next) => {
    onHeaders(response, function setNoStore(this: Response) {
      if (this.statusCode >= 400) this.setHeader('Cache-Control', PRIVATE_NO_STORE);
    });
    next();
  };
}
