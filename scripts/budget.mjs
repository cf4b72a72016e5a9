#!/usr/bin/env node
// `npm run budget`: measures what the built public site costs a visitor.
//
//   node scripts/budget.mjs              starts the built gateway on a temporary SQLite
//                                        data dir with the demo content, measures, stops it
//   node scripts/budget.mjs --url URL    measures an already running site instead
//   node scripts/budget.mjs --json       also prints the figures as one JSON line at the end
//
// It builds nothing: run `npm run build` first. For `/` and one project page
// (/portfolio/{the project with the most images}) it loads the page in headless Chromium (Debian's
// /usr/bin/chromium, or CHROMIUM_PATH) with an empty cache, gzips the body of every
// JavaScript response itself (zlib, level 9) and sums the sizes, and measures the
// Cumulative Layout Shift with a PerformanceObserver('layout-shift') while the page
// loads and is scrolled to the bottom (lazy images included).
// Exit code 1 when a page loads more than 170 KB of gzipped JavaScript (1 KB = 1000
// bytes) or shifts its layout by more than 0.1; 2 when it cannot measure.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import zlib from 'node:zlib';
import { chromium } from 'playwright-core';

export const JS_BUDGET_KB = 170;
export const CLS_BUDGET = 0.1;
const KB = 1000;

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const args = process.argv.slice(2);
const option = (name) => {
  const index = args.indexOf(name);
  return index >= 0 ? args[index + 1] : undefined;
};

function fail(message) {
  console.error(`budget: ${message}`);
  process.exit(2);
}

async function freePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

/** The built gateway on a fresh data dir with the demo content, like the browser tests' setup. */
async function startSite() {
  const webDist = path.join(root, 'web', 'dist');
  const main = path.join(root, 'gateway', 'dist', 'main.js');
  if (!fs.existsSync(path.join(webDist, 'index.html')) || !fs.existsSync(path.join(webDist, 'server', 'entry-server.js'))) {
    fail('web/dist is missing or incomplete: run `npm run build` first.');
  }
  if (!fs.existsSync(main)) fail('gateway/dist is missing: run `npm run build` first.');

  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'budget-site-'));
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  let output = '';
  const child = spawn(process.execPath, [main], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      DATA_DIR: dataDir,
      SEED_DEMO: 'true',
      ADMIN_EMAIL: 'budget@example.test',
      ADMIN_PASSWORD: 'budget-script-password',
      DATABASE_URL: '',
      MINIO_ENDPOINT: '',
      JWT_SECRET: '',
      PUBLIC_URL: baseUrl,
      NODE_ENV: 'production',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout.on('data', (chunk) => (output += chunk));
  child.stderr.on('data', (chunk) => (output += chunk));
  const stop = () => {
    child.kill('SIGTERM');
    fs.rmSync(dataDir, { recursive: true, force: true });
  };

  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) break;
    try {
      if ((await fetch(`${baseUrl}/healthz`)).ok) return { baseUrl, stop };
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  stop();
  fail(`the site did not start:\n${output}`);
}

/** Sums layout shifts not caused by input; set up before any script of the page runs. */
const observeLayoutShift = () => {
  window.__cls = 0;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) if (!entry.hadRecentInput) window.__cls += entry.value;
  }).observe({ type: 'layout-shift', buffered: true });
};

async function measure(browser, baseUrl, pagePath) {
  const context = await browser.newContext({ viewport: { width: 1366, height: 900 } });
  const page = await context.newPage();
  await page.addInitScript(observeLayoutShift);
  const pending = [];
  page.on('response', (response) => {
    const type = response.request().resourceType();
    const contentType = response.headers()['content-type'] ?? '';
    if (type !== 'script' && !/javascript/.test(contentType)) return;
    pending.push(
      response.body().then(
        (body) => ({ url: response.url(), bytes: body.length, gzip: zlib.gzipSync(body, { level: 9 }).length }),
        () => null,
      ),
    );
  });
  const response = await page.goto(new URL(pagePath, baseUrl).href, { waitUntil: 'networkidle' });
  if (!response?.ok()) throw new Error(`${pagePath} answered ${response?.status()}`);
  // Scroll through the page so lazily loaded images arrive and any shift they cause counts.
  await page.evaluate(async () => {
    for (let y = 0; y < document.documentElement.scrollHeight; y += window.innerHeight / 2) {
      window.scrollTo(0, y);
      await new Promise((resolve) => setTimeout(resolve, 60));
    }
    window.scrollTo(0, 0);
  });
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(300);
  const cls = await page.evaluate(() => window.__cls);
  const files = (await Promise.all(pending)).filter(Boolean);
  await context.close();
  const gzip = files.reduce((sum, file) => sum + file.gzip, 0);
  return {
    page: pagePath,
    jsFiles: files.length,
    jsKbGzip: Math.round((gzip / KB) * 10) / 10,
    jsKbRaw: Math.round((files.reduce((sum, file) => sum + file.bytes, 0) / KB) * 10) / 10,
    budgetKb: JS_BUDGET_KB,
    cls: Math.round(cls * 1000) / 1000,
    files: files.map((file) => ({ url: new URL(file.url).pathname, gzipKb: Math.round((file.gzip / KB) * 10) / 10 })),
  };
}

function printTable(rows) {
  const header = ['page', 'JS files', 'JS KB gzip', 'budget', 'CLS', 'result'];
  const lines = rows.map((row) => [
    row.page,
    String(row.jsFiles),
    row.jsKbGzip.toFixed(1),
    `${row.budgetKb} KB`,
    row.cls.toFixed(3),
    row.jsKbGzip <= row.budgetKb && row.cls <= CLS_BUDGET ? 'ok' : 'OVER BUDGET',
  ]);
  const widths = header.map((title, column) => Math.max(title.length, ...lines.map((line) => line[column].length)));
  const format = (cells) => cells.map((cell, column) => (column === 0 ? cell.padEnd(widths[column]) : cell.padStart(widths[column]))).join('  ');
  console.log(format(header));
  console.log(widths.map((width) => '-'.repeat(width)).join('  '));
  for (const line of lines) console.log(format(line));
  for (const row of rows) {
    console.log(`\n${row.page}:`);
    for (const file of row.files) console.log(`  ${file.gzipKb.toFixed(1).padStart(6)} KB  ${file.url}`);
  }
  console.log(`\nBudgets: JavaScript <= ${JS_BUDGET_KB} KB gzip per page (1 KB = 1000 bytes), CLS <= ${CLS_BUDGET}.`);
}

async function main() {
  const given = option('--url');
  const site = given ? { baseUrl: given.replace(/\/+$/, ''), stop: () => {} } : await startSite();
  let browser;
  try {
    const list = await (await fetch(`${site.baseUrl}/api/portfolio/all`)).json();
    // The heaviest detail page: the project with the most images loads the carousel too.
    const heaviest = [...(list.portfolios ?? [])].sort((a, b) => b.images_url.length - a.images_url.length)[0];
    const first = heaviest?.slug;
    if (!first) throw new Error('there is no portfolio project to measure a detail page with');
    browser = await chromium.launch({
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      headless: true,
      args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--no-first-run'],
    });
    const rows = [];
    for (const pagePath of ['/', `/portfolio/${first}`]) rows.push(await measure(browser, site.baseUrl, pagePath));
    printTable(rows);
    if (args.includes('--json')) console.log(JSON.stringify({ budgetKb: JS_BUDGET_KB, clsBudget: CLS_BUDGET, pages: rows }));
    const over = rows.filter((row) => row.jsKbGzip > JS_BUDGET_KB || row.cls > CLS_BUDGET);
    if (over.length) {
      console.error(`\nOver budget: ${over.map((row) => row.page).join(', ')}`);
      process.exitCode = 1;
    }
  } catch (error) {
    console.error(`budget: ${error.message}`);
    process.exitCode = 2;
  } finally {
    await browser?.close();
    site.stop();
  }
}

await main();
