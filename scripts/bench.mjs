#!/usr/bin/env node
// `npm run bench [-- --seconds 5 --rounds 3 --no-growth --against <git rev>]`: starts the built site (building what is stale) with its
// demo content on loopback, twice on one temporary SQLite file (answer cache on, and PAGE_CACHE=off for
// the uncached render), plus a process of yardsticks (express.static, and a plain Express route on
// the same file with the same driver). For growth, a third (uncached) process serves a copy of the
// data taken before 10,000 of each are added, and the two are asked in turn. Prints one table of medians of `rounds` runs, each figure
// beside its reference measured in the same run; exits 1 when a goal is missed. Not part of `npm test`.
// With `--against <rev>`, the build of that commit (load/base-build.mjs) runs beside this one, cached and uncached, each
// on its own demo data, and every load row measures both in turn (which goes first alternates by round): the table
// gives the base's figure and this build's divided by it. The goals judge this build only.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import readline from 'node:readline';
import { parseArgs } from 'node:util';
import { addBulkContent, copyDataDir } from './bench/bulk-content.mjs';
import { listQueries } from './bench/graphql-lists.mjs';
import { revisionSaveCosts } from './bench/revision-saves.mjs';
import { get, load, median, post, timed } from './bench/measure.mjs';
import { baseBuild } from './load/base-build.mjs';
import { startBuiltSite } from './load/built-site.mjs';

const { values } = parseArgs({
  options: {
    seconds: { type: 'string', default: '5' }, rounds: { type: 'string', default: '3' }, 'no-growth': { type: 'boolean', default: false },
    against: { type: 'string' },
  },
});
const seconds = Number(values.seconds);
const rounds = Number(values.rounds);
const BULK = { projects: 10_000, posts: 10_000, subscriptions: 10_000, contacts: 10_000, views: 20_000 };
/**
 * Growth is measured from one full page of every list (the API's 100 items), so that before and after
 * answer the same number of items: what must not grow is the cost of a page, not the page.
 */
const FULL_PAGE = { projects: 100, posts: 100, subscriptions: 100, contacts: 100 };
const SITEMAP_PART = 200;
/** A page of the public portfolio list that is full with FULL_PAGE projects (six a page). */
const FULL_DEEP_PAGE = Math.floor(FULL_PAGE.projects / 6);
const SINGLE_ANSWER_SAMPLES = 41;
/** A site search whose words are in the oldest demo post, the one the growth copies 10,000 times. */
const SEARCH_PATH = '/api/search?q=tech%20stack';
/** The dashboard's analytics over 90 days: today's views are read raw, the growth adds 20,000 of them (a busy day for a small site). */
const SUMMARY_QUERY = `{ analyticsSummary(days: 90) { views visitors series { date views visitors } pages { path views visitors }
  sources { source visitors } campaigns { source medium campaign visitors } devices { type visitors }
  conversions { source contacts subscriptions } landingPages { path visitors contacts subscriptions } } }`;
const ADMIN = { email: 'admin@load.test', password: 'load-test-password-123' };
const HTML = { accept: 'text/html' };
const BROTLI = { 'accept-encoding': 'br' };
const WEB_ASSETS = path.join(import.meta.dirname, '..', 'web', 'dist', 'assets');

/** The largest script the home page loads (its entry and the chunks it preloads), e.g. /assets/main-abc.js. */
function largestScriptOf(html, assets = WEB_ASSETS) {
  const scripts = [...html.matchAll(/(?:src|href)="(\/assets\/[^"]+\.js)"/g)].map(([, url]) => url);
  return scripts.sort((a, b) => fs.statSync(path.join(assets, path.basename(b))).size - fs.statSync(path.join(assets, path.basename(a))).size)[0];
}

/** The yardsticks' process: answers its port once it listens, and whether its JSON equals the site's. */
async function startReference(env) {
  const child = spawn(process.execPath, [path.join(import.meta.dirname, 'bench', 'reference-server.mjs')], {
    env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'inherit'],
  });
  const [line] = await readline.createInterface({ input: child.stdout })[Symbol.asyncIterator]().next().then(({ value }) => [value]);
  if (!line) throw new Error('The reference server did not start');
  return { ...JSON.parse(line), stop: () => new Promise((resolve) => { child.once('exit', resolve); child.kill('SIGTERM'); }) };
}

const rows = [];
/** Each load figure: which target, at how many connections. In this order every round measures them. */
const PLAN = [
  ['staticHome', 'staticHome', 10], ['cachedHome', 'cachedHome', 10], ['plainList', 'plainList', 10], ['restList', 'restList', 10],
  ['memoryScript', 'memoryScript', 10], ['builtScript', 'builtScript', 10], ['graphqlList', 'graphqlList', 10],
  ['uncachedHome', 'uncachedHome', 1], ['uncachedSolutions', 'uncachedSolutions', 1], ['uncachedAbout', 'uncachedAbout', 1],
  ['uncachedContact', 'uncachedContact', 1], ['cachedHome50', 'cachedHome', 50], ['staticHome50', 'staticHome', 50],
  ['restList50', 'restList', 50], ['plainList50', 'plainList', 50], ['graphqlList50', 'graphqlList', 50],
];
/** The public page types beside `/` (issue 41), each answered from the answer cache: `project` and `post` are found on each site. */
const PAGE_TYPES = ['/solutions', '/portfolio', 'project', '/blog', 'post', '/about', '/contact', '/search?q=app'];
for (const type of PAGE_TYPES) PLAN.push([`cachedPage ${type}`, `cachedPage ${type}`, 10]);
const fmt = {
  rps: (value) => `${value.toFixed(0)} req/s`,
  ms: (value) => `${value.toFixed(1)} ms`,
  cost: ({ ms, bytes }) => `${ms.toFixed(1)} ms, ${bytes < 1024 ? `${bytes} B` : `${(bytes / 1024).toFixed(1)} KB`}`,
};
/** `base`: the base build's figure and this build's divided by it (with --against), or undefined. */
function row(name, figure, reference, ratio, goal, met, base) {
  rows.push({ name, figure, reference, ratio, goal, met, base });
}

/** Each page type's path on one site (a project and a post found by its own list), left out when it does not answer 200 (a page type added since a base). */
async function pageTargets(url) {
  const first = async (list, key) => (await (await fetch(`${url}/api/${list}/all`)).json())[key]?.[0]?.slug;
  const special = { project: `/portfolio/${await first('portfolio', 'portfolios')}`, post: `/blog/${await first('blog', 'blogs')}` };
  const targets = {};
  for (const type of PAGE_TYPES) {
    const target = get(`${url}${special[type] ?? type}`, HTML);
    if ((await fetch(target.url, { headers: HTML })).status === 200) targets[`cachedPage ${type}`] = target;
  }
  return targets;
}

/** The pages, lists and script the load rows ask of one build (this one, or the base). */
async function siteTargets(cachedUrl, uncachedUrl, script, listQuery) {
  return {
    ...(await pageTargets(cachedUrl)),
    cachedHome: get(`${cachedUrl}/`, HTML),
    restList: get(`${cachedUrl}/api/portfolio/all`),
    builtScript: get(`${cachedUrl}${script}`, BROTLI),
    graphqlList: post(`${cachedUrl}/graphql`, { query: listQuery }),
    uncachedHome: get(`${uncachedUrl}/`, HTML),
    // The pages editors write (their documents read at each uncached render).
    uncachedSolutions: get(`${uncachedUrl}/solutions`, HTML),
    uncachedAbout: get(`${uncachedUrl}/about`, HTML),
    uncachedContact: get(`${uncachedUrl}/contact`, HTML),
  };
}

/** An administrator's Authorization header on a started site (startBuiltSite's administrator). */
async function adminOf(url) {
  const answer = await (await fetch(`${url}/api/admin/login`, {
    method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(ADMIN),
  })).json();
  return { authorization: `Bearer ${answer.token}` };
}

/** The base build of --against, cached and uncached on its own demo data, with its targets; null without --against. */
async function startBase(rev, listQuery) {
  if (!rev) return null;
  const build = baseBuild(rev);
  const cached = await startBuiltSite({}, { root: build.folder });
  const uncachedBase = await startBuiltSite({ PAGE_CACHE: 'off' }, { root: build.folder, dataDir: cached.dataDir });
  const home = await (await fetch(`${cached.url}/`, { headers: HTML })).text();
  const script = largestScriptOf(home, path.join(build.folder, 'web', 'dist', 'assets'));
  // The base's own list query: before paging its list answered `[Portfolio!]!`.
  const baseQuery = await adminOf(cached.url)
    .then((headers) => listQueries(`${cached.url}/graphql`, ['portfolios'], headers))
    .then((queries) => queries.portfolios, () => listQuery);
  return {
    label: build.label,
    targets: await siteTargets(cached.url, uncachedBase.url, script, baseQuery),
    stop: async () => { await uncachedBase.stop(); await cached.stop(); },
  };
}

const site = await startBuiltSite();
// Small sitemap parts, so its first part is full before the growth as after it.
const uncached = await startBuiltSite({ PAGE_CACHE: 'off', SITEMAP_URLS_PER_FILE: String(SITEMAP_PART) }, { dataDir: site.dataDir });
const work = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-'));
let reference;
/** The uncached site on a copy of the data before the growth. */
let small;
/** The build of --against. */
let base = null;
try {
  // The yardsticks get the site's own bytes: the home page as sent, and the list answer.
  const home = await (await fetch(`${site.url}/`, { headers: { ...HTML, 'accept-encoding': 'identity' } })).text();
  fs.mkdirSync(path.join(work, 'static'));
  fs.writeFileSync(path.join(work, 'static', 'page.html'), home);
  fs.writeFileSync(path.join(work, 'answer.json'), await (await fetch(`${site.url}/api/portfolio/all`)).text());
  const script = largestScriptOf(home);
  reference = await startReference({
    BENCH_ASSET: path.join(WEB_ASSETS, `${path.basename(script)}.br`),
    BENCH_STATIC_DIR: path.join(work, 'static'),
    BENCH_SQLITE: path.join(site.dataDir, 'site.sqlite'),
    BENCH_ANSWER: path.join(work, 'answer.json'),
  });
  if (!reference.sameJson) console.warn('warning: the plain Express route does not answer the same JSON as the site');
  const ref = `http://127.0.0.1:${reference.port}`;
  const admin = await adminOf(site.url);
  const queries = await listQueries(`${site.url}/graphql`, ['portfolios', 'testimonials', 'blogs', 'subscriptions', 'contacts'], admin);

  const targets = {
    ...(await siteTargets(site.url, uncached.url, script, queries.portfolios)),
    staticHome: get(`${ref}/static/page.html`),
    plainList: get(`${ref}/api/portfolio/all`),
    memoryScript: get(`${ref}/asset`, BROTLI),
  };
  base = await startBase(values.against, queries.portfolios);
  // Warm-up: JIT, caches, connection pools.
  for (const target of [...Object.values(targets), ...Object.values(base?.targets ?? {})]) await load(target, { connections: 10, seconds: 1 });

  const runs = [];
  for (let round = 1; round <= rounds; round += 1) {
    console.log(`Round ${round} of ${rounds} (${seconds} s per figure${base ? `, this build and ${base.label} in turn` : ''})...`);
    const run = { current: {}, base: {} };
    for (const [figure, target, connections] of PLAN) {
      if (!targets[target]) continue;
      const sides = [['current', targets[target]], ...(base?.targets[target] ? [['base', base.targets[target]]] : [])];
      // Which build goes first alternates, so that neither always meets the machine as the other left it.
      if (round % 2 === 0) sides.reverse();
      for (const [side, request] of sides) run[side][figure] = await load(request, { connections, seconds });
    }
    runs.push(run);
  }
  const med = (name, figure) => median(runs.map((run) => run.current[name][figure]));
  const baseMed = (name, figure) => (base && runs[0].base[name] ? median(runs.map((run) => run.base[name][figure])) : undefined);
  const failuresOf = (side) => runs.reduce((sum, run) => sum + Object.values(run[side]).reduce((total, result) => total + result.failures, 0), 0);
  const failures = failuresOf('current');
  /** The base's figure beside this build's: formatted, and this build's divided by it. */
  const againstBase = (name, figure, format) => {
    const then = baseMed(name, figure);
    return then === undefined ? undefined : { figure: format(then), ratio: `${(med(name, figure) / then).toFixed(2)}×` };
  };

  const throughput = (name, target, yardstick, goal) => {
    const ratio = med(target, 'rps') / med(yardstick, 'rps');
    row(name, fmt.rps(med(target, 'rps')), fmt.rps(med(yardstick, 'rps')), `${ratio.toFixed(2)}×`, `≥ ${goal.toFixed(1)}×`, ratio >= goal, againstBase(target, 'rps', fmt.rps));
  };
  throughput('cached `/` vs express.static (10 conn.)', 'cachedHome', 'staticHome', 1.0);
  throughput('`GET /api/portfolio/all` vs plain Express', 'restList', 'plainList', 0.8);
  throughput('GraphQL `portfolios` vs plain Express', 'graphqlList', 'plainList', 0.7);
  throughput(`built script \`${path.basename(script)}\` (brotli) vs the same bytes from memory`, 'builtScript', 'memoryScript', 0.7);
  const uncachedRender = (path, target) =>
    row(`uncached render of \`${path}\`, p50 (1 conn.)`, fmt.ms(med(target, 'p50')), `cached \`/\` ${fmt.ms(med('cachedHome', 'p50'))}`, '—', '< 10 ms', med(target, 'p50') < 10, againstBase(target, 'p50', fmt.ms));
  uncachedRender('/', 'uncachedHome');
  uncachedRender('/solutions', 'uncachedSolutions');
  uncachedRender('/about', 'uncachedAbout');
  uncachedRender('/contact', 'uncachedContact');
  const tail = (name, target, yardstick) =>
    row(name, fmt.ms(med(target, 'p99')), fmt.ms(med(yardstick, 'p99')), '—', '< 50 ms', med(target, 'p99') < 50, againstBase(target, 'p99', fmt.ms));
  tail('p99 `/` at 50 conn.', 'cachedHome50', 'staticHome50');
  tail('p99 `GET /api/portfolio/all` at 50 conn.', 'restList50', 'plainList50');
  tail('p99 GraphQL `portfolios` at 50 conn.', 'graphqlList50', 'plainList50');
  // The other page types, cached: no goal of their own (the `/` row holds the door to express.static), beside the base.
  for (const type of PAGE_TYPES.filter((type) => targets[`cachedPage ${type}`])) {
    const name = `cachedPage ${type}`;
    row(`cached \`${type}\` (10 conn.)`, fmt.rps(med(name, 'rps')), `cached \`/\` ${fmt.rps(med('cachedHome', 'rps'))}`, '—', '—', true, againstBase(name, 'rps', fmt.rps));
  }

  // A save writes a revision and prunes the oldest: a long history must not make it slower.
  const saves = await revisionSaveCosts(site, admin);
  const saveRatio = saves.full / saves.none;
  row('save of an item with 100 revisions, p50', fmt.ms(saves.full), `with none ${fmt.ms(saves.none)}`, `${saveRatio.toFixed(2)}×`, '≤ 1.2×', saveRatio <= 1.2);

  // The cost of one answer with one full page of every list, and with 10,000 more of each: two
  // uncached processes, one on a copy of the data as it was before the growth, asked in turn so
  // that the machine's noise falls on both alike.
  const growing = (url, deepPage) => ({
    '`/blog`': get(`${url}/blog`, HTML),
    '`/portfolio`': get(`${url}/portfolio`, HTML),
    // A deep page: a full page deep in the list before, page 500 after.
    '`/portfolio?page=500`': get(`${url}/portfolio?page=${deepPage}`, HTML),
    '`GET /api/blog/all`': get(`${url}/api/blog/all`),
    '`/sitemap.xml` (first part)': get(`${url}/sitemap-1.xml`),
    ...Object.fromEntries(Object.entries(queries).map(([field, query]) => [`admin \`${field}\``, post(`${url}/graphql`, { query }, admin)])),
  });
  const summary = (samples) => ({ ms: median(samples.map((sample) => sample.ms)), bytes: median(samples.map((sample) => sample.bytes)) });
  const costsSideBySide = async (ungrown, grown) => {
    // Warm-up: the process on the copy is newer than the other, whose code paths have run already.
    for (let round = 0; round < 5; round += 1) await Promise.all([timed(ungrown), timed(grown)]);
    const before = [];
    const after = [];
    for (let round = 0; round < SINGLE_ANSWER_SAMPLES; round += 1) {
      before.push(await timed(ungrown));
      after.push(await timed(grown));
    }
    return { before: summary(before), after: summary(after) };
  };
  if (!values['no-growth']) {
    // A subscription and a message to copy: the demo content has none.
    await fetch(`${site.url}/api/subscription/subscribe`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email: 'bench@example.com' }) });
    await fetch(`${site.url}/api/contact/submit`, {
      method: 'POST', headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ firstName: 'Bench', lastName: 'Mark', email: 'bench@example.com', message: 'A message the benchmark copies.' }),
    });
    const sqlite = path.join(site.dataDir, 'site.sqlite');
    addBulkContent(sqlite, FULL_PAGE);
    copyDataDir(site.dataDir, path.join(work, 'small'));
    small = await startBuiltSite({ PAGE_CACHE: 'off', SITEMAP_URLS_PER_FILE: String(SITEMAP_PART) }, { dataDir: path.join(work, 'small') });
    console.log('Adding 10,000 projects, posts, subscriptions and contact messages, and 20,000 page views of today...');
    addBulkContent(sqlite, BULK);
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    console.log('Measuring single answers with one full page of every list (100 items) and with 10,000 more, in turn...');
    const before = growing(small.url, FULL_DEEP_PAGE);
    for (const [name, grown] of Object.entries(growing(uncached.url, 500))) {
      const cost = await costsSideBySide(before[name], grown);
      const ratio = Math.max(cost.after.ms / cost.before.ms, cost.after.bytes / Math.max(1, cost.before.bytes));
      row(`${name}, +10,000 of each`, fmt.cost(cost.after), fmt.cost(cost.before), `${ratio.toFixed(2)}×`, '≤ 1.2× time and size', ratio <= 1.2);
    }
    // The site search: words of the post every copy was made from, so each of the 10,000 copies matches
    // and is ranked; the same search on the copy before the growth is the reference.
    const search = await costsSideBySide(get(`${small.url}${SEARCH_PATH}`), get(`${uncached.url}${SEARCH_PATH}`));
    row(
      `search \`GET ${SEARCH_PATH}\`, p50 with +10,000 posts`, fmt.ms(search.after.ms), `before the growth ${fmt.ms(search.before.ms)}`,
      `${(search.after.ms / search.before.ms).toFixed(2)}×`, '< 50 ms', search.after.ms < 50,
    );
    // The analytics summary reads today's views raw: 20,000 of them against the copy's none.
    const analytics = await costsSideBySide(post(`${small.url}/graphql`, { query: SUMMARY_QUERY }, admin), post(`${uncached.url}/graphql`, { query: SUMMARY_QUERY }, admin));
    row(
      'admin `analyticsSummary(days: 90)`, p50 with +20,000 views today', fmt.ms(analytics.after.ms), `before the growth ${fmt.ms(analytics.before.ms)}`,
      `${(analytics.after.ms / analytics.before.ms).toFixed(2)}×`, '< 500 ms', analytics.after.ms < 500,
    );
  }

  console.log(`\nMedians of ${rounds} runs; ${os.cpus().length} cores, load average ${os.loadavg().map((value) => value.toFixed(1)).join(' ')}; ${failures} non-2xx answers or errors under load.`);
  if (base) console.log(`Base: ${base.label}, measured in turn with this build (${failuresOf('base')} non-2xx answers or errors of its own); — where it is not measured.`);
  console.log('');
  const baseColumns = (entry) => (base ? `${entry.base?.figure ?? '—'} | ${entry.base?.ratio ?? '—'} | ` : '');
  console.log(`| figure | ${base ? 'base | this build ÷ base | ' : ''}measured | reference (same run) | ratio | goal | result |`);
  console.log(`|---|${base ? '---|---|' : ''}---|---|---|---|---|`);
  for (const entry of rows) {
    console.log(`| ${entry.name} | ${baseColumns(entry)}${entry.figure} | ${entry.reference} | ${entry.ratio} | ${entry.goal} | ${entry.met ? 'met' : '**missed**'} |`);
  }
  process.exitCode = rows.every((entry) => entry.met) && failures === 0 ? 0 : 1;
} finally {
  await reference?.stop();
  await base?.stop();
  await small?.stop();
  await uncached.stop();
  await site.stop();
  fs.rmSync(work, { recursive: true, force: true });
}
