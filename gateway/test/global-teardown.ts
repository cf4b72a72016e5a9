/** globalTeardown of the `api:mariadb` jest project: stops what global-setup.ts started. */
import fs from 'node:fs';
// globalThis.__TEST_SERVICES__ is declared in global-setup.ts (same jest parent process).

export default async function globalTeardown(): Promise<void> {
  const running = globalThis.__TEST_SERVICES__;
  if (!running) return;
  globalThis.__TEST_SERVICES__ = undefined;
  try {
    await running.s3?.stop();
  } finally {
    await running.mariadb?.stop();
    fs.rmSync(running.file, { force: true });
    delete process.env.TEST_SERVICES_FILE;
  }
}
