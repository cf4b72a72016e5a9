// Usage: node trace.cjs <gatewayDist> <path> [<path>...]: lists the gateway files whose code ran for each request (V8 precise coverage).
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
  process.env.PAGE_CACHE_MAX_ENTRIES = process.env.PAGE_CACHE_MAX_ENTRIES ?? '';
  const { createGateway } = require(path.resolve(dist, 'app.js'));
  const { loadConfig } = require(path.resolve(dist, 'config.js'));
  const gateway = await createGateway(loadConfig());
  const server = gateway.app.listen(0);
  const port = server.address().port;
  await post('Profiler.enable'); await post('Profiler.startPreciseCoverage', { callCount: true, detailed: false });
  for (const url of urls) {
    await get(port, '/healthz');
    await post('Profiler.takePreciseCoverage'); // reset counts
    const answer = await get(port, url);
    const { result } = await post('Profiler.takePreciseCoverage');
    const files = result.filter((s) => s.url.includes(path.resolve(dist)) && s.functions.some((f) => f.ranges[0].count > 0 && f.functionName !== ''))
      .map((s) => path.relative(path.resolve(dist), new URL(s.url).pathname));
    console.log(`${url} -> ${answer.join(' ')}: ${files.length} files`);
    for (const f of files.sort()) console.log('   ', f);
  }
  server.close(); await gateway.close(); process.exit(0);
})().catch((e) => { console.error(e); process.exit(1); });
