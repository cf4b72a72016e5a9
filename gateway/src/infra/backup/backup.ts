import fs from 'node:fs/promises';
import path from 'node:path';
import { openDatabase, type Tables } from '../database/data-source';
import { createStorage } from '../storage/create-storage';
import { ArchiveWriter } from './archive-writer';
import { dumpDatabase } from './dump-database';
import { dumpImages } from './dump-images';
import { ARCHIVE_FORMAT, ARCHIVE_VERSION, MANIFEST_PATH, type Manifest } from './manifest';
import { RefusedError } from './refused-error';
import { migrationNames } from './schema-version';
import { databaseKind, storageKind, type SiteConfig } from './site-config';

interface BackupOptions {
  config: SiteConfig;
  /** The features' entities and migrations (from the registry). */
  tables: Tables;
  /** Folder the archive is written to; created when missing. */
  dir: string;
}

export interface BackupSummary {
  file: string;
  tables: number;
  rows: number;
  images: number;
  imageBytes: number;
  archiveBytes: number;
  /** Objects deleted by the running site between the listing and their copy. */
  vanishedImages: string[];
  seconds: number;
}

/** `site-2026-11-23T15-04-05Z.tar.gz`: sorts by time, and no colons (awkward in file names on some systems). */
const archiveName = (at: Date) => `site-${at.toISOString().replace(/\.\d{3}Z$/, 'Z').replace(/:/g, '-')}.tar.gz`;

/**
 * Writes one archive holding the database (one consistent snapshot) and every stored image.
 * Safe while the site runs: it only reads. The archive is written under a `.partial` name
 * and renamed when complete, so a file with the final name is always a whole archive.
 */
export async function createBackup({ config, tables, dir }: BackupOptions): Promise<BackupSummary> {
  const started = new Date();
  await fs.mkdir(dir, { recursive: true });
  const file = path.join(dir, archiveName(started));
  if (await fs.stat(file).catch(() => null)) throw new RefusedError(`${file} already exists`);
  const partial = `${file}.partial`;

  // No migrations are passed: a backup never changes the schema of the site it reads.
  const dataSource = await openDatabase(config, { entities: tables.entities, migrations: [] });
  const writer = new ArchiveWriter(partial);
  try {
    const storage = createStorage(config);
    await storage.init();
    // Database first: an image uploaded after the snapshot is then only an unused extra file.
    const database = await dumpDatabase(dataSource, migrationNames(tables.migrations), writer);
    const { images, vanished } = await dumpImages(storage, writer);
    const manifest: Manifest = {
      format: ARCHIVE_FORMAT,
      version: ARCHIVE_VERSION,
      createdAt: started.toISOString(),
      source: { database: databaseKind(config), storage: storageKind(config) },
      migrations: database.migrations,
      tables: database.tables,
      images,
      checksums: { ...writer.checksums },
    };
    await writer.add(MANIFEST_PATH, Buffer.from(`${JSON.stringify(manifest, null, 2)}\n`));
    await writer.finish();
    await fs.rename(partial, file);
    return {
      file,
      tables: database.tables.length,
      rows: database.tables.reduce((sum, table) => sum + table.rows, 0),
      images: images.length,
      imageBytes: images.reduce((sum, image) => sum + image.bytes, 0),
      archiveBytes: (await fs.stat(file)).size,
      vanishedImages: vanished,
      seconds: (Date.now() - started.getTime()) / 1000,
    };
  } catch (error) {
    writer.abort();
    await fs.rm(partial, { force: true });
    throw error;
  } finally {
    await dataSource.destroy();
  }
}
