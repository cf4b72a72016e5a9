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
import { createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import mysql from 'mysql2/promise';
import type { TestServices } from './global-setup';
import { entities, migrations, subscribers } from '../src/registry';
import { openDatabase } from '../src/infra/database/data-source';

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
  const connection = await mysql.createConnection({ uri: serverUrl, connectTimeout: 10_000, multipleStatements: true });
  try {
    return await work(connection);
  } finally {
    await connection.end();
  }
}

/**
 * The statements that build a migrated schema on MariaDB, read from a template database that
 * the first worker to ask migrates (under a lock, so workers starting together migrate it once).
 * Replaying them takes about 0.15 s; running the migrations again about 1.3 s per gateway start.
 */
let migratedSchema: Promise<string> | undefined;

async function readMigratedSchema(serverUrl: string): Promise<string> {
  const names = migrations.map((migration) => (migration as { name: string }).name).join(',');
  const template = `t_template_${createHash('sha256').update(names).digest('hex').slice(0, 12)}`;
  return onServer(serverUrl, async (connection) => {
    await connection.query("SELECT GET_LOCK('test-template', 300)");
    try {
      const [done] = await connection.query<mysql.RowDataPacket[]>(
        "SELECT 1 FROM information_schema.TABLES WHERE TABLE_SCHEMA = ? AND TABLE_NAME = 'template_ready'", [template]);
      if (done.length === 0) {
        await connection.query(`DROP DATABASE IF EXISTS \`${template}\``);
        await connection.query(`CREATE DATABASE \`${template}\` CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci`);
        const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'test-template-'));
        try {
          const dataSource = await openDatabase({ databaseUrl: withDatabase(serverUrl, template), dataDir }, { entities, migrations, subscribers }, () => {});
          await dataSource.destroy();
        } finally {
          fs.rmSync(dataDir, { recursive: true, force: true });
        }
        await connection.query(`CREATE TABLE \`${template}\`.template_ready (id INT)`);
      }
      return await schemaStatements(connection, template);
    } finally {
      await connection.query("SELECT RELEASE_LOCK('test-template')");
    }
  });
}

/** CREATE TABLE of each of the template's tables, then a copy of the rows the migrations wrote. */
async function schemaStatements(connection: mysql.Connection, template: string): Promise<string> {
  const [tables] = await connection.query<mysql.RowDataPacket[]>(
    "SELECT TABLE_NAME AS name, TABLE_ROWS AS estimate FROM information_schema.TABLES WHERE TABLE_SCHEMA = ? AND TABLE_NAME <> 'template_ready'", [template]);
  // Migration SiteSearch builds its FULLTEXT indexes without the stopword list: so must the copy.
  const statements = ['SET FOREIGN_KEY_CHECKS = 0', 'SET SESSION innodb_ft_enable_stopword = OFF'];
  const copies: string[] = [];
  for (const { name } of tables) {
    const [[created]] = await connection.query<mysql.RowDataPacket[]>(`SHOW CREATE TABLE \`${template}\`.\`${name}\``);
    statements.push(created['Create Table'] as string);
    const [[{ count }]] = await connection.query<mysql.RowDataPacket[]>(`SELECT COUNT(*) AS count FROM \`${template}\`.\`${name}\``);
    if (Number(count) > 0) copies.push(`INSERT INTO \`${name}\` SELECT * FROM \`${template}\`.\`${name}\``);
  }
  return [...statements, ...copies, 'SET FOREIGN_KEY_CHECKS = 1'].join(';\n');
}

/**
 * A migrated SQLite file, copied for each gateway (0.3 s of its start saved). It is shared by
 * the test files of one jest run (same parent process, same migrations); older ones are removed.
 */
let migratedSqliteFile: Promise<string> | undefined;

async function migrateSqliteTemplate(): Promise<string> {
  const names = migrations.map((migration) => (migration as { name: string }).name).join(',');
  const folder = path.join(os.tmpdir(), 'test-sqlite-templates');
  const file = path.join(folder, `${process.ppid}-${createHash('sha256').update(names).digest('hex').slice(0, 12)}.sqlite`);
  if (fs.existsSync(file)) return file;
  fs.mkdirSync(folder, { recursive: true });
  for (const name of fs.readdirSync(folder)) {
    const other = path.join(folder, name);
    if (Date.now() - fs.statSync(other).mtimeMs > 86_400_000) fs.rmSync(other, { force: true });
  }
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'test-template-'));
  try {
    const dataSource = await openDatabase({ dataDir }, { entities, migrations, subscribers }, () => {});
    await dataSource.destroy();
    // Renamed into place whole, so a file starting at the same moment never reads half of it.
    fs.renameSync(path.join(dataDir, 'site.sqlite'), `${file}.${process.pid}`);
    fs.renameSync(`${file}.${process.pid}`, file);
  } finally {
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
  return file;
}

/** An empty database (the default), or one whose schema is already migrated, as a gateway's first start leaves it. */
export interface BackendOptions {
  migrated?: boolean;
}

export async function freshBackend({ migrated = false }: BackendOptions = {}): Promise<TestBackend> {
  const kind = currentBackend();
  const id = randomBytes(6).toString('hex');
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), `test-${kind}-`));
  const removeDataDir = () => fs.rmSync(dataDir, { recursive: true, force: true });

  if (kind === 'sqlite') {
    if (migrated) fs.copyFileSync(await (migratedSqliteFile ??= migrateSqliteTemplate()), path.join(dataDir, 'site.sqlite'));
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
    const schema = migrated ? await (migratedSchema ??= readMigratedSchema(services.mariadb.url)) : undefined;
    await onServer(services.mariadb.url, async (connection) => {
      await connection.query(`CREATE DATABASE \`${database}\` CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci`);
      if (schema) await connection.query(`USE \`${database}\`;\n${schema}`);
    });
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
