#!/usr/bin/env node
// The last step of the web build: writes a brotli (.br) and a gzip (.gz) file beside each
// compressible file in web/dist, so the gateway serves assets compressed without compressing
// them per request. Files that do not shrink by at least 5% are left alone.
//
//   node web/scripts/compress-dist.mjs [folder]      (default: web/dist)
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import zlib from 'node:zlib';

const COMPRESSIBLE = /\.(js|mjs|css|html|svg|json|txt|xml|map|webmanifest|ico)$/i;
/** The server renderer (dist/server) is loaded by the gateway, never sent to a browser. */
const SKIPPED_FOLDERS = new Set(['server']);
/** Below this a compressed file saves less than its headers and a file-system lookup cost. */
const MIN_BYTES = 1024;
const MIN_SAVING = 0.05;

function* filesUnder(folder) {
  for (const entry of fs.readdirSync(folder, { withFileTypes: true })) {
    const file = path.join(folder, entry.name);
    if (entry.isDirectory()) {
      if (!SKIPPED_FOLDERS.has(entry.name)) yield* filesUnder(file);
    }
    else if (COMPRESSIBLE.test(entry.name)) yield file;
  }
}

const variants = {
  br: (bytes) => zlib.brotliCompressSync(bytes, {
    params: {
      [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
      [zlib.constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
    },
  }),
  gz: (bytes) => zlib.gzipSync(bytes, { level: zlib.constants.Z_BEST_COMPRESSION }),
};

/** Compresses every compressible file below `folder`; answers how many files and bytes. */
export function compressFolder(folder) {
  let files = 0;
  let before = 0;
  let after = 0;
  for (const file of filesUnder(folder)) {
    const bytes = fs.readFileSync(file);
    if (bytes.length < MIN_BYTES) continue;
    for (const [extension, compress] of Object.entries(variants)) {
      const compressed = compress(bytes);
      const target = `${file}.${extension}`;
      if (compressed.length > bytes.length * (1 - MIN_SAVING)) {
        fs.rmSync(target, { force: true });
        continue;
      }
      fs.writeFileSync(target, compressed);
      if (extension === 'br') {
        files += 1;
        before += bytes.length;
        after += compressed.length;
      }
    }
  }
  return { files, before, after };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const folder = path.resolve(process.argv[2] ?? path.join(path.dirname(fileURLToPath(import.meta.url)), '..', 'dist'));
  const { files, before, after } = compressFolder(folder);
  const mb = (bytes) => (bytes / 1024 / 1024).toFixed(2);
  console.log(`compress-dist: ${files} files in ${path.relative(process.cwd(), folder) || '.'}: ${mb(before)} MB → ${mb(after)} MB (brotli), gzip beside each`);
}
