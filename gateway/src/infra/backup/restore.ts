import fs from 'node:fs/promises';
import { openDatabase, type Tables } from '../database/data-source';
import { createStorage } from '../storage/create-storage';
import { loadArchive } from './load-archive';
import { entryProblem, maxEntryBytes } from './manifest';
import { RefusedError } from './refused-error';
import { existingContent, planRestore } from './restore-plan';
import { describeMigrations, migrationNames, sameMigrations } from './schema-version';
import type { SiteConfig } from './site-config';
import { verifyArchive } from './verify-archive';

interface RestoreOptions {
  config: SiteConfig;
  /** The features' entities and migrations (from the registry). */
  tables: Tables;
  file: string;
  /** Replace whatever the target holds instead of refusing it. */
  force?: boolean;
}

export interface RestoreSummary {
  tables: number;
  rows: number;
  images: number;
  imageBytes: number;
  /** What the target held before and --force replaced; empty when it was empty. */
  replaced: string;
  createdAt: string;
  seconds: number;
}

/**
 * Brings an empty target (fresh data folder, or empty database and bucket) to the state of
 * an archive. Order: check the whole archive, then create the schema with the site's own
 * migrations, then refuse a target that holds content, then load everything or nothing.
 * Run it while the site is stopped.
 */
export async function restoreBackup({ config, tables, file, force = false }: RestoreOptions): Promise<RestoreSummary> {
  const started = Date.now();
  await fs.access(file).catch((error: NodeJS.ErrnoException) => {
    throw new RefusedError(`Cannot read ${file} (${error.code ?? error.message}).`);
  });
  const limits = { maxBytes: config.restoreMaxBytes, maxEntryBytes, entryProblem };
  const manifest = await verifyArchive(file, limits);
  const expected = migrationNames(tables.migrations);
  if (!sameMigrations(manifest.migrations, expected)) {
    throw new RefusedError(
      `The archive comes from a site with ${describeMigrations(manifest.migrations)}; this version has ${describeMigrations(expected)}. ` +
        'Restore it with the version of the site that made it, then upgrade.',
    );
  }

  const dataSource = await openDatabase(config, tables);
  try {
    const storage = createStorage(config);
    await storage.init();
    const plan = planRestore(dataSource, manifest);
    const existing = await existingContent(dataSource, storage);
    if (!existing.empty && !force) {
      throw new RefusedError(
        `The target already holds content (${existing.description}). Nothing was restored. ` +
          'Restore into an empty database and storage, or add --force to replace what it holds.',
      );
    }
    await loadArchive({
      dataSource, storage, file, manifest, plan, limits, replace: !existing.empty, keysBefore: existing.keys, afterRows: tables.afterRestore,
      context: { privateAddressesAllowed: config.webhooks.allowPrivate },
    });
    return {
      tables: manifest.tables.length,
      rows: manifest.tables.reduce((sum, table) => sum + table.rows, 0),
      images: manifest.images.length,
      imageBytes: manifest.images.reduce((sum, image) => sum + image.bytes, 0),
      replaced: existing.description,
      createdAt: manifest.createdAt,
      seconds: (Date.now() - started) / 1000,
    };
  } finally {
    await dataSource.destroy();
  }
}
