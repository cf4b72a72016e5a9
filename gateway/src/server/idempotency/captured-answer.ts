import type { Response } from 'express';

/** An answer as it is about to leave: status, headers and the whole body. */
export interface Captured {
  status: number;
  headers: Record<string, string>;
  body: Buffer;
}

/** Headers a replay sends again; the others (dates, request ids, lengths) belong to each sending. */
const KEPT_HEADERS = ['content-type', 'location', 'retry-after'];

const toBuffer = (chunk: unknown, encoding?: unknown) =>
  Buffer.isBuffer(chunk) ? chunk : Buffer.from(String(chunk), typeof encoding === 'string' ? (encoding as BufferEncoding) : 'utf8');

/**
 * Holds back a response's body until `settle` has run with it, then sends it: a key's
 * answer is kept before the client can see it, so a retry sent the moment the answer
 * arrives already finds it. The REST bridge and Apollo both answer with one body, so
 * holding it costs nothing. A request whose client left still ends its response (on a closed
 * socket), so `settle` runs for it too.
 */
export function captureAnswer(response: Response, settle: (answer: Captured) => Promise<void>): void {
  const chunks: Buffer[] = [];
  const originalWrite = response.write.bind(response) as (...args: unknown[]) => boolean;
  const originalEnd = response.end.bind(response) as (...args: unknown[]) => Response;
  let ended = false;

  response.write = ((chunk: unknown, encoding?: unknown) => {
    if (chunk !== undefined && chunk !== null && typeof chunk !== 'function') chunks.push(toBuffer(chunk, encoding));
    return true;
  }) as Response['write'];

  response.end = ((chunk?: unknown, encoding?: unknown) => {
    if (ended) return response;
    ended = true;
    if (chunk !== undefined && chunk !== null && typeof chunk !== 'function') chunks.push(toBuffer(chunk, encoding));
    const body = Buffer.concat(chunks);
    const headers = Object.fromEntries(
      KEPT_HEADERS.flatMap((name) => (response.getHeader(name) === undefined ? [] : [[name, String(response.getHeader(name))]])),
    );
    // settle reports its own failures: the answer leaves either way.
    settle({ status: response.statusCode, headers, body }).catch(() => undefined).finally(() => {
      response.write = originalWrite as Response['write'];
      response.end = originalEnd as Response['end'];
      originalEnd(body);
    });
    return response;
  }) as Response['end'];
}
