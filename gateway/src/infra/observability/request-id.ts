import { randomUUID } from 'node:crypto';
import type { Request } from 'express';

export const REQUEST_ID_HEADER = 'X-Request-Id';

/** What a client or proxy may choose as an id: short and harmless in a log line or a header. */
const SANE_ID = /^[A-Za-z0-9._-]{1,128}$/;

const ids = new WeakMap<Request, string>();

/** The id a client sent, if it is sane; otherwise a new uuid. */
function chooseRequestId(sent: string | undefined): string {
  return sent !== undefined && SANE_ID.test(sent) ? sent : randomUUID();
}

/** Gives the request its id (once) and returns it. */
export function assignRequestId(request: Request): string {
  let id = ids.get(request);
  if (!id) {
    id = chooseRequestId(request.get(REQUEST_ID_HEADER));
    ids.set(request, id);
  }
  return id;
}

/** The request's id: the one echoed in X-Request-Id, logged, and put in every error answer. */
export function requestIdOf(request: Request): string {
  return assignRequestId(request);
}
