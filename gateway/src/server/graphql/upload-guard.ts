import type { Request, RequestHandler } from 'express';
import { unauthenticated } from '../../api/errors/api-error';

/** Multipart bodies parsed at the same time; more wait their turn, so uploads cannot exhaust memory or disk. */
const PARALLEL_UPLOADS = 4;

const isMultipart = (request: Request) => request.is('multipart/form-data') === 'multipart/form-data';

/**
 * How a refused upload's body is still taken in (and dropped) after the answer, as nginx's
 * lingering close: while its bytes keep coming (a pause of LINGER_MS ends it), for at most
 * LINGER_TOTAL_MS in all.
 */
export const LINGER_MS = 5_000;
export const LINGER_TOTAL_MS = 30_000;

/**
 * After a refusal sent before the body was read: closing at once would make the client's
 * system reset the connection while the body still arrives, and drop the answer it had not
 * read yet (fetch then reports a network error, not the 401). So the rest of the body is
 * read and dropped (nothing is kept) while it keeps arriving, then the connection closes; one
 * whose body ends sooner stays usable, as after any answer. A busy machine sends slowly, so
 * the limit is a pause, not a fixed time.
 */
function lingerThenClose(request: Request) {
  if (request.complete) return;
  const { socket } = request;
  const started = Date.now();
  let lastRead = socket.bytesRead;
  let lastReadAt = started;
  // Node drops a dumped body inside its parser, with no event: the socket's byte count tells it still arrives.
  const watch = setInterval(() => {
    const now = Date.now();
    if (socket.bytesRead > lastRead) [lastRead, lastReadAt] = [socket.bytesRead, now];
    if (now - lastReadAt >= LINGER_MS || now - started >= LINGER_TOTAL_MS) socket.destroy();
  }, LINGER_MS / 10).unref();
  const stop = () => clearInterval(watch);
  request.once('end', stop);
  socket.once('close', stop);
  request.resume();
}

/**
 * Stands before every multipart parser (the REST bridge's and graphql-upload's).
 * Only administrators upload, so a request without a valid token is refused
 * before a byte of its body is read; the others are parsed a few at a time.
 * (A counter rather than a library: the whole mechanism is these lines.)
 */
export function uploadGuard(
  isAdministrator: (request: Request) => Promise<{ admitted: boolean; problem?: string }>,
  /** Paths that take a multipart form from anyone and read no file (see RestRoute.mailClientPosts). */
  openPaths: readonly string[] = [],
): RequestHandler {
  const open = new Set(openPaths);
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
    if (!isMultipart(request) || open.has(request.baseUrl + request.path)) return next();
    try {
      const { admitted, problem } = await isAdministrator(request);
      if (!admitted) {
        response.once('finish', () => lingerThenClose(request));
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
