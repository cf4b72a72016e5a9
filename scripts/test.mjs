#!/usr/bin/env node
// `npm test`: type check + the whole jest suite, then one closing line `N passed, N failed`.
//
//   node scripts/test.mjs [jest args...]     e.g. -- --selectProjects api:sqlite, -- gateway/src/features/auth
//   node scripts/test.mjs --tests-only ...   jest alone, without the type check and the lint (not with CI=true)
//
// - The type check (`tsc --noEmit` of gateway, web and e2e) counts as one check, and so does the lint
//   (`npm run lint`: which folder may import which, see eslint.config.mjs).
// - jest.config.ts is compiled here with @swc/core and passed as `--config <json>`: jest 30 on
//   Node 20 cannot read a .ts config without ts-node/esbuild-register (see jest.config.ts).
// - N failed = failed tests + test files that failed without test results (+ the type check, + the lint).
// - With CI=true, skipped/todo tests and a project that ran no test count as failures.
// - Exit code 0 only when nothing failed.
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import Module, { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
process.chdir(root);
const ci = /^(1|true|yes)$/i.test(process.env.CI ?? '');
// --tests-only: jest alone, for a quick run of a few files while working (never in CI).
const testsOnly = process.argv.includes('--tests-only') && !ci;
const jestArgs = process.argv.slice(2).filter((arg) => arg !== '--tests-only');

function section(title) {
  process.stdout.write(`\n=== ${title}\n`);
}

function finish(passed, failed) {
  // Must stay the last line printed.
  process.stdout.write(`${passed} passed, ${failed} failed\n`);
  process.exitCode = failed === 0 ? 0 : 1;
}

function typeCheck() {
  section('type check: tsc --noEmit of gateway, web and e2e');
  const started = Date.now();
  let ok = true;
  for (const project of ['gateway', 'web', 'e2e']) {
    const result = spawnSync(process.execPath, ['node_modules/typescript/bin/tsc', '-p', project, '--noEmit'], {
      encoding: 'utf8',
      maxBuffer: 64 * 1024 * 1024,
    });
    if (result.status !== 0) {
      ok = false;
      process.stdout.write(`${result.stdout ?? ''}${result.stderr ?? ''}`);
      if (result.error) process.stdout.write(`${result.error.message}\n`);
    }
  }
  process.stdout.write(`type check ${ok ? 'passed' : 'FAILED'} (${((Date.now() - started) / 1000).toFixed(1)} s)\n`);
  return ok;
}

function lint() {
  section('lint: eslint web/src gateway/src');
  const started = Date.now();
  const result = spawnSync(process.execPath, ['node_modules/eslint/bin/eslint.js', 'web/src', 'gateway/src'], {
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  });
  const ok = result.status === 0;
  if (!ok) {
    process.stdout.write(`${result.stdout ?? ''}${result.stderr ?? ''}`);
    if (result.error) process.stdout.write(`${result.error.message}\n`);
  }
  process.stdout.write(`lint ${ok ? 'passed' : 'FAILED'} (${((Date.now() - started) / 1000).toFixed(1)} s)\n`);
  return ok;
}

/** Compiles jest.config.ts to CommonJS with @swc/core and evaluates it. */
async function loadJestConfig() {
  const file = path.join(root, 'jest.config.ts');
  const require = createRequire(file);
  const swc = require('@swc/core');
  const { code } = swc.transformSync(fs.readFileSync(file, 'utf8'), {
    filename: file,
    swcrc: false,
    jsc: { parser: { syntax: 'typescript' }, target: 'es2022' },
    module: { type: 'commonjs' },
  });
  const mod = new Module(file);
  mod.filename = file;
  mod.paths = Module._nodeModulePaths(root);
  mod._compile(code, file);
  let config = mod.exports && 'default' in mod.exports ? mod.exports.default : mod.exports;
  if (typeof config === 'function') config = await config();
  return { ...config, rootDir: path.resolve(root, config.rootDir ?? '.') };
}

function runJest(args) {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, ['node_modules/jest/bin/jest.js', ...args], { stdio: 'inherit' });
    // Ctrl-C reaches jest too (same process group): wait for it to finish its teardown.
    const ignore = () => {};
    const forward = (signal) => child.kill(signal);
    process.on('SIGINT', ignore);
    process.on('SIGTERM', forward);
    child.on('error', (error) => {
      process.stderr.write(`cannot start jest: ${error.message}\n`);
      resolve({ code: 1 });
    });
    child.on('close', (code, signal) => {
      process.off('SIGINT', ignore);
      process.off('SIGTERM', forward);
      resolve({ code: code ?? 1, signal });
    });
  });
}

/** Display names of the configured projects, less those left out by --selectProjects / --ignoreProjects. */
function expectedProjects(config, args) {
  const names = (config.projects ?? [])
    .map((p) => (typeof p === 'object' && p ? (typeof p.displayName === 'string' ? p.displayName : p.displayName?.name) : undefined))
    .filter(Boolean);
  const listAfter = (flag) => {
    const values = [];
    for (let i = 0; i < args.length; i++) {
      if (args[i] === flag) {
        for (let j = i + 1; j < args.length && !args[j].startsWith('-'); j++) values.push(args[j]);
      } else if (args[i].startsWith(`${flag}=`)) {
        values.push(args[i].slice(flag.length + 1));
      }
    }
    return values;
  };
  const selected = listAfter('--selectProjects');
  const ignored = listAfter('--ignoreProjects');
  return names.filter((name) => (selected.length === 0 || selected.includes(name)) && !ignored.includes(name));
}

function readJson(file) {
  try {
    return JSON.parse(fs.readFileSync(file, 'utf8'));
  } catch {
    return undefined;
  }
}

/** The slowest test files, then every failed test by project, file and name: a CI log's tail tells both. */
function printFiles(files, count = 12) {
  const slowest = [...files].sort((a, b) => b.seconds - a.seconds).slice(0, count);
  process.stdout.write(`slowest ${slowest.length} test files:\n`);
  for (const file of slowest) process.stdout.write(`  ${file.seconds.toFixed(0).padStart(5)} s  ${file.project} ${file.path}\n`);
  for (const file of files) {
    for (const failure of file.failures) process.stdout.write(`FAILED ${file.project} ${file.path} › ${failure.name}: ${failure.message}\n`);
  }
}

async function main() {
  const typesOk = testsOnly || typeCheck();
  const lintOk = testsOnly || lint();

  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'npm-test-'));
  const resultsFile = path.join(tmp, 'jest-results.json');
  const projectsFile = path.join(tmp, 'jest-projects.json');
  try {
    section(`jest${jestArgs.length ? ` ${jestArgs.join(' ')}` : ''}`);
    let config;
    try {
      config = await loadJestConfig();
    } catch (error) {
      process.stdout.write(`cannot load jest.config.ts: ${error.stack ?? error}\n`);
      finish(0, 1);
      return;
    }
    config.reporters = [
      ...(config.reporters ?? ['default']),
      [path.join(root, 'scripts', 'jest-project-summary.cjs'), { outputFile: projectsFile }],
    ];

    const jest = await runJest(['--config', JSON.stringify(config), '--json', `--outputFile=${resultsFile}`, ...jestArgs]);
    const results = readJson(resultsFile);
    section('summary');
    if (!results) {
      process.stdout.write(`jest stopped before writing its results (exit code ${jest.code}${jest.signal ? `, ${jest.signal}` : ''}): see its output above.\n`);
      finish(0, 1);
      return;
    }

    const staticChecks = testsOnly ? [] : [typesOk, lintOk];
    let passed = results.numPassedTests + staticChecks.filter(Boolean).length;
    let failed = results.numFailedTests + staticChecks.filter((ok) => !ok).length;
    const reasons = [];
    if (!typesOk) reasons.push('the type check failed');
    if (!lintOk) reasons.push('the lint failed (npm run lint)');
    if (results.numFailedTests) reasons.push(`${results.numFailedTests} test(s) failed`);

    const rel = (file) => path.relative(root, file);
    const brokenFiles = results.testResults.filter((r) => r.status === 'failed' && (r.assertionResults?.length ?? 0) === 0);
    for (const r of brokenFiles) reasons.push(`test file failed to run: ${rel(r.name)}`);
    failed += brokenFiles.length;

    if (ci) {
      const skipped = results.numPendingTests + results.numTodoTests;
      if (skipped) {
        failed += skipped;
        const names = results.testResults.flatMap((r) =>
          (r.assertionResults ?? [])
            .filter((a) => a.status === 'pending' || a.status === 'skipped' || a.status === 'todo')
            .map((a) => `${rel(r.name)} › ${a.fullName} (${a.status})`),
        );
        reasons.push(`CI=true: ${skipped} skipped/todo test(s) count as failures:\n    ${names.join('\n    ')}`);
      }
      const projects = readJson(projectsFile)?.projects;
      if (!projects) {
        failed += 1;
        reasons.push('CI=true: the per-project summary is missing, so it cannot be shown that every project ran');
      } else {
        for (const name of expectedProjects(config, jestArgs)) {
          const p = projects[name];
          if (!p || p.passed + p.failed === 0) {
            failed += 1;
            reasons.push(`CI=true: project ${name} ran no test (${p?.files ?? 0} test file(s))`);
          }
        }
      }
    }

    if (jest.code !== 0 && failed === 0) {
      failed += 1;
      reasons.push(`jest exited with code ${jest.code} (see its output above)`);
    }

    const summary = readJson(projectsFile);
    if (summary) printFiles(summary.files);
    const projects = summary?.projects;
    if (projects) {
      for (const [name, p] of Object.entries(projects)) {
        process.stdout.write(
          `project ${name}: passed ${p.passed}, failed ${p.failed}, skipped ${p.pending + p.todo}, files ${p.files}\n`,
        );
      }
    }
    for (const reason of reasons) process.stdout.write(`- ${reason}\n`);
    finish(passed, failed);
  } finally {
    fs.rmSync(tmp, { recursive: true, force: true });
  }
}

main().catch((error) => {
  process.stdout.write(`${error.stack ?? error}\n`);
  finish(0, 1);
});
