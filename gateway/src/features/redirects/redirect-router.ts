import express, { type Request, type Response, type Router } from 'express';
import { isbot } from 'isbot';
import { PUBLIC_REDIRECT_CACHE_CONTROL } from '../../api/http/cache-control';
import { isSitePath } from '@consultancy/domain';
import { clientOf } from '../../api/http/context';
import { requestLogger } from '../../infra/observability';
import type { Services } from '../../services';
import { NotFoundLog, referrerOf } from './not-found-log';
import { RedirectTable } from './redirect-table';

/**
 * A temporary redirect is asked again each time; a permanent one is kept five minutes,
 * like a former slug's: the owner may still correct it, and a 301 kept for good by
 * browsers could never be taken back.
 */
const cacheControlOf = (status: number) => (status === 301 ? PUBLIC_REDIRECT_CACHE_CONTROL : 'no-cache');

/** The query string of a request as sent (`?p=123`), or ''. */
const searchOf = (request: Request) => {
  const at = request.originalUrl.indexOf('?');
  return at === -1 ? '' : request.originalUrl.slice(at);
};

/** Probes for hidden files (`/.env`, `/.git/config`) are noise, not old links. */
const isNoise = (path: string) => /\/\./.test(path);

/** A 404 worth showing the owner: a page asked for by a person (bots left out) that the site itself does not answer. */
function worthLogging(request: Request): boolean {
  const agent = request.get('user-agent') ?? '';
  return request.method === 'GET' && agent !== '' && !isbot(agent) && !isSitePath(request.path, 'admin') && !isNoise(request.path);
}

/**
 * Before any page is rendered or file looked up: a path of the redirect table answers its
 * 301/302 from memory; any other request of a page is watched, and a 404 it ends in goes to
 * the log (after the answer is sent: the visitor never waits for it).
 */
export function redirectRouter(services: Services): Router {
  const table = new RedirectTable(services.dataSource, services.contentVersion);
  const log = new NotFoundLog(services.dataSource, services.limits, services.config.notFoundLogRows);
  const router = express.Router();
  const failed = (request: Request, what: string) => (error: unknown) => requestLogger(request).warn({ err: error }, what);

  const watch = (request: Request, response: Response) => {
    if (!worthLogging(request)) return;
    response.once('finish', () => {
      if (response.statusCode !== 404) return;
      log.record(request.path, referrerOf(request.get('referer')), clientOf(request).clientAddress).catch(failed(request, 'a missing URL could not be logged'));
    });
  };

  router.use(async (request, response, next) => {
    if ((request.method !== 'GET' && request.method !== 'HEAD') || isSitePath(request.path, 'server')) return next();
    let answer;
    try {
      answer = await table.answerFor(request.path, searchOf(request));
    } catch (error) {
      // The database is away: the page answers as it would without the table (its own 503 or cached copy).
      failed(request, 'the redirect table could not be read')(error);
      return next();
    }
    if (!answer) {
      watch(request, response);
      return next();
    }
    response.set('Cache-Control', cacheControlOf(answer.status)).redirect(answer.status, answer.location);
    table.countHit(answer.id).catch(failed(request, 'a redirect hit could not be counted'));
  });
  return router;
}
