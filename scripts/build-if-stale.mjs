// Builds the web client and the gateway when their output is missing or older
// than their sources. Used by `npm start` and by the browser tests.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** Newest modification time of a file, or of the files below a folder (0 when missing). */
function newest(target) {
  if (!fs.existsSync(target)) return 0;
  const stat = fs.statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return Math.max(0, ...fs.readdirSync(target).map((name) => newest(path.join(target, name))));
}

function buildIfStale(workspace, sources, output) {
  const built = newest(path.join(root, workspace, output));
  const changed = Math.max(...sources.map((source) => newest(path.join(root, workspace, source))));
  if (built >= changed) return;
  console.log(`Building ${workspace}...`);
  // Jest sets NODE_ENV=test; the site is always built for production.
  const env = { ...process.env, NODE_ENV: 'production' };
  const result = spawnSync('npm', ['run', 'build', '-w', workspace], { cwd: root, stdio: 'inherit', env });
  if (result.status !== 0) throw new Error(`Building ${workspace} failed`);
}

/** The gateway alone (it serves the web client from web/dist, or a stand-in in tests). */
export function buildGatewayIfStale() {
  buildIfStale('domain', ['src'], 'dist');
  buildIfStale('gateway', ['src'], 'dist');
}

export function buildAllIfStale() {
  buildGatewayIfStale();
  buildIfStale('web', ['src', 'index.html', 'explorer.html', 'vite.config.ts', 'public', 'scripts', '../domain/src'], 'dist');
}

// `node scripts/build-if-stale.mjs [gateway]`
if (process.argv[1] === fileURLToPath(import.meta.url)) {
  if (process.argv[2] === 'gateway') buildGatewayIfStale();
  else buildAllIfStale();
}
