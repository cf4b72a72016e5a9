/**
 * A throwaway MariaDB server for the `api:mariadb` test project.
 *
 * Started once per jest run by gateway/test/global-setup.ts (in the jest parent process):
 * a fresh datadir in a temp folder, loopback only, a free port, root without a password.
 * Each test file then creates its own database on it (gateway/test/backend.ts).
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import mysql from 'mysql2/promise';

export interface MariaDbServer {
  /** Server URL without a database, e.g. `mysql://root@127.0.0.1:34567/`. */
  url: string;
  /** Kills the server and removes its datadir. Safe to call twice. */
  stop(): Promise<void>;
  /** Kills the server with SIGKILL, as a crash would, keeping its data (fault tests). */
  crash(): Promise<void>;
  /** Starts the server again on the same port and data, after crash(); resolves once it accepts connections. */
  restart(): Promise<void>;
}

export interface MariaDbBinaries {
  mariadbd: string;
  installDb: string;
}

const READY_TIMEOUT_MS = 60_000;

export const MARIADB_MISSING_MESSAGE =
  'The MariaDB tests (jest project api:mariadb) need a MariaDB server binary, and none was found ' +
  '(looked for mariadbd / mysqld and mariadb-install-db on PATH, /usr/sbin, /usr/bin).\n' +
  'Either install it:   apt-get install mariadb-server   (Debian/Ubuntu, as root)\n' +
  'or point the tests at an existing server:   TEST_DATABASE_URL=mysql://user:pass@host:port   ' +
  '(the user must be allowed to CREATE and DROP databases).';

function isExecutable(file: string): boolean {
  try {
    fs.accessSync(file, fs.constants.X_OK);
    return fs.statSync(file).isFile();
  } catch {
    return false;
  }
}

function findExecutable(names: string[], extraDirs: string[]): string | undefined {
  const dirs = [...(process.env.PATH ?? '').split(path.delimiter).filter(Boolean), ...extraDirs];
  for (const name of names) {
    for (const dir of dirs) {
      const candidate = path.join(dir, name);
      if (isExecutable(candidate)) return candidate;
    }
  }
  return undefined;
}

/** Locates mariadbd and mariadb-install-db; undefined when either is missing. */
export function findMariaDbBinaries(): MariaDbBinaries | undefined {
  const mariadbd = findExecutable(['mariadbd', 'mysqld'], ['/usr/sbin', '/usr/local/sbin', '/usr/bin', '/usr/local/bin']);
  const installDb = findExecutable(['mariadb-install-db', 'mysql_install_db'], ['/usr/bin', '/usr/local/bin', '/usr/sbin', '/usr/local/sbin']);
  return mariadbd && installDb ? { mariadbd, installDb } : undefined;
}

/** As root with apt-get available: installs mariadb-server without starting the system service. */
function installWithApt(): boolean {
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  const aptGet = findExecutable(['apt-get'], ['/usr/bin']);
  if (!isRoot || !aptGet) return false;

  process.stderr.write('\n[test services] MariaDB server not found: installing mariadb-server with apt-get (one time)...\n');
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  // Keep dpkg from starting a system-wide MariaDB on port 3306: the tests start their own.
  const policy = '/usr/sbin/policy-rc.d';
  const ownPolicy = !fs.existsSync(policy);
  if (ownPolicy) fs.writeFileSync(policy, '#!/bin/sh\nexit 101\n', { mode: 0o755 });
  try {
    const stdio: ['ignore', number, number] = ['ignore', 2, 2];
    const update = spawnSync(aptGet, ['-q', 'update'], { env, stdio });
    if (update.status !== 0) return false;
    const install = spawnSync(aptGet, ['install', '-y', '-q', '--no-install-recommends', 'mariadb-server'], { env, stdio });
    return install.status === 0;
  } finally {
    if (ownPolicy) fs.rmSync(policy, { force: true });
  }
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

function tail(text: string, lines = 25): string {
  return text.trimEnd().split('\n').slice(-lines).join('\n');
}

function run(command: string, args: string[]): Promise<{ code: number | null; output: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('error', reject);
    child.on('close', (code) => resolve({ code, output }));
  });
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function canConnect(port: number): Promise<boolean> {
  try {
    const connection = await mysql.createConnection({ host: '127.0.0.1', port, user: 'root', connectTimeout: 2000 });
    try {
      await connection.query('SELECT 1');
    } finally {
      await connection.end();
    }
    return true;
  } catch {
    return false;
  }
}

/**
 * A detached shell that kills the server and removes its folder if this process dies
 * without running stop() (Ctrl-C, a killed jest, a crash).
 */
function startWatchdog(serverPid: number, folder: string): ChildProcess {
  const script =
    'while kill -0 "$1" 2>/dev/null && kill -0 "$2" 2>/dev/null; do sleep 1; done; ' +
    'kill -9 "$2" 2>/dev/null; rm -rf "$3"';
  const watchdog = spawn('/bin/sh', ['-c', script, 'mariadb-watchdog', String(process.pid), String(serverPid), folder], {
    detached: true,
    stdio: 'ignore',
  });
  watchdog.unref();
  return watchdog;
}

interface Attempt {
  child: ChildProcess;
  port: number;
  log: () => string;
  exited: () => boolean;
}

/** Fast by default (commits reach the disk about once a second); durable as in production for crash tests. */
export interface MariaDbOptions {
  durable?: boolean;
}

function launch(binaries: MariaDbBinaries, folder: string, dataDir: string, port: number, options: MariaDbOptions): Attempt {
  const args = [
    '--no-defaults',
    `--datadir=${dataDir}`,
    `--port=${port}`,
    '--bind-address=127.0.0.1',
    `--socket=${path.join(folder, 'sock')}`,
    `--pid-file=${path.join(folder, 'mariadbd.pid')}`,
    `--tmpdir=${folder}`,
    '--user=root',
    '--character-set-server=utf8mb4',
    '--collation-server=utf8mb4_unicode_ci',
    '--skip-log-bin',
    '--skip-name-resolve',
    ...(options.durable ? [] : ['--innodb-flush-log-at-trx-commit=0', '--innodb-doublewrite=0']),
    '--innodb-buffer-pool-size=64M',
    '--innodb-log-file-size=16M',
    '--max-connections=1000',
  ];
  const child = spawn(binaries.mariadbd, args, { stdio: ['ignore', 'pipe', 'pipe'] });
  let log = '';
  let exited = false;
  const append = (chunk: Buffer) => {
    log = (log + chunk.toString()).slice(-16_000);
  };
  child.stdout?.on('data', append);
  child.stderr?.on('data', append);
  child.on('exit', () => (exited = true));
  child.on('error', (error) => {
    exited = true;
    log += `\n${error.message}`;
  });
  return { child, port, log: () => log, exited: () => exited };
}

function killAndWait(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    const timer = setTimeout(resolve, 10_000);
    child.once('exit', () => {
      clearTimeout(timer);
      resolve();
    });
    child.kill('SIGKILL');
  });
}

export async function startMariaDb(options: MariaDbOptions = {}): Promise<MariaDbServer> {
  let binaries = findMariaDbBinaries();
  if (!binaries && installWithApt()) binaries = findMariaDbBinaries();
  if (!binaries) throw new Error(MARIADB_MISSING_MESSAGE);

  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'test-mariadb-'));
  const dataDir = path.join(folder, 'data');
  const removeFolder = () => fs.rmSync(folder, { recursive: true, force: true });

  try {
    const init = await run(binaries.installDb, [
      '--no-defaults',
      `--datadir=${dataDir}`,
      '--auth-root-authentication-method=normal',
      '--skip-test-db',
      '--skip-name-resolve',
      '--innodb-log-file-size=16M',
      '--innodb-buffer-pool-size=64M',
    ]);
    if (init.code !== 0) {
      throw new Error(`${binaries.installDb} failed (exit ${init.code}):\n${tail(init.output)}`);
    }

    // A free port can be taken between the probe and the bind: retry a few times on an early exit.
    let attempt: Attempt | undefined;
    for (let tries = 0; tries < 3 && !attempt; tries++) {
      const candidate = launch(binaries, folder, dataDir, await freePort(), options);
      const deadline = Date.now() + READY_TIMEOUT_MS;
      while (!candidate.exited() && Date.now() < deadline) {
        if (await canConnect(candidate.port)) {
          attempt = candidate;
          break;
        }
        await sleep(100);
      }
      if (attempt) break;
      if (!candidate.exited()) {
        await killAndWait(candidate.child);
        throw new Error(
          `MariaDB (${binaries.mariadbd}) did not accept connections on 127.0.0.1:${candidate.port} ` +
            `within ${READY_TIMEOUT_MS / 1000} s. Last server output:\n${tail(candidate.log())}`,
        );
      }
      if (!/already in use|Can't start server: Bind/i.test(candidate.log()) || tries === 2) {
        throw new Error(`MariaDB (${binaries.mariadbd}) exited during start. Last server output:\n${tail(candidate.log())}`);
      }
    }
    if (!attempt) throw new Error('MariaDB could not be started.');

    let { child } = attempt;
    const { port } = attempt;
    let watchdog = startWatchdog(child.pid!, folder);
    // Cleanup on a normal exit of this process even when stop() was never called.
    const onExit = () => {
      try {
        child.kill('SIGKILL');
      } catch {
        /* already gone */
      }
      removeFolder();
    };
    process.once('exit', onExit);
    const stopWatchdog = () => {
      try {
        process.kill(-watchdog.pid!, 'SIGKILL');
      } catch {
        /* already gone */
      }
    };

    let stopped = false;
    return {
      url: `mysql://root@127.0.0.1:${port}/`,
      async stop() {
        if (stopped) return;
        stopped = true;
        process.removeListener('exit', onExit);
        stopWatchdog();
        await killAndWait(child);
        removeFolder();
      },
      async crash() {
        stopWatchdog();
        await killAndWait(child);
      },
      async restart() {
        const again = launch(binaries, folder, dataDir, port, options);
        const deadline = Date.now() + READY_TIMEOUT_MS;
        while (!(await canConnect(port))) {
          if (again.exited() || Date.now() > deadline) {
            throw new Error(`MariaDB did not start again on port ${port}. Last server output:\n${tail(again.log())}`);
          }
          await sleep(100);
        }
        child = again.child;
        watchdog = startWatchdog(child.pid!, folder);
      },
    };
  } catch (error) {
    removeFolder();
    throw error;
  }
}
