// `node scripts/trace-request.cjs gateway/dist /api/portfolio/all /blog/some-slug`: starts the built gateway on a
// fresh SQLite file (demo content, no answer cache, so every answer is rendered) and lists, for each path, the
// gateway files whose code ran while it was answered (V8's precise coverage). Each path is asked three times and
// only the files of all three are listed: a periodic task that happens to tick during one answer is left out.
const inspector = require('node:inspector');
const path = require('node:path');
const fs = require('node:fs');
const os = require('node:os');
const http = require('node:http');
const [dist, ...urls] = process.argv.slice(2);
const session = new inspector.Session(); session.connect();
const post = (m, p) => new Promise((res, rej) => session.post(m, p, (e, r) => (e ? rej(e) : res(r))));
const get = (port, url) => new Promise((res, rej) => http.get({ port, path: url, headers: { accept: url.startsWith('/api') ? 'application/json' : 'text/html' } }, (r) => { let n = 0; r.on('data', (c) => (n += c.length)); r.on('end', () => res([r.statusCode, n])); }).on('error', rej));
(async () => {
  process.env.DATA_DIR = fs.mkdtempSync(path.join(os.tmpdir(), 'trace-'));
  process.env.LOG_LEVEL = 'silent';
  process.env.PAGE_CACHE = 'off';
  const { createGateway } = require(path.resolve(dist, 'app.js'));
  const { loadConfig } = require(path.resolve(dist, 'config.js'));
  const gateway = await createGateway(loadConfig());
  const server = gateway.app.listen(0);
  const port = server.address().port;
  await post('Profiler.enable'); await post('Profiler.startPreciseCoverage', { callCount: true, detailed: false });
  const filesRunFor = async (url) => {
    await post('Profiler.takePreciseCoverage'); // resets the counts
    const answer = await get(port, url);
    const { result } = await post('Profiler.takePreciseCoverage');
    const ran = result.filter((script) => script.url.includes(path.resolve(dist)) && script.functions.some((f) => f.ranges[0].count > 0 && f.functionName !== ''));
    return { answer, files: new Set(ran.map((script) => path.relative(path.resolve(dist), new URL(script.url).pathname))) };
  };
  for (const url of urls) {
    await get(port, '/healthz');
    const runs = [await filesRunFor(url), await filesRunFor(url), await filesRunFor(url)];
    const files = [...runs[0].files].filter((file) => runs.every((run) => run.files.has(file))).sort();
    const folders = new Set(files.map((file) => path.dirname(file)));
    console.log(`${url} -> ${runs[0].answer.join(' ')}: ${files.length} files in ${folders.size} folders`);
    for (const file of files) console.log('   ', file);
  }
  server.close(); await gateway.close(); process.exit(0);
})().catch((e) => { console.error(e); process.exit(1); });
