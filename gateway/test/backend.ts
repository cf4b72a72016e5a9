/**
 * The one module API tests use to get an isolated backend.
 *
 * The same test files run twice (jest.config.ts): project `api:sqlite` (TEST_BACKEND=sqlite)
 * and project `api:mariadb` (TEST_BACKEND=mariadb, with MariaDB + s3rver started by
 * gateway/test/global-setup.ts). Each freshBackend() call has its own database, bucket and
 * data folder, so test files can run in parallel workers.
 *
 *   const backend = await freshBackend();
 *   const app = await createApp({ dataDir: backend.dataDir, databaseUrl: backend.databaseUrl, minio: backend.minio, ... });
 *   afterAll(async () => { await app.close(); await backend.drop(); }); // close connections before drop()
 */
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import mysql from 'mysql2/promise';
import type { TestServices } from './global-setup';

export type BackendKind = 'sqlite' | 'mariadb';

export function currentBackend(): BackendKind {
  const value = (process.env.TEST_BACKEND ?? '').trim().toLowerCase();
  if (value === '' || value === 'sqlite') return 'sqlite';
  if (value === 'mariadb' || value === 'mysql') return 'mariadb';
  throw new Error(`TEST_BACKEND must be 'sqlite' or 'mariadb', got '${process.env.TEST_BACKEND}'.`);
}

export interface TestBackend {
  kind: BackendKind;
  /** A fresh temp dir (SQLite file, local uploads, jwt secret); also created with mariadb. */
  dataDir: string;
  /** mariadb only: mysql://root@127.0.0.1:P/t_<random>, a fresh utf8mb4_unicode_ci database. */
  databaseUrl?: string;
  /** mariadb only: s3rver coordinates and a fresh, unique bucket name (not created: the app creates it). */
  minio?: { endpoint: string; accessKey: string; secretKey: string; bucket: string };
  /** Drops the database (mariadb) and removes dataDir. Close the app's connections first. Safe to call twice. */
  drop(): Promise<void>;
}

/** The services started by global-setup.ts (mariadb project only). */
export function testServices(): TestServices {
  const file = process.env.TEST_SERVICES_FILE;
  if (!file) {
    throw new Error(
      'TEST_BACKEND=mariadb but TEST_SERVICES_FILE is not set: the MariaDB/S3 services are started by the ' +
        'globalSetup of the jest project api:mariadb (run the tests with `npm test`, or `npm test -- --selectProjects api:mariadb`).',
    );
  }
  try {
    return JSON.parse(fs.readFileSync(file, 'utf8')) as TestServices;
  } catch (error) {
    throw new Error(`Cannot read the test services file ${file}: ${(error as Error).message}`);
  }
}

function withDatabase(serverUrl: string, database: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${database}`;
  return url.toString();
}

async function onServer<T>(serverUrl: string, work: (connection: mysql.Connection) => Promise<T>): Promise<T> {
  const connection = await mysql.createConnection({ uri: serverUrl, connectTimeout: 10_000 });
  try {
    return await work(connection);
  } finally {
    await connection.end();
  }
}

export async function freshBackend(): Promise<TestBackend> {
  const kind = currentBackend();
  const id = randomBytes(6).toString('hex');
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), `test-${kind}-`));
  const removeDataDir = () => fs.rmSync(dataDir, { recursive: true, force: true });

  if (kind === 'sqlite') {
    return {
      kind,
      dataDir,
      async drop() {
        removeDataDir();
      },
    };
  }

  const services = testServices();
  const database = `t_${id}`;
  try {
    await onServer(services.mariadb.url, (connection) =>
      connection.query(`CREATE DATABASE \`${database}\` CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci`),
    );
  } catch (error) {
    removeDataDir();
    throw error;
  }

  let dropped = false;
  return {
    kind,
    dataDir,
    databaseUrl: withDatabase(services.mariadb.url, database),
    minio: { ...services.s3, bucket: `t-${id}` },
    async drop() {
      if (dropped) return;
      dropped = true;
      try {
        await onServer(services.mariadb.url, async (connection) => {
          // An open transaction elsewhere would make DROP wait for its lock (default: a year).
          await connection.query('SET SESSION lock_wait_timeout = 20');
          await connection.query(`DROP DATABASE IF EXISTS \`${database}\``);
        });
      } finally {
        removeDataDir();
      }
    },
  };
}
