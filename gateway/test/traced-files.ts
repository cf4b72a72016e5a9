/**
 * Which source files ran for one request: V8's precise coverage (node:inspector) around it,
 * for gateway/src/traced-paths.test.ts, which keeps docs/ARCHITECTURE.md's traced lists true.
 *
 * A file counts when one of its functions ran during the request (the counts are reset before
 * it). Jest compiles each gateway file with swc under its own path, so a script's URL names its
 * source file. The web renderer is one built bundle (web/dist/server/): a function there is
 * named by the `// src/…` line that the bundler writes above each source module it holds.
 */
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import inspector from 'node:inspector';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';

export const repositoryRoot = path.resolve(__dirname, '..', '..');
const webFolder = path.join(repositoryRoot, 'web');
const rendererFolder = path.join(webFolder, 'dist', 'server');

/** Held while one test file builds: api:sqlite and api:mariadb run this file at the same time. */
const buildLock = path.join(os.tmpdir(), `web-build-${createHash('sha256').update(repositoryRoot).digest('hex').slice(0, 12)}.lock`);
const BUILD_LOCK_STALE_MS = 10 * 60_000;

async function underBuildLock(work: () => void): Promise<void> {
  for (;;) {
    try {
      fs.mkdirSync(buildLock);
      break;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const age = Date.now() - (fs.statSync(buildLock, { throwIfNoEntry: false })?.mtimeMs ?? Date.now());
      if (age > BUILD_LOCK_STALE_MS) fs.rmSync(buildLock, { recursive: true, force: true });
      else await sleep(500);
    }
  }
  try {
    work();
  } finally {
    fs.rmSync(buildLock, { recursive: true, force: true });
  }
}

/** The built web client, built first when older than its sources (as the browser tests do). */
export async function builtWebClient(): Promise<string> {
  await underBuildLock(() => {
    execFileSync(process.execPath, [path.join(repositoryRoot, 'scripts', 'build-if-stale.mjs')], { cwd: repositoryRoot, stdio: 'ignore' });
  });
  return path.join(webFolder, 'dist');
}

interface Coverage {
  scriptId: string;
  url: string;
  functions: Array<{ ranges: Array<{ startOffset: number; count: number }> }>;
}

/** The line the bundler writes above each module: `// src/app/App.tsx`, `// ../domain/src/blog.ts`, `// ../node_modules/…`. */
const MODULE_LINE = /^\/\/ ((?:\.\.\/)*[\w@.-]+(?:\/[\w@.+-]+)+)$/gm;

/** Each module of a built file: where it starts, and its source path from the repository root (null for a package's). */
function modulesOf(source: string): Array<{ start: number; file: string | null }> {
  return [...source.matchAll(MODULE_LINE)].map((match) => {
    const file = path.relative(repositoryRoot, path.resolve(webFolder, match[1]));
    return { start: match.index, file: file.split(path.sep).includes('node_modules') ? null : file };
  });
}

/** The source file of the last module starting at or before `offset`. */
function moduleAt(modules: Array<{ start: number; file: string | null }>, offset: number): string | null {
  let file: string | null = null;
  for (const module of modules) {
    if (module.start > offset) break;
    file = module.file;
  }
  return file;
}

/** The project's own source file a script is, or null (a package, a test file, jest's own code). */
function sourceFileOf(url: string): string | null {
  const file = url.startsWith('file:') ? fileURLToPath(url) : url;
  if (!path.isAbsolute(file)) return null;
  const relative = path.relative(repositoryRoot, file);
  if (relative.startsWith('..') || relative.split(path.sep).includes('node_modules')) return null;
  if (/\.test\.tsx?$/.test(relative) || relative.startsWith(`gateway${path.sep}test${path.sep}`)) return null;
  return relative;
}

export class FileTracer {
  private readonly session = new inspector.Session();
  private readonly modules = new Map<string, Array<{ start: number; file: string | null }>>();

  private post<T>(method: string, params?: object): Promise<T> {
    return new Promise((resolve, reject) => {
      this.session.post(method, params, (error, result) => (error ? reject(error) : resolve(result as T)));
    });
  }

  async start(): Promise<void> {
    this.session.connect();
    await this.post('Debugger.enable');
    await this.post('Profiler.enable');
    await this.post('Profiler.startPreciseCoverage', { callCount: true, detailed: false });
  }

  async stop(): Promise<void> {
    await this.post('Profiler.stopPreciseCoverage');
    this.session.disconnect();
  }

  /** The source files (from the repository root, sorted) with a function that ran during `work`. */
  async filesRunBy(work: () => Promise<unknown>): Promise<string[]> {
    await this.post('Profiler.takePreciseCoverage'); // resets the counts
    await work();
    const { result } = await this.post<{ result: Coverage[] }>('Profiler.takePreciseCoverage');
    const files = new Set<string>();
    for (const script of result) {
      const ran = script.functions.filter((fn) => fn.ranges[0].count > 0);
      if (ran.length === 0) continue;
      const file = sourceFileOf(script.url);
      if (file === null) continue;
      if (!file.startsWith(path.relative(repositoryRoot, rendererFolder))) {
        files.add(file);
        continue;
      }
      const modules = await this.modulesOfScript(script.scriptId);
      for (const fn of ran) {
        const source = moduleAt(modules, fn.ranges[0].startOffset);
        if (source) files.add(source);
      }
    }
    return [...files].sort();
  }

  private async modulesOfScript(scriptId: string) {
    let modules = this.modules.get(scriptId);
    if (!modules) {
      const { scriptSource } = await this.post<{ scriptSource: string }>('Debugger.getScriptSource', { scriptId });
      modules = modulesOf(scriptSource);
      this.modules.set(scriptId, modules);
    }
    return modules;
  }
}

/** The files of every run: what a periodic task ran during one of them is left out. */
export function inEveryRun(runs: string[][]): string[] {
  return runs[0].filter((file) => runs.every((run) => run.includes(file)));
}

const folderCount = (files: string[]) => new Set(files.map((file) => path.dirname(file))).size;

/** `43 files in 16 folders (gateway 40 in 15, domain 3 in 1)`: in all, then by top folder. */
export function figures(files: string[]): string {
  const tops = [...new Set(files.map((file) => file.split('/')[0]))];
  const byTop = tops.map((top) => {
    const own = files.filter((file) => file.startsWith(`${top}/`));
    return `${top} ${own.length} in ${folderCount(own)}`;
  });
  return `${files.length} files in ${folderCount(files)} folders (${byTop.join(', ')})`;
}

export const exists = (file: string) => fs.existsSync(path.join(repositoryRoot, file));
