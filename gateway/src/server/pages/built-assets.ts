import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { Request, RequestHandler } from 'express';
import { contentType } from 'mime-types';

/** The forms written at build time (web/scripts/compress-dist.mjs), best first. */
const ENCODINGS = [
  { name: 'br', suffix: '.br' },
  { name: 'gzip', suffix: '.gz' },
] as const;

interface Variant {
  body: Buffer;
  etag: string;
  /** Everything the answer says of it, worked out once, as Node's writeHead takes it. */
  headers: string[];
}

/** A built file in each form it was written in, keyed by encoding ('br', 'gzip', 'identity'). */
type Asset = Map<string, Variant>;

/**
 * Of the security headers every answer gets (security-headers.ts), the two a script or
 * stylesheet needs: the policies of a page do nothing on them.
 */
const SCRIPT_HEADERS = {
  'Cache-Control': 'public, max-age=31536000, immutable',
  Vary: 'Accept-Encoding',
  'X-Content-Type-Options': 'nosniff',
  'Cross-Origin-Resource-Policy': 'same-origin',
};

async function variant(file: string, type: string, encoding: string | null): Promise<Variant | null> {
  const body = await fs.promises.readFile(file).catch(() => null);
  if (!body) return null;
  const etag = `"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"`;
  const headers = { ...SCRIPT_HEADERS, 'Content-Type': type, ETag: etag, ...(encoding ? { 'Content-Encoding': encoding } : {}) };
  return { body, etag, headers: Object.entries(headers).flat() };
}

/** If-None-Match names this form (weakly or not), or any. */
function holds(request: Request, etag: string): boolean {
  const tags = request.headers['if-none-match'];
  return Boolean(tags) && (tags === '*' || tags!.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag));
}

async function readAsset(file: string): Promise<Asset> {
  const type = contentType(path.extname(file)) || 'application/octet-stream';
  const forms: Asset = new Map();
  for (const { name, suffix } of ENCODINGS) {
    const compressed = await variant(file + suffix, type, name);
    if (compressed) forms.set(name, compressed);
  }
  forms.set('identity', (await variant(file, type, null))!);
  return forms;
}

/**
 * The best form a browser takes, whatever order it names them in, by its Accept-Encoding
 * header; browsers send a handful of distinct headers, so each is worked out once.
 */
function encodingChooser() {
  const chosen = new Map<string, string[]>();
  return (request: Request, forms: Asset): Variant => {
    const header = request.headers['accept-encoding'] ?? '';
    let accepted = chosen.get(header);
    if (!accepted) {
      accepted = ENCODINGS.map(({ name }) => name).filter((name) => request.acceptsEncodings(name) === name);
      if (chosen.size < 100) chosen.set(header, accepted);
    }
    const encoding = accepted.find((name) => forms.has(name)) ?? 'identity';
    return forms.get(encoding)!;
  };
}

/** Every file of the folder, by its path under it ('chunk-abc.js'), without the compressed copies. */
function listFiles(root: string): Set<string> {
  if (!fs.existsSync(root)) return new Set();
  const names = fs.readdirSync(root, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(root, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'));
  return new Set(names.filter((name) => !ENCODINGS.some(({ suffix }) => name.endsWith(suffix))));
}

/**
 * The built assets (web/dist/assets), answered from memory, first of all the gateway's
 * handlers. Their names carry a hash of their content, so a file never changes while the
 * gateway runs: each is read once, on its first request, with its brotli and gzip forms, and
 * kept (the folder is a few MB). Served by a static-file server at the end of the chain, with
 * a log line, metrics and page policies per request, a script came at 0.26–0.38× of a server
 * answering the same bytes from memory (`npm run bench`). A name that was not built goes on
 * to the rest of the chain, which answers 404 (and logs it).
 */
export function builtAssets(root: string): RequestHandler {
  const files = listFiles(root);
  const assets = new Map<string, Promise<Asset>>();
  const assetFor = (name: string) => {
    let asset = assets.get(name);
    if (!asset) assets.set(name, (asset = readAsset(path.join(root, name))));
    return asset;
  };

  const formFor = encodingChooser();
  return async (request, response, next) => {
    const name = request.path.slice(1);
    const readable = request.method === 'GET' || request.method === 'HEAD';
    if (!readable || !files.has(name)) return next();
    try {
      const { body, etag, headers } = formFor(request, await assetFor(name));
      if (holds(request, etag)) return response.writeHead(304, headers).end();
      response.writeHead(200, [...headers, 'Content-Length', String(body.length)]).end(request.method === 'HEAD' ? undefined : body);
    } catch (error) {
      next(error);
    }
  };
}
