#!/usr/bin/env node
// `npm run admin -- reset-password EMAIL | create EMAIL --role ROLE`: builds whatever is stale (as
// `npm start` does), then runs the gateway's admin CLI (gateway/src/admin-cli.ts) with this
// environment, so it works on the same database (DATA_DIR, DATABASE_URL) as the server.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { buildAllIfStale, root } from './build-if-stale.mjs';

try {
  buildAllIfStale();
} catch (error) {
  console.error(error.message);
  process.exit(1);
}
const cli = spawnSync(process.execPath, [path.join(root, 'gateway', 'dist', 'admin-cli.js'), ...process.argv.slice(2)], {
  cwd: root,
  stdio: 'inherit',
});
process.exit(cli.status ?? 1);
