#!/usr/bin/env node
// `npm run budget`: measures what the built public site costs a visitor.
//
//   node scripts/budget.mjs              starts the built gateway on a temporary SQLite
//                                        data dir with the demo content, measures, stops it
//   node scripts/budget.mjs --url URL    measures an already running site instead
//   node scripts/budget.mjs --json       also prints the figures as one JSON line at the end
//   node scripts/budget.mjs --no-lighthouse   only the byte and layout-shift budgets (quick)
//   node scripts/budget.mjs --runs N     Lighthouse runs per page (median; default 3)
//   node scripts/budget.mjs --pages /,/blog   measure only these pages (`project`, `post` and `search` name
//                                        the heaviest project, the newest post and /search?q=app)
//   node scripts/budget.mjs --against REV     also the build of that commit (scripts/load/base-build.mjs
//                                        builds it once under /tmp/consultancy-base/<sha>), started beside
//                                        this one and measured in turn, page by page: every figure is
//                                        printed beside the base's, with the ratio
//
// It builds nothing of this checkout: run `npm run build` first. For every public page type (/, /solutions,
// /portfolio, /portfolio/{the project with the most images}, /blog, the newest post, /about, /contact and
// /search?q=app) it loads the page in headless Chromium (Debian's
// /usr/bin/chromium, or CHROMIUM_PATH) with an empty cache, gzips the body of every
// JavaScript response itself (zlib, level 9) and sums the sizes, and measures the
// Cumulative Layout Shift with a PerformanceObserver('layout-shift') while the page
// loads and is scrolled to the bottom (lazy images included).
// Then Lighthouse (12, from npm; mobile preset, the default) audits every public page
// type (/, /solutions, /portfolio, a project, /blog, a post, /about, /contact) N
// times on the same Chromium (CHROME_PATH, default /usr/bin/chromium) and prints,
// per page, the medians of: JavaScript and image bytes (gzip, as transferred), LCP,
// CLS, TBT and the four category scores, then every audit that kept a score below 100.
// Exit code 1 when a page loads more than 170 KB of gzipped JavaScript (1 KB = 1000
// bytes), shifts its layout by more than 0.1 or scores below 100 in a category;
// 2 when it cannot measure.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import zlib from 'node:zlib';
import { chromium } from 'playwright-core';
import { baseBuild } from './load/base-build.mjs';

export const JS_BUDGET_KB = 170;
/** Lighthouse: every category of every public page scores 100. */
export const SCORE_BUDGET = 100;
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];
const CHROME_FLAGS = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--no-first-run', '--disable-sync'];
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

/** The built gateway of `siteRoot` (this checkout, or a base) on a fresh data dir with the demo content, like the browser tests' setup. */
async function startSite(siteRoot = root) {
  const webDist = path.join(siteRoot, 'web', 'dist');
  const main = path.join(siteRoot, 'gateway', 'dist', 'main.js');
  if (!fs.existsSync(path.join(webDist, 'index.html')) || !fs.existsSync(path.join(webDist, 'server', 'entry-server.js'))) {
    fail('web/dist is missing or incomplete: run `npm run build` first.');
  }
  if (!fs.existsSync(main)) fail('gateway/dist is missing: run `npm run build` first.');

  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'budget-site-'));
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  let output = '';
  const child = spawn(process.execPath, [main], {
    cwd: siteRoot,
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
  // The page's JavaScript is what it loads before the visitor scrolls: code for what is
  // below the fold (carousels, marquees) loads when it comes near, and is listed apart.
  const loadedBeforeScrolling = pending.length;
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
  const settled = await Promise.all(pending);
  const files = settled.slice(0, loadedBeforeScrolling).filter(Boolean);
  const later = settled.slice(loadedBeforeScrolling).filter(Boolean);
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
    onScroll: later.map((file) => ({ url: new URL(file.url).pathname, gzipKb: Math.round((file.gzip / KB) * 10) / 10 })),
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
    for (const file of row.onScroll) console.log(`  ${file.gzipKb.toFixed(1).padStart(6)} KB  ${file.url} (when scrolled near)`);
  }
  console.log(`\nBudgets: JavaScript <= ${JS_BUDGET_KB} KB gzip per page (1 KB = 1000 bytes), CLS <= ${CLS_BUDGET}.`);
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
};

/** Bytes of one kind of resource as transferred (the site sends them compressed). */
function transferred(lhr, types) {
  const items = lhr.audits['network-requests']?.details?.items ?? [];
  return items.filter((item) => types.includes(item.resourceType)).reduce((sum, item) => sum + (item.transferSize ?? 0), 0);
}

/** One Lighthouse run of one page: its figures, and the audits that did not score 100. */
async function lighthouseRun(lighthouse, port, url) {
  const { lhr } = await lighthouse(url, { port, output: 'json', logLevel: 'error', onlyCategories: CATEGORIES });
  if (lhr.runtimeError) throw new Error(`Lighthouse could not audit ${url}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
  const scores = Object.fromEntries(CATEGORIES.map((id) => [id, Math.round((lhr.categories[id]?.score ?? 0) * 100)]));
  const failing = [];
  for (const id of CATEGORIES) {
    for (const ref of lhr.categories[id]?.auditRefs ?? []) {
      const audit = lhr.audits[ref.id];
      if (ref.weight > 0 && audit && audit.score !== null && audit.score < 1) failing.push(`${id}: ${audit.id} (${audit.title}${audit.displayValue ? `, ${audit.displayValue}` : ''})`);
    }
  }
  return {
    scores,
    failing,
    jsKb: transferred(lhr, ['Script']) / KB,
    imageKb: transferred(lhr, ['Image']) / KB,
    lcpMs: lhr.audits['largest-contentful-paint']?.numericValue ?? 0,
    cls: lhr.audits['cumulative-layout-shift']?.numericValue ?? 0,
    tbtMs: lhr.audits['total-blocking-time']?.numericValue ?? 0,
  };
}

/** One page's runs: the medians, and the failing audits of the run whose performance score is the median one. */
function summaryOf(pagePath, results) {
  const pick = (read) => median(results.map(read));
  const scores = Object.fromEntries(CATEGORIES.map((id) => [id, pick((result) => result.scores[id])]));
  const middle = results.find((result) => result.scores.performance === scores.performance) ?? results[0];
  return {
    page: pagePath,
    jsKbGzip: Math.round(pick((result) => result.jsKb) * 10) / 10,
    imageKbGzip: Math.round(pick((result) => result.imageKb) * 10) / 10,
    lcpMs: Math.round(pick((result) => result.lcpMs)),
    cls: Math.round(pick((result) => result.cls) * 1000) / 1000,
    tbtMs: Math.round(pick((result) => result.tbtMs)),
    scores,
    failing: CATEGORIES.some((id) => scores[id] < SCORE_BUDGET) ? middle.failing : [],
  };
}

/** One Lighthouse run, repeated when Chromium's trace misses the navigation (NO_NAVSTART, on a busy machine). */
async function runWithRetries(lighthouse, port, url) {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await lighthouseRun(lighthouse, port, url);
    } catch (error) {
      if (attempt >= 3) throw error;
      console.error(`lighthouse: ${url}: ${error.message}; trying again`);
    }
  }
}

/**
 * Lighthouse `runs` times per page type on each site ({ baseUrl, pathOf, isBase }), one page
 * after another (the machine is shared); with two sites, each page's runs alternate between
 * them, the first going first in odd runs. Answers one list of rows per site; a page the base
 * does not answer with 200 is null in its list.
 */
async function auditSites(sites, types, runs) {
  const { default: lighthouse } = await import('lighthouse');
  const chromeLauncher = await import('chrome-launcher');
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROME_PATH ?? process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    chromeFlags: CHROME_FLAGS,
  });
  try {
    const rowsBySite = sites.map(() => []);
    for (const type of types) {
      const urls = sites.map((site) => new URL(site.pathOf(type), site.baseUrl).href);
      const present = await Promise.all(urls.map((url, index) => (sites[index].isBase ? fetch(url).then((answer) => answer.ok, () => false) : true)));
      const results = sites.map(() => []);
      for (let run = 0; run < runs; run += 1) {
        const order = [...sites.keys()].filter((index) => present[index]);
        if (run % 2) order.reverse();
        for (const index of order) results[index].push(await runWithRetries(lighthouse, chrome.port, urls[index]));
      }
      sites.forEach((site, index) => rowsBySite[index].push(present[index] ? { type, ...summaryOf(site.pathOf(type), results[index]) } : null));
      console.error(`lighthouse: ${sites[0].pathOf(type)} done (${runs} run${runs === 1 ? '' : 's'}${sites.length > 1 ? ' on each build' : ''})`);
    }
    return rowsBySite;
  } finally {
    await chrome.kill();
  }
}

function printAudits(rows, runs) {
  const header = ['page', 'JS KB gz', 'img KB gz', 'LCP ms', 'CLS', 'TBT ms', 'perf', 'a11y', 'best', 'seo'];
  const lines = rows.map((row) => [
    row.page, row.jsKbGzip.toFixed(1), row.imageKbGzip.toFixed(1), String(row.lcpMs), row.cls.toFixed(3), String(row.tbtMs),
    ...CATEGORIES.map((id) => String(row.scores[id])),
  ]);
  const widths = header.map((title, column) => Math.max(title.length, ...lines.map((line) => line[column].length)));
  const format = (cells) => cells.map((cell, column) => (column === 0 ? cell.padEnd(widths[column]) : cell.padStart(widths[column]))).join('  ');
  console.log(`\nLighthouse ${runs === 1 ? '(1 run per page)' : `(median of ${runs} runs per page)`}, mobile preset:`);
  console.log(format(header));
  console.log(widths.map((width) => '-'.repeat(width)).join('  '));
  for (const line of lines) console.log(format(line));
  for (const row of rows.filter((row) => row.failing.length)) {
    console.log(`\n${row.page} scores below ${SCORE_BUDGET}:`);
    for (const failing of row.failing) console.log(`  ${failing}`);
  }
}

/** The page types the budget measures, by name; `project` and `post` are found on each site. */
const PAGE_TYPES = ['/', '/solutions', '/portfolio', 'project', '/blog', 'post', '/about', '/contact', 'search'];
const SEARCH_PAGE = '/search?q=app';

/** Each page type's path on one site: the project with the most images (it loads the carousel too), the newest post. */
async function pagesOf(baseUrl) {
  const list = await (await fetch(`${baseUrl}/api/portfolio/all`)).json();
  const heaviest = [...(list.portfolios ?? [])].sort((a, b) => b.images_url.length - a.images_url.length)[0];
  if (!heaviest?.slug) throw new Error('there is no portfolio project to measure a detail page with');
  const posts = (await (await fetch(`${baseUrl}/api/blog/all`)).json()).blogs ?? [];
  if (!posts[0]?.slug) throw new Error('there is no blog post to measure a post page with');
  const special = { project: `/portfolio/${heaviest.slug}`, post: `/blog/${posts[0].slug}`, search: SEARCH_PAGE };
  return (type) => special[type] ?? type;
}

/** The page types `--pages` names (paths, or `project`, `post`, `search`), in the budget's order; all of them without it. */
function chosenTypes() {
  const given = option('--pages')?.split(',');
  if (!given) return PAGE_TYPES;
  const typeOf = (page) => (page === SEARCH_PAGE ? 'search' : page);
  return given.map(typeOf);
}

/** A page the base build does not have (a page type added since) is left out of its figures, not an error. */
const orNull = (promise) => promise.catch((error) => {
  console.error(`budget: base: ${error.message}`);
  return null;
});

/** this ÷ base, or — when either is missing or the base is 0. */
const ratioOf = (now, then) => (now == null || !then ? '—' : `${(now / then).toFixed(2)}×`);

function printBesideBase(rows, baseRows, label) {
  console.log(`\nBeside the base ${label} (measured in turn, same machine, same run):`);
  console.log('| page | JS KB gzip, base → this build | ratio | TBT ms, base → this build | ratio | LCP ms, base → this build | ratio | performance, base → this build |');
  console.log('|---|---|---|---|---|---|---|---|');
  for (const [index, row] of rows.entries()) {
    const then = baseRows.bytes[index];
    const audit = baseRows.audits?.find((entry) => entry?.type === row.type);
    const now = baseRows.currentAudits?.find((entry) => entry.type === row.type);
    const pair = (a, b, format = String) => `${a == null ? '—' : format(a)} → ${b == null ? '—' : format(b)}`;
    console.log(`| ${row.page} | ${pair(then?.jsKbGzip, row.jsKbGzip, (value) => value.toFixed(1))} | ${ratioOf(row.jsKbGzip, then?.jsKbGzip)} | `
      + `${now ? `${pair(audit?.tbtMs, now.tbtMs)} | ${ratioOf(now.tbtMs, audit?.tbtMs)} | ${pair(audit?.lcpMs, now.lcpMs)} | ${ratioOf(now.lcpMs, audit?.lcpMs)} | ${pair(audit?.scores.performance, now.scores.performance)}` : '— | — | — | — | —'} |`);
  }
}

async function main() {
  const given = option('--url');
  const rev = option('--against');
  const base = rev ? baseBuild(rev) : null;
  const site = given ? { baseUrl: given.replace(/\/+$/, ''), stop: () => {} } : await startSite();
  const baseSite = base ? await startSite(base.folder) : null;
  let browser;
  try {
    const types = chosenTypes();
    const pathOf = await pagesOf(site.baseUrl);
    const basePathOf = baseSite ? await pagesOf(baseSite.baseUrl) : null;
    browser = await chromium.launch({
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      headless: true,
      args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--no-first-run'],
    });
    const rows = [];
    const baseBytes = [];
    for (const type of types) {
      // Bytes do not depend on the machine's load: the base first, then this build, page by page.
      if (baseSite) baseBytes.push(await orNull(measure(browser, baseSite.baseUrl, basePathOf(type)).then((row) => ({ type, ...row }))));
      rows.push({ type, ...(await measure(browser, site.baseUrl, pathOf(type))) });
    }
    await browser.close();
    browser = undefined;
    printTable(rows);
    const over = rows.filter((row) => row.jsKbGzip > JS_BUDGET_KB || row.cls > CLS_BUDGET).map((row) => row.page);
    let audits = [];
    let baseAudits = null;
    if (!args.includes('--no-lighthouse')) {
      const runs = Number(option('--runs') ?? 3);
      // Lighthouse's times move with the machine: with a base, each page's runs alternate between the two builds.
      const sites = [{ baseUrl: site.baseUrl, pathOf }, ...(baseSite ? [{ baseUrl: baseSite.baseUrl, pathOf: basePathOf, isBase: true }] : [])];
      [audits, baseAudits = null] = await auditSites(sites, types, runs);
      printAudits(audits, runs);
      over.push(...audits.filter((row) => CATEGORIES.some((id) => row.scores[id] < SCORE_BUDGET)).map((row) => `${row.page} (Lighthouse)`));
    }
    if (base) printBesideBase(rows, { bytes: baseBytes, audits: baseAudits, currentAudits: baseAudits ? audits : null }, base.label);
    if (args.includes('--json')) {
      const against = base ? { base: { commit: base.sha, pages: baseBytes, lighthouse: baseAudits ?? [] } } : {};
      console.log(JSON.stringify({ budgetKb: JS_BUDGET_KB, clsBudget: CLS_BUDGET, pages: rows, lighthouse: audits, ...against }));
    }
    if (over.length) {
      console.error(`\nOver budget: ${over.join(', ')}`);
      process.exitCode = 1;
    }
  } catch (error) {
    console.error(`budget: ${error.message}`);
    process.exitCode = 2;
  } finally {
    await browser?.close();
    site.stop();
    baseSite?.stop();
  }
}

await main();
