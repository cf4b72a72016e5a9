// The build of another commit, for `npm run bench -- --against <rev>` and `npm run budget -- --against <rev>`:
// a detached `git worktree` under /tmp/consultancy-base/<sha>, its dependencies and its `npm run build`,
// made once and reused by every later run against the same commit.
import { execFileSync, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { root } from '../build-if-stale.mjs';

const BASES = '/tmp/consultancy-base';
/** Written last: a folder without it is a build that did not finish, and is finished on the next run. */
const BUILT_MARK = '.built-for-comparison';
/** The folders that hold a node_modules of their own (the workspaces'). */
const MODULE_FOLDERS = ['.', 'domain', 'gateway', 'web'];

const git = (...args) => execFileSync('git', args, { cwd: root, encoding: 'utf8' }).trim();

function run(command, args, cwd) {
  console.error(`base: ${command} ${args.join(' ')} (in ${cwd})`);
  const result = spawnSync(command, args, { cwd, stdio: ['ignore', 'inherit', 'inherit'], env: { ...process.env, NODE_ENV: 'production' } });
  if (result.status !== 0) throw new Error(`${command} ${args.join(' ')} failed in ${cwd}`);
}

/** The dependencies: hard links of this checkout's node_modules when both lockfiles are the same (seconds, no disk), npm ci otherwise. */
function installDependencies(folder) {
  const lock = (at) => fs.readFileSync(path.join(at, 'package-lock.json'), 'utf8');
  if (lock(folder) === lock(root)) {
    for (const sub of MODULE_FOLDERS) {
      const from = path.join(root, sub, 'node_modules');
      const to = path.join(folder, sub, 'node_modules');
      if (fs.existsSync(from) && !fs.existsSync(to)) run('cp', ['-al', from, to], folder);
    }
    return;
  }
  // npm ci installs devDependencies only outside production.
  const result = spawnSync('npm', ['ci', '--no-audit', '--no-fund'], { cwd: folder, stdio: ['ignore', 'inherit', 'inherit'], env: { ...process.env, NODE_ENV: 'development' } });
  if (result.status !== 0) throw new Error(`npm ci failed in ${folder}`);
}

/**
 * The built commit `rev` (anything git names a commit by): its folder, ready to start with
 * startBuiltSite(env, { root }). Builds it the first time; later runs find it built.
 */
export function baseBuild(rev) {
  const sha = git('rev-parse', '--verify', `${rev}^{commit}`);
  const folder = path.join(BASES, sha);
  const label = sha.startsWith(rev) ? sha.slice(0, 7) : `${rev} (${sha.slice(0, 7)})`;
  if (fs.existsSync(path.join(folder, BUILT_MARK))) return { sha, folder, label };
  fs.mkdirSync(BASES, { recursive: true });
  // A folder left by a run that stopped is reused: the worktree is there, the build is finished below.
  if (!fs.existsSync(path.join(folder, 'package.json'))) {
    git('worktree', 'prune');
    run('git', ['worktree', 'add', '--detach', '--force', folder, sha], root);
  }
  installDependencies(folder);
  run('npm', ['run', 'build'], folder);
  fs.writeFileSync(path.join(folder, BUILT_MARK), `${sha}\n`);
  return { sha, folder, label };
}
