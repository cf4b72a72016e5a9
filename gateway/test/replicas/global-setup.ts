import { spawnSync } from 'node:child_process';
import path from 'node:path';

/** The replica tests run the built gateway as real processes: build it when its sources changed. */
export default function globalSetup(): void {
  const root = path.resolve(__dirname, '..', '..', '..');
  const build = spawnSync(process.execPath, [path.join(root, 'scripts', 'build-if-stale.mjs'), 'gateway'], {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, NODE_ENV: 'production' },
  });
  if (build.status !== 0) throw new Error('Building the gateway for the replica tests failed');
}
