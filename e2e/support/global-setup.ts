import { execFileSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import mysql from 'mysql2/promise';
import { startMariaDb } from '../../gateway/test/services/mariadb';
import { startS3 } from '../../gateway/test/services/s3';
import { launchBrowserServer } from './chromium';

export const E2E_ADMIN = { email: 'admin@e2e.test', password: 'e2e-admin-password-123' };

export type E2EBackend = 'sqlite' | 'mariadb';

export interface E2EServer {
  backend: E2EBackend;
  baseUrl: string;
  pid: number;
  dataDir: string;
  /** The project's shared Chromium (chromium.ts); a site of a file's own has none. */
  browserEndpoint?: string;
}

/** Each browser project has its own server; workers find it through this variable. */
export const serverFileVariable = (backend: E2EBackend) => `E2E_SERVER_FILE_${backend.toUpperCase()}`;

declare global {
  // Shared with global-teardown.ts: both run in the jest parent process. Per project, what its teardown stops.
  // eslint-disable-next-line no-var
  var __E2E_SERVICES__: Partial<Record<E2EBackend, Array<{ stop(): Promise<void> }>>> | undefined;
}

/** What the teardown of this backend's project stops. */
export function servicesOf(backend: E2EBackend): Array<{ stop(): Promise<void> }> {
  return ((globalThis.__E2E_SERVICES__ ??= {})[backend] ??= []);
}

/** MySQL + S3 for the site: a throwaway MariaDB and s3rver, as the API tests use. */
async function productionLikeStorage(): Promise<Record<string, string>> {
  const database = await startMariaDb();
  const s3 = await startS3();
  servicesOf('mariadb').push(database, s3);
  const connection = await mysql.createConnection({ uri: database.url });
  await connection.query('CREATE DATABASE e2e CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci');
  await connection.end();
  return {
    DATABASE_URL: `${database.url.replace(/\/$/, '')}/e2e`,
    JWT_SECRET: 'e2e-secret-for-the-mariadb-run-of-the-browser-tests',
    MINIO_ENDPOINT: s3.endpoint,
    MINIO_ACCESS_KEY: s3.accessKey,
    MINIO_SECRET_KEY: s3.secretKey,
    MINIO_BUCKET: 'e2e-uploads',
  };
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

/** Starts the built site on a fresh data folder with the demo content; `env` adds to or overrides its settings. */
export async function startSiteProcess(env: Record<string, string> = {}): Promise<{ baseUrl: string; pid: number; dataDir: string }> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'e2e-site-'));
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  let output = '';
  const child = spawn(process.execPath, [path.join(root, 'gateway', 'dist', 'main.js')], {
    cwd: root,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PUBLIC_URL: baseUrl,
      PORT: String(port),
      DATA_DIR: dataDir,
      SEED_DEMO: 'true',
      ADMIN_EMAIL: E2E_ADMIN.email,
      ADMIN_PASSWORD: E2E_ADMIN.password,
      DATABASE_URL: '',
      MINIO_ENDPOINT: '',
      JWT_SECRET: '',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout.on('data', (chunk) => (output += chunk));
  child.stderr.on('data', (chunk) => (output += chunk));
  await waitUntilHealthy(baseUrl, () => output);
  return { baseUrl, pid: child.pid!, dataDir };
}

/**
 * Builds what is stale and starts the real site (gateway + built web client)
 * with the demo content, as a newcomer's `npm start` would: on a fresh SQLite
 * database with local images, or (project browser:mariadb) on MariaDB + S3.
 */
export async function setUpSite(backend: E2EBackend): Promise<void> {
  execFileSync(process.execPath, [path.join(root, 'scripts', 'build-if-stale.mjs')], { cwd: root, stdio: 'inherit' });
  const started = await startSiteProcess(backend === 'mariadb' ? await productionLikeStorage() : {});
  const browser = await launchBrowserServer();
  servicesOf(backend).push({ stop: () => browser.close() });
  const server: E2EServer = { backend, ...started, browserEndpoint: browser.wsEndpoint() };
  const file = path.join(os.tmpdir(), `e2e-server-${backend}-${process.pid}.json`);
  fs.writeFileSync(file, JSON.stringify(server));
  process.env[serverFileVariable(backend)] = file;
}

/** Jest runs a global-setup module once even when two projects name it: each backend has its own module. */
export default () => setUpSite('sqlite');
