import type { Request } from 'express';

/** The forms a kept answer is held in. */
export type Encoding = 'br' | 'gzip' | 'identity';

/** Browsers send a handful of distinct Accept-Encoding headers: each is negotiated once, up to this many. */
const REMEMBERED_HEADERS = 100;
const chosenFor = new Map<string, Encoding>();

/**
 * The smallest form the client takes, whatever order it lists them in (as Express's
 * acceptsEncodings decides it), worked out once per distinct header.
 */
export function preferredEncoding(request: Request): Encoding {
  const header = request.headers['accept-encoding'] ?? '';
  let chosen = chosenFor.get(header);
  if (!chosen) {
    chosen = request.acceptsEncodings('br') ? 'br' : request.acceptsEncodings('gzip') ? 'gzip' : 'identity';
    if (chosenFor.size < REMEMBERED_HEADERS) chosenFor.set(header, chosen);
  }
  return chosen;
}

const NO_CACHE = /(?:^|,)\s*?no-cache\s*?(?:,|$)/;

/**
 * Whether the browser already holds the answer tagged `etag`, decided as Express's
 * `request.fresh` decides it for an answer with an ETag and no Last-Modified: a matching
 * If-None-Match (weak comparison, or `*`), unless the request says no-cache or also sends
 * If-Modified-Since (which nothing kept can satisfy).
 */
export function holdsCurrent(request: Request, etag: string): boolean {
  const { 'if-none-match': noneMatch, 'if-modified-since': modifiedSince, 'cache-control': cacheControl } = request.headers;
  if (!noneMatch || modifiedSince) return false;
  if (cacheControl && NO_CACHE.test(cacheControl)) return false;
  if (noneMatch === '*') return true;
  const bare = etag.startsWith('W/') ? etag.slice(2) : etag;
  return noneMatch.split(',').some((tag) => {
    const trimmed = tag.trim();
    return trimmed === etag || trimmed === bare || trimmed === `W/${bare}`;
  });
}
