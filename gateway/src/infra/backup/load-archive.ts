import type { DataSource, EntityManager } from 'typeorm';
import { reasonOf } from '../../api/errors/reason';
import type { FileStorage } from '../storage/file-storage';
import { readArchive, type ArchiveLimits } from './archive-reader';
import { fromArchiveValue } from './column-values';
import { MANIFEST_PATH, type Manifest } from './manifest';
import { DamagedArchiveError, RefusedArchiveError } from './refused-error';
import { restoreProblem, type RestoreContext } from './restore-check';
import type { RestorePlan, TablePart } from './restore-plan';
import { sha256 } from './verify-archive';

interface LoadOptions {
  dataSource: DataSource;
  storage: FileStorage;
  file: string;
  manifest: Manifest;
  plan: RestorePlan;
  limits: ArchiveLimits;
  /** Delete every row first (in the same transaction) and afterwards the objects not in the archive. */
  replace: boolean;
  /** Keys stored before the restore: on failure, only the objects restore added are removed. */
  keysBefore: string[];
  /** What the checks of the rows' values depend on. */
  context: RestoreContext;
  /** Run after the rows are loaded, before they commit (Tables.afterRestore). */
  afterRows?: (manager: EntityManager) => Promise<void>;
}

/** Thrown after a failed load was undone; its message says what state the target is in. */
class RestoreFailedError extends Error {}

/**
 * Writes the archive into the target: every row inside ONE transaction (all or nothing)
 * and every image; a failure rolls the rows back and removes the images put so far.
 */
export async function loadArchive(options: LoadOptions): Promise<void> {
  const { dataSource, storage, file, manifest, plan } = options;
  const runner = dataSource.createQueryRunner();
  await runner.connect();
  await runner.startTransaction();
  const put: string[] = [];
  const inserted = new Map<string, number>();
  try {
    if (options.replace) {
      for (const table of dataSource.entityMetadatas) await runner.manager.createQueryBuilder().delete().from(table.target).execute();
    }
    await readArchive(file, async (path, data) => {
      if (path === MANIFEST_PATH) return;
      // Checked once already; checked again in case the file changed since.
      if (sha256(data) !== manifest.checksums[path]) throw new DamagedArchiveError(`${path} changed since the archive was checked`);
      const part = plan.parts.get(path);
      if (part) {
        const count = await insertRows(runner.manager, path, part, data, options.context);
        inserted.set(part.dump.name, (inserted.get(part.dump.name) ?? 0) + count);
      }
      const image = plan.images.get(path);
      if (image) {
        await storage.save(image.key, data, image.contentType);
        put.push(image.key);
      }
    }, options.limits);
    for (const dump of manifest.tables) {
      const count = inserted.get(dump.name) ?? 0;
      if (count !== dump.rows) throw new DamagedArchiveError(`table ${dump.name} has ${count} rows, its manifest says ${dump.rows}`);
    }
    await options.afterRows?.(runner.manager);
    await runner.commitTransaction();
  } catch (error) {
    await runner.rollbackTransaction().catch(() => undefined);
    const before = new Set(options.keysBefore);
    const notRemoved = await removeEach(storage, put.filter((key) => !before.has(key)));
    throw new RestoreFailedError(
      `${reasonOf(error)}\nNothing was restored: the database transaction was rolled back` +
        (notRemoved.length === 0
          ? ', and the images already put back were removed. The target is as it was before.'
          : `, but ${notRemoved.length} image(s) put back could not be removed: ${notRemoved.join(', ')}.`),
      { cause: error },
    );
  } finally {
    await runner.release();
  }

  if (options.replace) {
    const kept = new Set(manifest.images.map((image) => image.key));
    const notRemoved = await removeEach(storage, options.keysBefore.filter((key) => !kept.has(key)));
    if (notRemoved.length > 0) console.warn(`Restored, but ${notRemoved.length} old image(s) could not be removed: ${notRemoved.join(', ')}`);
  }
}

async function insertRows(manager: EntityManager, path: string, part: TablePart, data: Buffer, context: RestoreContext): Promise<number> {
  const rows = data
    .toString('utf8')
    .split('\n')
    .filter((line) => line !== '')
    .map((line, index) => {
      const values = JSON.parse(line) as unknown[];
      const row: Record<string, unknown> = {};
      part.columns.forEach((column, at) => column.setEntityValue(row, fromArchiveValue(column, values[at])));
      refuseUnsafeValues(path, index + 1, part, row, context);
      return row;
    });
  if (rows.length === 0) return 0;
  // The rows are stored as they were: no listeners (they would stamp new dates), no re-read.
  await manager.createQueryBuilder().insert().into(part.table.target).values(rows).callListeners(false).updateEntity(false).execute();
  return rows.length;
}

/**
 * Rows come back as stored, past the checks every write goes through: a value those would
 * not let through (rich text with a meta refresh, a `javascript:` link, a line break in a
 * one-line name, a webhook to the cloud's metadata service) was never written by the site.
 */
function refuseUnsafeValues(path: string, line: number, part: TablePart, row: Record<string, unknown>, context: RestoreContext) {
  for (const column of part.columns) {
    const problem = restoreProblem(part.table.target, column.propertyName, column.getEntityValue(row), context);
    if (problem) throw new RefusedArchiveError(`${path}, row ${line}: ${part.dump.name}.${column.databaseName} is not a value the site writes (${problem})`);
  }
}

/** Removes each key, and answers the keys that could not be removed. */
async function removeEach(storage: FileStorage, keys: string[]): Promise<string[]> {
  const failed: string[] = [];
  for (const key of keys) await storage.remove(key).catch(() => failed.push(key));
  return failed;
}
