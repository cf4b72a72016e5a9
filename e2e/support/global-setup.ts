import { execFileSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

export const E2E_ADMIN = { email: 'admin@e2e.test', password: 'e2e-admin-password-123' };

export interface E2EServer {
  baseUrl: string;
  pid: number;
  dataDir: string;
}

const root = path.resolve(__dirname, '..', '..');

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

async function waitUntilHealthy(baseUrl: string, log: () => string): Promise<void> {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(`${baseUrl}/healthz`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`The site did not start within 60 s:\n${log()}`);
}

/**
 * Builds what is stale and starts the real site (gateway + built web client) on
 * a fresh SQLite database with the demo content, as a newcomer's `npm start` would.
 */
export default async function globalSetup(): Promise<void> {
  execFileSync(process.execPath, [path.join(root, 'scripts', 'build-if-stale.mjs')], { cwd: root, stdio: 'inherit' });
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'e2e-site-'));
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  let output = '';
  const child = spawn(process.execPath, [path.join(root, 'gateway', 'dist', 'main.js')], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      DATA_DIR: dataDir,
      SEED_DEMO: 'true',
      ADMIN_EMAIL: E2E_ADMIN.email,
      ADMIN_PASSWORD: E2E_ADMIN.password,
      DATABASE_URL: '',
      MINIO_ENDPOINT: '',
      JWT_SECRET: '',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout.on('data', (chunk) => (output += chunk));
  child.stderr.on('data', (chunk) => (output += chunk));
  await waitUntilHealthy(baseUrl, () => output);

  const server: E2EServer = { baseUrl, pid: child.pid!, dataDir };
  const file = path.join(os.tmpdir(), `e2e-server-${process.pid}.json`);
  fs.writeFileSync(file, JSON.stringify(server));
  process.env.E2E_SERVER_FILE = file;
}
