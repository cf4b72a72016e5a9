import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createGateway } from '../../app';
import { loadConfig } from '../../config';
import { freshBackend, type TestBackend } from '../../../test/backend';
import { siteEnv, siteConfig, storedContent, tables } from '../../../test/backup-site';
import { createBackup } from './backup';
import { restoreBackup } from './restore';

/**
 * Restore checks every value as the API would (restore-refusals.test.ts): the demo content a
 * first start writes, which no API call made, must pass those checks too.
 */
const backends: TestBackend[] = [];
const backupDir = fs.mkdtempSync(path.join(os.tmpdir(), 'test-restore-demo-'));
afterAll(async () => {
  for (const backend of backends) await backend.drop();
  fs.rmSync(backupDir, { recursive: true, force: true });
});

it('restores a backup of the demo site', async () => {
  const source = await freshBackend();
  const target = await freshBackend();
  backends.push(source, target);
  const site = await createGateway(loadConfig({ ...siteEnv(source), SEED_DEMO: 'true' }));
  let file: string;
  try {
    file = (await createBackup({ config: siteConfig(source), tables, dir: backupDir })).file;
  } finally {
    await site.close();
  }
  const summary = await restoreBackup({ config: siteConfig(target), tables, file });
  expect(summary.rows).toBeGreaterThan(20);
  expect((await storedContent(target)).rows).toBe(summary.rows);
}, 120_000);
