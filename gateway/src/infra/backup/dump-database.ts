import type { DataSource, EntityManager } from 'typeorm';
import type { EntityMetadata } from 'typeorm/metadata/EntityMetadata';
import type { ArchiveWriter } from './archive-writer';
import { storedValue, toArchiveValue } from './column-values';
import { tablePartPath, type TableDump } from './manifest';
import { inReadSnapshot } from './read-snapshot';
import { RefusedError } from './refused-error';
import { appliedMigrations, describeMigrations, sameMigrations } from './schema-version';

/** Rows read per query, and at most per archive entry (which restore inserts in one statement). */
export const ROWS_PER_BATCH = 200;
/** A batch entry is closed early past this size, so long posts do not make huge inserts. */
const BYTES_PER_PART = 4 * 1024 * 1024;

/**
 * Writes every table of `dataSource` into the archive from one consistent snapshot, in
 * batches, so no table is ever held in memory whole. Refuses a database whose applied
 * migrations are not the ones this code was built for: its columns would not match.
 */
export async function dumpDatabase(dataSource: DataSource, expectedMigrations: string[], writer: ArchiveWriter) {
  return inReadSnapshot(dataSource, async (manager) => {
    const migrations = await appliedMigrations(manager);
    if (migrations.length === 0) throw new RefusedError('The database holds no site (no migration was ever applied to it): check DATA_DIR / DATABASE_URL');
    if (!sameMigrations(migrations, expectedMigrations)) {
      throw new RefusedError(
        `The database has ${describeMigrations(migrations)}; this version of the site expects ${describeMigrations(expectedMigrations)}. ` +
          'Run the backup with the version of the site that runs on this database.',
      );
    }
    const tables: TableDump[] = [];
    for (const table of dataSource.entityMetadatas) tables.push(await dumpTable(manager, table, writer));
    return { migrations, tables };
  });
}

async function dumpTable(manager: EntityManager, table: EntityMetadata, writer: ArchiveWriter): Promise<TableDump> {
  const dump: TableDump = { name: table.tableName, columns: table.columns.map((column) => column.databaseName), rows: 0, parts: [] };
  let lines: string[] = [];
  let bytes = 0;
  const closePart = async () => {
    if (lines.length === 0) return;
    const path = tablePartPath(table.tableName, dump.parts.length + 1);
    await writer.add(path, Buffer.from(`${lines.join('\n')}\n`, 'utf8'));
    dump.parts.push(path);
    lines = [];
    bytes = 0;
  };

  for await (const rows of pagesOf(manager, table)) {
    for (const row of rows) {
      const line = JSON.stringify(table.columns.map((column) => toArchiveValue(storedValue(column, column.getEntityValue(row)))));
      lines.push(line);
      bytes += Buffer.byteLength(line);
      dump.rows += 1;
      if (lines.length >= ROWS_PER_BATCH || bytes >= BYTES_PER_PART) await closePart();
    }
  }
  await closePart();
  return dump;
}

/** Rows in primary-key order, a page at a time; each page starts after the last key seen, not at an OFFSET. */
async function* pagesOf(manager: EntityManager, table: EntityMetadata) {
  const [key, ...more] = table.primaryColumns;
  if (!key || more.length > 0) throw new Error(`Table ${table.tableName}: backup reads tables by a single-column primary key`);
  let after: unknown;
  for (;;) {
    // withDeleted: items in a collection's trash are rows like any other, and are backed up.
    const query = manager.createQueryBuilder(table.target, 'row').withDeleted().orderBy(`row.${key.propertyPath}`, 'ASC').limit(ROWS_PER_BATCH);
    if (after !== undefined) query.where(`row.${key.propertyPath} > :after`, { after });
    const page = await query.getMany();
    if (page.length > 0) yield page;
    if (page.length < ROWS_PER_BATCH) return;
    after = key.getEntityValue(page[page.length - 1]);
  }
}
