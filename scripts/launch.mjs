#!/usr/bin/env node
// `node scripts/launch.mjs gateway/dist/FILE.js [args]`: what `npm start`, `npm run admin`,
// `npm run backup` and `npm run restore` run (see package.json). Builds whatever is missing or
// older than its sources, then runs the built file with the arguments and this environment, so
// every command works on the same database and storage (DATA_DIR, DATABASE_URL, MINIO_*) as the server.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { buildAllIfStale, root } from './build-if-stale.mjs';

const [file, ...args] = process.argv.slice(2);
if (!file) {
  console.error('usage: node scripts/launch.mjs gateway/dist/FILE.js [args]');
  process.exit(2);
}
try {
  buildAllIfStale();
} catch (error) {
  console.error(error.message);
  process.exit(1);
}
const program = spawnSync(process.execPath, [path.join(root, file), ...args], { cwd: root, stdio: 'inherit' });
process.exit(program.status ?? 1);
