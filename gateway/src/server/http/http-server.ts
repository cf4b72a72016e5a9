import http from 'node:http';
import type { RequestListener } from 'node:http';

/** How long a client may take to send its request's headers; a slow one is cut off soon after. */
export const HEADERS_TIMEOUT_MS = 10_000;

/**
 * The gateway's HTTP server. Node checks the header and request time-outs only every
 * `connectionsCheckingInterval` (30 s by default), so a client sending a header line
 * every few seconds would be held that long whatever the time-out says: checked each
 * second, it is cut off within HEADERS_TIMEOUT_MS + 1 s.
 */
export function createHttpServer(app: RequestListener): http.Server {
  return http.createServer(
    {
      headersTimeout: HEADERS_TIMEOUT_MS,
      // A slow client may not hold a connection open for minutes (Node's defaults are 60 s and 300 s).
      requestTimeout: 60_000,
      keepAliveTimeout: 5_000,
      connectionsCheckingInterval: 1_000,
    },
    app,
  );
}
