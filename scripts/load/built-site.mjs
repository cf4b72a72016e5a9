// Starts the built site (gateway + web client) with its demo content on a loopback port and a
// fresh data folder, for the soak and the benchmark. Builds what is stale first.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { buildAllIfStale, root } from '../build-if-stale.mjs';

const freePort = () =>
  new Promise((resolve, reject) => {
    const server = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
    server.on('error', reject);
  });

/** Resident memory of a process, in MB (Linux). */
export function residentMb(pid) {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+) kB/.exec(status)[1]) / 1024;
}

/**
 * `options.dataDir`: a data folder another started site already uses (a second process on the
 * same SQLite file, e.g. with other settings); it is then left in place on stop.
 * `options.root`: another checkout, already built (the base of `--against`, see base-build.mjs);
 * this checkout is built when stale otherwise.
 */
export async function startBuiltSite(env = {}, options = {}) {
  const siteRoot = options.root ?? root;
  if (!options.root) buildAllIfStale();
  const ownData = !options.dataDir;
  const dataDir = options.dataDir ?? fs.mkdtempSync(path.join(os.tmpdir(), 'load-site-'));
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  let output = '';
  const child = spawn(process.execPath, [path.join(siteRoot, 'gateway', 'dist', 'main.js')], {
    cwd: siteRoot,
    env: {
      ...process.env, NODE_ENV: 'production', PUBLIC_URL: url, PORT: String(port), DATA_DIR: dataDir, SEED_DEMO: 'true',
      ADMIN_EMAIL: 'admin@load.test', ADMIN_PASSWORD: 'load-test-password-123', DATABASE_URL: '', MINIO_ENDPOINT: '',
      JWT_SECRET: '', LOG_LEVEL: 'warn', TRUST_PROXY: 'true', ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout.on('data', (chunk) => { output += chunk; });
  child.stderr.on('data', (chunk) => { output += chunk; });
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`The site exited during start:\n${output}`);
    if (Date.now() > deadline) throw new Error(`The site did not start within 60 s:\n${output}`);
    if (await fetch(`${url}/healthz`).then((r) => r.ok, () => false)) break;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return {
    url,
    dataDir,
    pid: child.pid,
    output: () => output,
    async stop() {
      child.kill('SIGTERM');
      await new Promise((resolve) => child.once('exit', resolve));
      if (ownData) fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
