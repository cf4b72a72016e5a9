/**
 * globalSetup of the `api:mariadb` jest project (runs once, in the jest parent process,
 * only when at least one test of that project is selected).
 *
 * Starts a throwaway MariaDB (or uses TEST_DATABASE_URL) and an s3rver S3 server, writes
 * their coordinates to a JSON file and exports its path as TEST_SERVICES_FILE. Jest starts
 * its workers after globalSetup, so they inherit that variable (and in-band runs share the
 * parent's environment). gateway/test/backend.ts reads the file.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import mysql from 'mysql2/promise';
import { startMariaDb, type MariaDbServer } from './services/mariadb';
import { startS3, type S3Server } from './services/s3';

export interface TestServices {
  /** Server URL without a database (path `/`). */
  mariadb: { url: string; external: boolean };
  s3: { endpoint: string; accessKey: string; secretKey: string };
  /** Folders to remove if this jest run dies without its teardown (see sweepStale). */
  cleanup: string[];
}

export interface RunningTestServices {
  file: string;
  mariadb?: MariaDbServer;
  s3?: S3Server;
}

declare global {
  // Shared with global-teardown.ts: both run in the jest parent process.
  // eslint-disable-next-line no-var
  var __TEST_SERVICES__: RunningTestServices | undefined;
}

/** mysql://user:pass@host:port/anything?x → mysql://user:pass@host:port/?x */
function serverUrl(raw: string): string {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new Error(`TEST_DATABASE_URL is not a URL: expected mysql://user:pass@host:port, got ${raw}`);
  }
  if (url.protocol !== 'mysql:' && url.protocol !== 'mariadb:') {
    throw new Error(`TEST_DATABASE_URL must start with mysql://, got ${url.protocol}//`);
  }
  url.protocol = 'mysql:';
  url.pathname = '/';
  return url.toString();
}

async function checkExternal(url: string): Promise<void> {
  try {
    const connection = await mysql.createConnection({ uri: url, connectTimeout: 10_000 });
    await connection.end();
  } catch (error) {
    throw new Error(`Cannot connect to TEST_DATABASE_URL (${url.replace(/\/\/[^@/]*@/, '//***@')}): ${(error as Error).message}`);
  }
}

const FILE_PREFIX = 'jest-test-services-';

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * A jest run that was killed (SIGKILL, a CI timeout) leaves its services file and s3rver folder
 * behind (its MariaDB is removed by the watchdog in services/mariadb.ts): remove those of dead runs.
 */
function sweepStale(): void {
  for (const name of fs.readdirSync(os.tmpdir())) {
    const match = new RegExp(`^${FILE_PREFIX}(\\d+)\\.json$`).exec(name);
    if (!match || isAlive(Number(match[1]))) continue;
    const file = path.join(os.tmpdir(), name);
    try {
      const stale = JSON.parse(fs.readFileSync(file, 'utf8')) as Partial<TestServices>;
      for (const dir of stale.cleanup ?? []) {
        if (path.dirname(dir) === os.tmpdir()) fs.rmSync(dir, { recursive: true, force: true });
      }
    } catch {
      /* unreadable: just remove the file */
    }
    fs.rmSync(file, { force: true });
  }
}

export default async function globalSetup(): Promise<void> {
  sweepStale();
  const file = path.join(os.tmpdir(), `${FILE_PREFIX}${process.pid}.json`);
  const running: RunningTestServices = { file };
  globalThis.__TEST_SERVICES__ = running;

  try {
    let mariadb: TestServices['mariadb'];
    const external = process.env.TEST_DATABASE_URL?.trim();
    if (external) {
      mariadb = { url: serverUrl(external), external: true };
      await checkExternal(mariadb.url);
    } else {
      const started = Date.now();
      running.mariadb = await startMariaDb();
      mariadb = { url: running.mariadb.url, external: false };
      if (process.env.TEST_SERVICES_VERBOSE) {
        process.stderr.write(`[test services] MariaDB ready at ${mariadb.url} in ${Date.now() - started} ms\n`);
      }
    }

    running.s3 = await startS3();
    const services: TestServices = {
      mariadb,
      s3: { endpoint: running.s3.endpoint, accessKey: running.s3.accessKey, secretKey: running.s3.secretKey },
      cleanup: [running.s3.directory],
    };
    fs.writeFileSync(file, JSON.stringify(services, null, 2));
    process.env.TEST_SERVICES_FILE = file;
  } catch (error) {
    await running.s3?.stop();
    await running.mariadb?.stop();
    fs.rmSync(file, { force: true });
    globalThis.__TEST_SERVICES__ = undefined;
    throw error;
  }
}
