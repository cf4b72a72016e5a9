import type { Request, RequestHandler } from 'express';
import { isSitePath } from '@consultancy/domain';
import { REQUEST_ID_HEADER, requestIdOf, type Logger, type Metrics } from '../../infra/observability';
import { SECURITY_HEADER_LINES } from '../security/security-headers';
import { isAuthenticated } from './cache-headers';
import { normalizedUrl } from './cache-key';
import { sendKeptAnswer, type AnswerCache } from './answer-cache';

/**
 * The route label the chain gives a page (web-client.ts answers pages with `router.get(/.*\/)`),
 * so that a hit answered here counts in the same series of the metrics as before.
 */
const PAGE_ROUTE = String(/.*/);

/** Browsers send a handful of distinct Accept headers: each is negotiated once, up to this many. */
const REMEMBERED_HEADERS = 100;

interface CachedPagesOptions {
  answerCache: AnswerCache;
  pageKey: (request: Request) => string;
  logger: Logger;
  metrics: Metrics;
}

/** Whether the request asks for HTML, as web-client.ts decides it (request.accepts), once per distinct Accept header. */
function htmlAcceptance() {
  const decided = new Map<string, boolean>();
  return (request: Request): boolean => {
    const header = request.headers.accept ?? '';
    let accepted = decided.get(header);
    if (accepted === undefined) {
      accepted = Boolean(request.accepts('html'));
      if (decided.size < REMEMBERED_HEADERS) decided.set(header, accepted);
    }
    return accepted;
  };
}

/**
 * Could be a kept public page: a visitor's GET or HEAD of a page path, not the site's own paths
 * (the API, uploads, the admin panel, the emails' token links, which routes before the pages
 * answer). Only an address that is already in its normalized form: one with tracking
 * parameters or unsorted ones goes through the chain, whose redirect table matches the query
 * as sent, before the page is looked up.
 */
function couldBeKeptPage(request: Request, acceptsHtml: (request: Request) => boolean): boolean {
  return (request.method === 'GET' || request.method === 'HEAD')
    && !isAuthenticated(request)
    && !isSitePath(request.path)
    && normalizedUrl(request.originalUrl) === request.originalUrl
    && acceptsHtml(request);
}

/**
 * The cached door: a public page kept at the current content version is answered here, first
 * after the built assets, with one writeHead of lines worked out when it was kept. A hit needs
 * nothing of the chain (body parsers, GraphQL uploads, sessions, compression, the redirect
 * table, helmet run per request), and through it a cached `/` came at about half of
 * express.static serving the same bytes (`npm run bench`). It sends what the chain sends: the
 * security headers (SECURITY_HEADER_LINES, helmet's own output), the request id, the same
 * metrics and log line. The redirect table cannot differ: every redirect write moves the
 * content version, so a page kept at the current one was rendered after the last of them.
 * Page views are not counted by serving a page (the browser's beacon counts them), so a hit
 * here counts as before. Anything else (a miss, a stale entry) goes on to the chain.
 */
export function cachedPagesFirst(options: CachedPagesOptions): RequestHandler {
  const { answerCache, pageKey, logger, metrics } = options;
  const acceptsHtml = htmlAcceptance();
  const logsRequests = () => logger.isLevelEnabled('info');

  return (request, response, next) => {
    if (!couldBeKeptPage(request, acceptsHtml)) return next();
    const started = process.hrtime.bigint();
    answerCache.keptAnswer(pageKey(request)).then((kept) => {
      if (!kept) return next();
      const requestId = requestIdOf(request);
      const security = request.secure ? SECURITY_HEADER_LINES.secure : SECURITY_HEADER_LINES.plain;
      const status = sendKeptAnswer(request, response, kept, [REQUEST_ID_HEADER, requestId, ...security]);
      // Measured to the hand-over to the socket: the bytes are in memory, nothing else waits.
      const durationMs = Math.round(Number(process.hrtime.bigint() - started) / 1e4) / 100;
      const outcome = { method: request.method, route: PAGE_ROUTE, status, durationMs };
      metrics.recordAnswerCache('hit');
      metrics.observeRequest({ ...outcome, rateLimited: false });
      if (logsRequests()) logger.info({ requestId, ...outcome }, 'request completed');
    }, next);
  };
}
