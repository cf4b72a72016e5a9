/**
 * setupFiles module of the api:* jest projects: runs in each test file's sandbox before the
 * file, and turns the project's `globals.__TEST_BACKEND__` (jest.config.ts) into
 * process.env.TEST_BACKEND, which gateway/test/backend.ts reads. Jest gives every test file
 * its own copy of process.env, so projects sharing a worker do not see each other's value.
 */
const kind = (globalThis as { __TEST_BACKEND__?: string }).__TEST_BACKEND__;
if (kind) process.env.TEST_BACKEND = kind;

export {};
