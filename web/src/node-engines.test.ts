/** @jest-environment node */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import semver from 'semver';

const root = path.resolve(__dirname, '..', '..');

interface LockedPackage {
  version?: string;
  engines?: Record<string, string> | string[];
  os?: string[];
  cpu?: string[];
  link?: boolean;
}

/** A lock entry's os/cpu list as npm reads it: empty or absent is any, `!x` excludes x. */
function allows(list: string[] | undefined, current: string): boolean {
  if (!list?.length) return true;
  if (list.includes(`!${current}`)) return false;
  const allowed = list.filter((entry) => !entry.startsWith('!'));
  return allowed.length === 0 || allowed.includes(current);
}

/**
 * The packages npm would warn EBADENGINE about when installing this lock on the running
 * Node and npm, as npm-install-checks decides it (prereleases included); packages of other
 * platforms are not installed here, so not checked.
 */
function unsupported(versions: { node: string; npm: string }): string[] {
  const lock = JSON.parse(fs.readFileSync(path.join(root, 'package-lock.json'), 'utf8')) as { packages: Record<string, LockedPackage> };
  return Object.entries(lock.packages).flatMap(([where, entry]) => {
    if (!where || entry.link || !allows(entry.os, process.platform) || !allows(entry.cpu, process.arch)) return [];
    const engines = Array.isArray(entry.engines) ? {} : (entry.engines ?? {});
    return (['node', 'npm'] as const)
      .filter((engine) => engines[engine] && !semver.satisfies(versions[engine], engines[engine], { includePrerelease: true }))
      .map((engine) => `${where}@${entry.version}: ${engine} ${engines[engine]}`);
  });
}

describe('the locked dependencies', () => {
  it('all declare support for the running Node and npm, so npm ci installs them without an EBADENGINE warning', () => {
    const npm = execFileSync('npm', ['--version'], { encoding: 'utf8', cwd: root }).trim();
    expect(unsupported({ node: process.version, npm })).toEqual([]);
  });

  it('all declare support for the oldest Node the README promises (the root package.json engines)', () => {
    const { engines } = JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8')) as { engines: { node: string } };
    const oldest = semver.minVersion(engines.node)!.version;
    expect(unsupported({ node: oldest, npm: '10.0.0' }).filter((problem) => / node /.test(problem))).toEqual([]);
  });
});
