// The benchmark's yardsticks, in a process of their own on a loopback port:
//   GET /static/page.html   the bytes of the site's cached home page, served by express.static from a file
//   GET /api/portfolio/all  a plain Express route reading the portfolio rows from the site's SQLite file
//                           with the site's driver (better-sqlite3) and answering the same JSON as the site
//   GET /asset              one built script's brotli file (BENCH_ASSET), answered from memory
// Env: BENCH_STATIC_DIR (folder holding page.html), BENCH_SQLITE (the site's database file),
// BENCH_ANSWER (a file with the site's own answer to GET /api/portfolio/all: its keys and their order).
import Database from 'better-sqlite3';
import { createRequire } from 'node:module';
import express from 'express';
import fs from 'node:fs';
import { isDeepStrictEqual } from 'node:util';

const sample = JSON.parse(fs.readFileSync(process.env.BENCH_ANSWER, 'utf8'));
const database = new Database(process.env.BENCH_SQLITE, { readonly: true, fileMustExist: true });

// The one computed field: each image's AVIF/WebP copies follow from its URL, by the site's own rule.
const { describeImage } = createRequire(import.meta.url)('../../gateway/dist/infra/storage/image-variants.js');

/** The site's answer names each column in its own way: `_id`, `images_url`, ISO dates. */
function converterFor(key, example) {
  if (key === 'responsiveImages') return (row) => JSON.parse(row.imagesUrl).map(describeImage);
  const column = key === '_id' ? 'id' : key.replace(/_([a-z])/g, (_, letter) => letter.toUpperCase());
  // A list column left empty (rows older than the column) reads as an empty list, as the entity does.
  if (Array.isArray(example)) return (row) => JSON.parse(row[column]) ?? [];
  if (/At$/.test(key)) return (row) => new Date(`${row[column].replace(' ', 'T')}Z`).toISOString();
  return (row) => row[column];
}

const itemKeys = Object.entries(sample.portfolios[0]);
const converters = itemKeys.map(([key, example]) => [key, converterFor(key, example)]);
// After paging (branch `paging`) the answer carries page, limit, total and pages: the first page, then.
const paged = 'total' in sample;
const limit = paged ? sample.limit : -1;
const rows = database.prepare('SELECT * FROM portfolios ORDER BY createdAt DESC, id DESC LIMIT ?');
const count = database.prepare('SELECT COUNT(*) AS total FROM portfolios');

function answer() {
  const portfolios = rows.all(limit).map((row) => Object.fromEntries(converters.map(([key, convert]) => [key, convert(row)])));
  if (!paged) return { success: true, portfolios };
  const { total } = count.get();
  return { success: true, portfolios, page: 1, limit, total, pages: Math.max(1, Math.ceil(total / limit)) };
}

const app = express();
app.disable('x-powered-by');
app.use('/static', express.static(process.env.BENCH_STATIC_DIR));
app.get('/api/portfolio/all', (_request, response) => response.json(answer()));
// The yardstick of built assets: one script's brotli bytes, held in memory.
const asset = fs.readFileSync(process.env.BENCH_ASSET);
app.get('/asset', (_request, response) => {
  response.set({ 'Content-Type': 'text/javascript; charset=utf-8', 'Content-Encoding': 'br', 'Cache-Control': 'public, max-age=31536000, immutable' }).end(asset);
});
const server = app.listen(0, '127.0.0.1', () => {
  process.stdout.write(`${JSON.stringify({ port: server.address().port, sameJson: isDeepStrictEqual(answer(), sample) })}\n`);
});
