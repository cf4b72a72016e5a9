#!/usr/bin/env node
// `npm start`: builds whatever is missing or older than its sources, then runs
// the gateway, which serves the site, the admin, the API and the explorer.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { buildAllIfStale, root } from './build-if-stale.mjs';

try {
  buildAllIfStale();
} catch (error) {
  console.error(error.message);
  process.exit(1);
}
const gateway = spawnSync(process.execPath, [path.join(root, 'gateway', 'dist', 'main.js')], { cwd: root, stdio: 'inherit' });
process.exit(gateway.status ?? 1);
