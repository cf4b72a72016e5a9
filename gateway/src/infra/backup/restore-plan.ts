import type { DataSource } from 'typeorm';
import type { ColumnMetadata } from 'typeorm/metadata/ColumnMetadata';
import type { EntityMetadata } from 'typeorm/metadata/EntityMetadata';
import type { FileStorage } from '../storage/file-storage';
import { imagePath, type ImageDump, type Manifest, type TableDump } from './manifest';
import { RefusedError } from './refused-error';

export interface TablePart {
  dump: TableDump;
  table: EntityMetadata;
  /** The target's columns, in the order of the archive's values. */
  columns: ColumnMetadata[];
}

/** What restore does with each archive entry, worked out from the manifest before anything is written. */
export interface RestorePlan {
  parts: Map<string, TablePart>;
  images: Map<string, ImageDump>;
}

export function planRestore(dataSource: DataSource, manifest: Manifest): RestorePlan {
  const parts = new Map<string, TablePart>();
  for (const dump of manifest.tables) {
    const table = dataSource.entityMetadatas.find((candidate) => candidate.tableName === dump.name);
    if (!table) throw new RefusedError(`The archive holds a table "${dump.name}" that this version of the site does not have.`);
    const columns = dump.columns.map((name) => {
      const column = table.findColumnWithDatabaseName(name);
      if (!column) throw new RefusedError(`The archive's table "${dump.name}" has a column "${name}" that this version of the site does not have.`);
      return column;
    });
    for (const path of dump.parts) parts.set(path, { dump, table, columns });
  }
  const images = new Map(manifest.images.map((image) => [imagePath(image.key), image]));
  return { parts, images };
}

/** What the target holds already: rows per table and stored objects. */
export async function existingContent(dataSource: DataSource, storage: FileStorage) {
  const rows: string[] = [];
  for (const table of dataSource.entityMetadatas) {
    // Trashed items count: a target holding only those is not empty.
    const count = await dataSource.getRepository(table.target).count({ withDeleted: true });
    if (count > 0) rows.push(`${table.tableName}: ${count} row${count === 1 ? '' : 's'}`);
  }
  const keys = await storage.list();
  const images = keys.length > 0 ? [`${keys.length} stored image${keys.length === 1 ? '' : 's'}`] : [];
  return { keys, empty: rows.length === 0 && keys.length === 0, description: [...rows, ...images].join(', ') };
}
