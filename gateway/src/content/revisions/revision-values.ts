import type { EntityMetadata } from 'typeorm';
import { fromArchiveValue, toArchiveValue } from '../../infra/backup/column-values';

/**
 * Bookkeeping a restore leaves as it is: the record's identity and timestamps, its view count,
 * and its version (a counter every write moves: putting an old one back would defeat it).
 */
const NOT_RESTORED = new Set(['id', 'createdAt', 'updatedAt', 'views', 'version']);

/** Every stored column of a row, as JSON keeps it (the same form a backup archive uses). */
export function storedValues(metadata: EntityMetadata, row: object): Record<string, unknown> {
  const values: Record<string, unknown> = {};
  for (const column of metadata.columns) values[column.propertyName] = toArchiveValue((row as Record<string, unknown>)[column.propertyName]);
  return values;
}

/**
 * A revision's values as the entity takes them today: dates back to Date, only columns
 * that still exist, bookkeeping left out. A column added since keeps its current value.
 */
export function restorableValues(metadata: EntityMetadata, values: Record<string, unknown>): Record<string, unknown> {
  const restorable: Record<string, unknown> = {};
  for (const column of metadata.columns) {
    const name = column.propertyName;
    if (NOT_RESTORED.has(name) || !(name in values)) continue;
    restorable[name] = fromArchiveValue(column, values[name]);
  }
  return restorable;
}
