import fs from 'node:fs';
import type { E2EServer } from './global-setup';

export default async function globalTeardown(): Promise<void> {
  const file = process.env.E2E_SERVER_FILE;
  if (!file || !fs.existsSync(file)) return;
  const server = JSON.parse(fs.readFileSync(file, 'utf8')) as E2EServer;
  try {
    process.kill(server.pid, 'SIGTERM');
  } catch {
    // already gone
  }
  fs.rmSync(server.dataDir, { recursive: true, force: true });
  fs.rmSync(file, { force: true });
}
