/**
 * Jest configuration of the whole repository. Run it with `npm test` (scripts/test.mjs).
 *
 * How this file is read: jest 30 reads a .ts config natively only on Node >= 22.18; on Node 20
 * it needs ts-node or esbuild-register, which this repo does not install. So scripts/test.mjs
 * compiles this file with @swc/core (already a dependency), evaluates it as CommonJS and hands
 * the result to jest as `--config <json>`. Therefore keep the exported config plain data
 * (strings, numbers, booleans, arrays, objects; no functions, RegExp or class instances).
 * Plain `npx jest` does not work for that reason; `node scripts/test.mjs [jest args]` does.
 *
 * The API tests (gateway/src/**\/*.test.ts) run twice: once per backend.
 *   api:sqlite   TEST_BACKEND=sqlite  (file database + local uploads in a temp dir)
 *   api:mariadb  TEST_BACKEND=mariadb (throwaway MariaDB + s3rver, started by the project's globalSetup;
 *                TEST_DATABASE_URL=mysql://user:pass@host:port uses an existing MariaDB instead)
 * Tests get their backend from gateway/test/backend.ts (freshBackend()).
 */
import type { Config } from 'jest';
import fs from 'node:fs';
import path from 'node:path';

// The gateway's own swc options (legacy decorators + decorator metadata, keepClassNames, commonjs),
// so tests compile exactly like `npm run build -w gateway`.
const { $schema: _schema, ...gatewaySwc } = JSON.parse(
  fs.readFileSync(path.join(__dirname, 'gateway', '.swcrc'), 'utf8'),
) as Record<string, unknown>;
const swcTransform = ['@swc/jest', { ...gatewaySwc, swcrc: false, module: { type: 'commonjs' } }];

type Project = Exclude<NonNullable<Config['projects']>[number], string>;

/** How gateway code (and the ES-module-only packages it uses) is compiled for jest. */
const gatewayCode = {
  transform: {
    '^.+\\.(t|j)sx?$': swcTransform,
    // graphql-upload 17, htmlparser2 and beasties ship only ES modules: compile them to CommonJS too.
    '^.+\\.mjs$': swcTransform,
  },
  transformIgnorePatterns: ['/node_modules/(?!(graphql-upload|fs-capacitor|feed|beasties|css-what|htmlparser2|domhandler|domutils|domelementtype|dom-serializer|entities)/)'],
};

// The shared facts package is read from its source, so tests need no build of it.
const domainSource = { '^@consultancy/domain$': '<rootDir>/domain/src/index.ts', '^@consultancy/domain/(page-texts|visit|page-state|audit|media|redirects|webhooks)$': '<rootDir>/domain/src/$1.ts', '^@consultancy/domain/collections$': '<rootDir>/domain/src/collections/index.ts' };

function apiProject(backend: 'sqlite' | 'mariadb'): Project {
  return {
    displayName: `api:${backend}`,
    rootDir: '.',
    testEnvironment: 'node',
    testMatch: ['<rootDir>/gateway/src/**/*.test.ts'],
    ...gatewayCode,
    globals: { __TEST_BACKEND__: backend },
    moduleNameMapper: domainSource,
    setupFiles: ['<rootDir>/gateway/test/setup-backend.ts'],
    ...(backend === 'mariadb'
      ? {
          // The files a request runs are the same on both databases: traced once, on SQLite.
          testPathIgnorePatterns: ['/node_modules/', '<rootDir>/gateway/src/traced-paths.test.ts'],
          globalSetup: '<rootDir>/gateway/test/global-setup.ts',
          globalTeardown: '<rootDir>/gateway/test/global-teardown.ts',
        }
      : {}),
  };
}

// The web side: TSX with React's automatic runtime, compiled to CommonJS for jest.
const webTransform = [
  '@swc/jest',
  {
    swcrc: false,
    jsc: { parser: { syntax: 'typescript', tsx: true }, transform: { react: { runtime: 'automatic' } }, target: 'es2022' },
    module: { type: 'commonjs' },
  },
];

/** Component and logic tests of web/ in jsdom. */
const webProject: Project = {
  displayName: 'web',
  rootDir: '.',
  testEnvironment: 'jsdom',
  testMatch: ['<rootDir>/web/src/**/*.test.{ts,tsx}'],
  transform: { '^.+\\.(t|j)sx?$': webTransform, '^.+\\.mjs$': webTransform },
  transformIgnorePatterns: ['/node_modules/(?!(apollo-upload-client|extract-files|is-plain-obj)/)'],
  moduleNameMapper: { ...domainSource, '\\.(css|svg|png|jpe?g|webp|mp4|webm)$': '<rootDir>/web/test/asset-stub.cjs' },
  setupFiles: ['<rootDir>/web/test/setup.ts'],
};

/**
 * Browser tests: Debian's Chromium driven by playwright-core against the built
 * site, served by the real gateway (e2e/support/global-setup.ts starts both; each
 * test file connects to the one Chromium and opens contexts of its own). The
 * whole suite runs on the embedded default (SQLite + disk); the files under
 * e2e/production-like/ run again on MariaDB + S3.
 */
function browserProject(backend: 'sqlite' | 'mariadb'): Project {
  return {
    displayName: backend === 'sqlite' ? 'browser' : 'browser:mariadb',
    rootDir: '.',
    testEnvironment: 'node',
    testMatch: backend === 'sqlite' ? ['<rootDir>/e2e/**/*.e2e.ts'] : ['<rootDir>/e2e/production-like/**/*.e2e.ts'],
    transform: { '^.+\\.(t|j)sx?$': swcTransform },
    moduleNameMapper: domainSource,
    globals: { __E2E_BACKEND__: backend },
    setupFilesAfterEnv: ['<rootDir>/e2e/support/shared-browser.ts'],
    // Jest runs a global-setup module once even when two projects name it.
    globalSetup: `<rootDir>/e2e/support/global-setup${backend === 'sqlite' ? '' : '-mariadb'}.ts`,
    globalTeardown: `<rootDir>/e2e/support/global-teardown${backend === 'sqlite' ? '' : '-mariadb'}.ts`,
  };
}

/**
 * Several gateway processes (the built gateway) on a private MariaDB and S3 server per
 * test file, which the tests crash, stop and restart: replicas, faults, shutdown.
 */
const replicasProject: Project = {
  displayName: 'replicas',
  rootDir: '.',
  testEnvironment: 'node',
  testMatch: ['<rootDir>/gateway/test/replicas/**/*.test.ts'],
  ...gatewayCode,
  moduleNameMapper: domainSource,
  globalSetup: '<rootDir>/gateway/test/replicas/global-setup.ts',
};

const config: Config = {
  // The machines (developers' and CI's) have 2 cores.
  maxWorkers: 2,
  // Global in jest (a project's own value is not read): generous, since password hashing
  // (argon2, 64 MiB) and server starts slow down when every project runs at once.
  testTimeout: 90_000,
  projects: [
    apiProject('sqlite'),
    apiProject('mariadb'),
    webProject,
    browserProject('sqlite'),
    browserProject('mariadb'),
    replicasProject,
    // scripts/test.mjs fails a CI run (CI=true) when any listed project runs no test.
  ],
};

export default config;
