/**
 * Real gateway processes for the tests of several replicas and of faults: each
 * runs the built gateway (gateway/dist/main.js) on its own loopback port, on a
 * private MariaDB and S3 server that the test may crash, stop and restart.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import mysql from 'mysql2/promise';
import request from 'supertest';
import { startMariaDb, type MariaDbServer } from '../services/mariadb';
import { startS3, type S3Server } from '../services/s3';

const ROOT = path.resolve(__dirname, '..', '..', '..');
const MAIN = path.join(ROOT, 'gateway', 'dist', 'main.js');
export const ADMIN = { email: 'admin@replicas.test', password: 'replica test password 42' };

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
    server.on('error', reject);
  });
}

export interface Replica {
  url: string;
  http(): ReturnType<typeof request>;
  /** Everything the process printed so far. */
  output(): string;
  /** Resolves with the exit code once the process has ended. */
  exited: Promise<number | null>;
  signal(name: NodeJS.Signals): void;
}

/** A MariaDB database and an S3 bucket of their own, for one test file. */
export interface Site {
  database: MariaDbServer;
  s3: S3Server;
  env: Record<string, string>;
  query<T = Record<string, unknown>>(sql: string, values?: unknown[]): Promise<T[]>;
  start(extraEnv?: Record<string, string>): Promise<Replica>;
  stop(): Promise<void>;
}

export async function startSite(options: { seedDemo?: boolean } = {}): Promise<Site> {
  const [database, s3] = await Promise.all([startMariaDb({ durable: true }), startS3()]);
  const connection = await mysql.createConnection({ uri: database.url });
  await connection.query('CREATE DATABASE site CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci');
  await connection.end();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'test-replicas-'));
  const env = {
    DATABASE_URL: `${database.url}site`,
    JWT_SECRET: 'replica-tests-share-this-secret-of-enough-length',
    MINIO_ENDPOINT: s3.endpoint,
    MINIO_ACCESS_KEY: s3.accessKey,
    MINIO_SECRET_KEY: s3.secretKey,
    MINIO_BUCKET: 'replica-uploads',
    ADMIN_EMAIL: ADMIN.email,
    ADMIN_PASSWORD: ADMIN.password,
    SEED_DEMO: options.seedDemo ? 'true' : 'false',
    DATA_DIR: dataDir,
    WEB_DIST: path.join(ROOT, 'gateway', 'test', 'fixtures', 'web-dist'),
    TRUST_PROXY: 'true',
  };
  const replicas: ChildProcess[] = [];
  return {
    database,
    s3,
    env,
    async query<T>(sql: string, values: unknown[] = []) {
      const db = await mysql.createConnection({ uri: env.DATABASE_URL, dateStrings: true });
      try {
        return (await db.query(sql, values))[0] as T[];
      } finally {
        await db.end();
      }
    },
    async start(extraEnv = {}) {
      const replica = await startReplica({ ...env, ...extraEnv });
      replicas.push(replica.child);
      return replica;
    },
    async stop() {
      for (const child of replicas) if (child.exitCode === null) child.kill('SIGKILL');
      await Promise.all([database.stop(), s3.stop()]);
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** Starts one gateway process and resolves once its /healthz answers 200. */
async function startReplica(env: Record<string, string>): Promise<Replica & { child: ChildProcess }> {
  const port = await freePort();
  const child = spawn(process.execPath, [MAIN], {
    cwd: ROOT,
    env: { ...process.env, PUBLIC_URL: `http://127.0.0.1:${port}`, ...env, PORT: String(port), NODE_ENV: 'production' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout!.on('data', (chunk) => { output += chunk; });
  child.stderr!.on('data', (chunk) => { output += chunk; });
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`The gateway exited during start (code ${child.exitCode}):\n${output}`);
    if (Date.now() > deadline) throw new Error(`The gateway did not become healthy within 60 s:\n${output}`);
    const healthy = await fetch(`${url}/healthz`).then((response) => response.ok, () => false);
    if (healthy) break;
    await sleep(100);
  }
  return {
    child,
    url,
    http: () => request(url),
    output: () => output,
    exited,
    signal: (name) => child.kill(name),
  };
}

/** Signs in on a replica and answers the Authorization header. */
export async function adminAuth(replica: Replica): Promise<string> {
  const response = await replica.http().post('/api/admin/login').set('X-Forwarded-For', '192.0.2.1').send(ADMIN).expect(200);
  return `Bearer ${response.body.token}`;
}

/** For a test file: its own site with one replica and an admin token, started before its tests and stopped after. */
export function useSiteWithReplica(): { site: Site; replica: Replica; auth: string } {
  const shared = {} as { site: Site; replica: Replica; auth: string };
  beforeAll(async () => {
    shared.site = await startSite();
    shared.replica = await shared.site.start();
    shared.auth = await adminAuth(shared.replica);
  }, 180_000);
  afterAll(async () => { await shared.site?.stop(); });
  return shared;
}
