/**
 * Backup and restore from the command line, with the server's own settings (DATA_DIR,
 * DATABASE_URL, MINIO_*). Run through `npm run backup` / `npm run restore -- FILE`, or in the
 * Docker image as `node gateway/dist/backup-cli.js backup|restore FILE`.
 *
 * Exit codes: 0 done; 1 refused or failed (the message says which and what state things are in);
 * 2 wrong usage.
 */
import 'reflect-metadata';
import path from 'node:path';
import { createBackup } from './infra/backup/backup';
import { RefusedError } from './infra/backup/refused-error';
import { restoreBackup } from './infra/backup/restore';
import { describeBackup, describeRestore } from './infra/backup/summary';
import { loadConfig } from './config';
import { backedUpEntities, migrations, searchIndex, subscribers } from './registry';
import { reasonOf } from './api/errors/reason';

const USAGE = `Usage:
  npm run backup                      writes site-<time>.tar.gz to $BACKUP_DIR (default: $DATA_DIR/backups)
  npm run restore -- FILE [--force]   restores FILE into an empty database and storage;
                                      --force first replaces whatever the target holds
(in the Docker image: node gateway/dist/backup-cli.js backup | restore FILE [--force])`;

const tables = { entities: backedUpEntities, migrations, subscribers, afterRestore: searchIndex.afterRestore };

function siteConfig() {
  // Backup and restore sign no tokens: a placeholder keeps loadConfig from requiring
  // JWT_SECRET with DATABASE_URL, or from writing a new secret into DATA_DIR.
  return loadConfig({ ...process.env, JWT_SECRET: process.env.JWT_SECRET || 'not-used-by-backup' });
}

async function run(args: string[]): Promise<number> {
  const [command, ...rest] = args;
  const force = rest.includes('--force');
  const files = rest.filter((arg) => arg !== '--force');

  if (command === 'backup' && rest.length === 0) {
    const config = siteConfig();
    const dir = path.resolve(process.env.BACKUP_DIR || path.join(config.dataDir, 'backups'));
    console.log(describeBackup(await createBackup({ config, tables, dir })));
    return 0;
  }
  if (command === 'restore' && files.length === 1 && rest.length - files.length <= 1) {
    const file = path.resolve(files[0]);
    console.log(describeRestore(file, await restoreBackup({ config: siteConfig(), tables, file, force })));
    return 0;
  }
  console.error(USAGE);
  return 2;
}

const command = process.argv[2] === 'restore' ? 'Restore' : 'Backup';
run(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (error: unknown) => {
    const message = reasonOf(error);
    console.error(error instanceof RefusedError ? `${command} refused: ${message}` : `${command} failed: ${message}`);
    process.exit(1);
  },
);
