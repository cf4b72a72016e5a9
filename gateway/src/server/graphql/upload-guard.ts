import type { Request, RequestHandler } from 'express';
import { unauthenticated } from '../errors/api-error';

/** Multipart bodies parsed at the same time; more wait their turn, so uploads cannot exhaust memory or disk. */
export const PARALLEL_UPLOADS = 4;

const isMultipart = (request: Request) => request.is('multipart/form-data') === 'multipart/form-data';

/**
 * Stands before every multipart parser (the REST bridge's and graphql-upload's).
 * Only administrators upload, so a request without a valid token is refused
 * before a byte of its body is read; the others are parsed a few at a time.
 * (A counter rather than a library: the whole mechanism is these lines.)
 */
export function uploadGuard(
  isAdministrator: (request: Request) => Promise<{ admitted: boolean; problem?: string }>,
): RequestHandler {
  let parsing = 0;
  const waiting: Array<() => void> = [];
  const release = () => {
    parsing -= 1;
    waiting.shift()?.();
  };
  const turn = () =>
    new Promise<void>((resolve) => {
      if (parsing < PARALLEL_UPLOADS) resolve();
      else waiting.push(resolve);
    }).then(() => {
      parsing += 1;
    });

  return async (request, response, next) => {
    if (!isMultipart(request)) return next();
    try {
      const { admitted, problem } = await isAdministrator(request);
      if (!admitted) {
        // The unread body is discarded by closing the connection once the answer is sent.
        response.set('Connection', 'close');
        return next(unauthenticated(problem));
      }
      await turn();
    } catch (error) {
      return next(error);
    }
    let released = false;
    const done = () => {
      if (!released) release();
      released = true;
    };
    response.once('finish', done);
    response.once('close', done);
    next();
  };
}
