import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import type { Request, Response } from 'express';
import { LRUCache } from 'lru-cache';
import { contentType } from 'mime-types';
import { recordAnswerCache } from '../../infra/observability';
import { PRIVATE_NO_STORE, PUBLIC_CACHE_CONTROL } from '../../api/http/cache-control';
import { isAuthenticated, markPrecompressed } from './cache-headers';
import { holdsCurrent, preferredEncoding, type Encoding } from './conditional-answer';
import type { ContentVersion } from '../../infra/database/content-version';

/** What a page or an API call answers, before it is sent (and maybe kept). */
export interface Answer {
  status: number;
  /** Content type, as Express's response.type() takes it: 'html', 'json'. */
  type: string;
  body: string;
  headers?: Record<string, string>;
  /** False for answers that must be rendered again next time (a page that fell back to the empty shell). */
  cacheable: boolean;
}

/** A kept answer: the body once, compressed once, and the content version it was rendered at. */
interface Entry extends KeptAnswer {
  version: number;
  type: string;
  identity: Buffer;
  br: Buffer;
  gzip: Buffer;
}

/**
 * What the cached door (cached-pages.ts) sends of a kept answer: its bytes and its own header
 * lines in each encoding, worked out once when it is kept, as Node's writeHead takes them.
 */
export interface KeptAnswer {
  etag: string;
  bodies: Record<Encoding, Buffer>;
  heads: Record<Encoding, string[]>;
  /** The lines of a 304: what the chain's sendEntry sends with one (no length, no encoding). */
  notModifiedHead: string[];
}

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/**
 * Brotli 6 and gzip 6: close to their best ratio for HTML and JSON at a few
 * milliseconds for a 100 KB page, paid once per page and content version.
 */
const BROTLI_QUALITY = 6;
const GZIP_LEVEL = 6;

async function entryOf(answer: Answer, version: number): Promise<Entry> {
  const identity = Buffer.from(answer.body);
  const [br, gz] = await Promise.all([
    brotli(identity, {
      params: {
        [zlib.constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY,
        [zlib.constants.BROTLI_PARAM_SIZE_HINT]: identity.length,
        [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
      },
    }),
    gzip(identity, { level: GZIP_LEVEL }),
  ]);
  // Weak: the three encodings are one representation (RFC 9110, 8.8.1).
  const etag = `W/"${createHash('sha1').update(identity).digest('base64url')}"`;
  const bodies = { br, gzip: gz, identity };
  // The headers sendEntry sets, in the same spelling Express gives them (type 'html' is 'text/html; charset=utf-8').
  const notModifiedHead = ['Content-Type', contentType(answer.type) || answer.type, 'ETag', etag, 'Cache-Control', PUBLIC_CACHE_CONTROL, 'Vary', 'Accept-Encoding'];
  const headOf = (encoding: Encoding) => [
    ...notModifiedHead,
    ...(encoding === 'identity' ? [] : ['Content-Encoding', encoding]),
    'Content-Length', String(bodies[encoding].length),
  ];
  const heads = { br: headOf('br'), gzip: headOf('gzip'), identity: headOf('identity') };
  return { version, type: answer.type, etag, identity, br, gzip: gz, bodies, heads, notModifiedHead };
}

const entrySize = (entry: Entry, key: string) => entry.identity.length + entry.br.length + entry.gzip.length + key.length;

type Outcome = { entry: Entry } | { answer: Answer };

interface AnswerCacheOptions {
  enabled: boolean;
  maxBytes: number;
  version: ContentVersion;
}

/** How long an answer is kept at most, whatever the content version says. */
const ENTRY_LIFETIME_MS = 60_000;

/**
 * The one answer cache (PAGE_CACHE): public pages, public REST answers and
 * visitors' GraphQL answers, each rendered once per content version and kept
 * in memory (least recently used first out, bounded in bytes), with its brotli
 * and gzip variants. Concurrent misses for one key render once. Answers to
 * signed-in requests, and anything but a 200, are never kept.
 */
export class AnswerCache {
  private readonly entries: LRUCache<string, Entry>;
  private readonly flights = new Map<string, Promise<Outcome>>();

  constructor(private readonly options: AnswerCacheOptions) {
    // Content changes evict through the version; what changes without a content write (view
    // counts in the public API) is at most a minute old, as a CDN honouring s-maxage=60 would be.
    this.entries = new LRUCache<string, Entry>({ maxSize: options.maxBytes, sizeCalculation: entrySize, ttl: ENTRY_LIFETIME_MS });
  }

  /** Answers from the cache, or renders (once for all concurrent requests), keeps and answers. */
  async serve(request: Request, response: Response, key: string, render: () => Promise<Answer>): Promise<void> {
    if (!this.options.enabled || isAuthenticated(request)) return sendAnswer(request, response, await render());
    let version: number;
    try {
      version = await this.options.version.current();
    } catch {
      // The version cannot be read (the database is away): render as if there were no cache.
      return sendAnswer(request, response, await render());
    }
    const kept = this.entries.get(key);
    recordAnswerCache(kept?.version === version ? 'hit' : 'miss');
    if (kept && kept.version === version) return sendEntry(request, response, kept);
    const outcome = await this.fill(key, version, render);
    if ('entry' in outcome) return sendEntry(request, response, outcome.entry);
    sendAnswer(request, response, outcome.answer);
  }

  /** Sends the answer kept for `key` if it is current; answers whether it did (false: the caller answers). */
  async serveKept(request: Request, response: Response, key: string): Promise<boolean> {
    if (!this.options.enabled || isAuthenticated(request)) return false;
    const kept = this.entries.get(key);
    if (!kept) return false;
    const version = await this.options.version.current().catch(() => null);
    if (kept.version !== version) return false;
    recordAnswerCache('hit');
    sendEntry(request, response, kept);
    return true;
  }

  /**
   * The answer kept for `key` if it is current, for the cached door to send itself; null when
   * there is none (or the cache is off, or the version cannot be read): the chain answers then.
   */
  async keptAnswer(key: string): Promise<KeptAnswer | null> {
    if (!this.options.enabled) return null;
    const kept = this.entries.get(key);
    if (!kept) return null;
    const version = await this.options.version.current().catch(() => null);
    return kept.version === version ? kept : null;
  }

  /** Keeps an answer rendered elsewhere (by Apollo) at the content version read before it was rendered. */
  async keep(key: string, version: number, answer: Answer): Promise<void> {
    if (!this.options.enabled || answer.status !== 200 || !answer.cacheable) return;
    this.entries.set(key, await entryOf(answer, version));
  }

  private fill(key: string, version: number, render: () => Promise<Answer>): Promise<Outcome> {
    const flightKey = `${version} ${key}`;
    let flight = this.flights.get(flightKey);
    if (!flight) {
      flight = (async (): Promise<Outcome> => {
        const answer = await render();
        if (answer.status !== 200 || !answer.cacheable) return { answer };
        const entry = await entryOf(answer, version);
        this.entries.set(key, entry);
        return { entry };
      })().finally(() => this.flights.delete(flightKey));
      this.flights.set(flightKey, flight);
    }
    return flight;
  }
}

/** An answer sent as rendered: public when it could have been kept, private otherwise. */
function sendAnswer(request: Request, response: Response, answer: Answer) {
  const shareable = answer.status === 200 && answer.cacheable && !isAuthenticated(request);
  response
    .status(answer.status)
    .set(answer.headers ?? {})
    .set('Cache-Control', shareable ? PUBLIC_CACHE_CONTROL : PRIVATE_NO_STORE)
    .type(answer.type)
    // Express adds the ETag and answers 304 to a matching If-None-Match.
    .send(answer.body);
}

function sendEntry(request: Request, response: Response, entry: Entry) {
  response
    .status(200)
    .type(entry.type)
    .set({ ETag: entry.etag, 'Cache-Control': PUBLIC_CACHE_CONTROL, Vary: 'Accept-Encoding' });
  if (request.fresh) {
    response.status(304).end();
    return;
  }
  const encoding = preferredEncoding(request);
  const body = entry.bodies[encoding];
  if (encoding !== 'identity') response.set('Content-Encoding', encoding);
  markPrecompressed(response);
  response.set('Content-Length', String(body.length)).end(body);
}

/**
 * Sends a kept answer with one writeHead: `leading` (the security headers and request id the
 * chain would have set), then the answer's own lines. A 304 when the browser holds this version.
 * Answers the status sent.
 */
export function sendKeptAnswer(request: Request, response: Response, kept: KeptAnswer, leading: string[]): number {
  if (holdsCurrent(request, kept.etag)) {
    response.writeHead(304, [...leading, ...kept.notModifiedHead]).end();
    return 304;
  }
  const encoding = preferredEncoding(request);
  response.writeHead(200, [...leading, ...kept.heads[encoding]]).end(request.method === 'HEAD' ? undefined : kept.bodies[encoding]);
  return 200;
}
