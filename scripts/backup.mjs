#!/usr/bin/env node
// `npm run backup` and `npm run restore -- FILE [--force]`: builds whatever is stale (as
// `npm start` does), then runs the gateway's backup CLI (gateway/src/backup-cli.ts) with this
// environment, so it reads the same DATA_DIR, DATABASE_URL and MINIO_* as the server.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { buildAllIfStale, root } from './build-if-stale.mjs';

try {
  buildAllIfStale();
} catch (error) {
  console.error(error.message);
  process.exit(1);
}
const cli = spawnSync(process.execPath, [path.join(root, 'gateway', 'dist', 'backup-cli.js'), ...process.argv.slice(2)], {
  cwd: root,
  stdio: 'inherit',
});
process.exit(cli.status ?? 1);
