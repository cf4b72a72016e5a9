import { getMetadataStorage } from 'type-graphql';
import type { EntityMetadata } from 'typeorm';
import { fromArchiveValue, toArchiveValue } from '../../infra/backup/column-values';

/**
 * Bookkeeping a restore leaves as it is: the record's identity and timestamps, its view count,
 * and its version (a counter every write moves: putting an old one back would defeat it).
 */
const NOT_RESTORED = new Set(['id', 'createdAt', 'updatedAt', 'views', 'version']);

const namesByEntity = new WeakMap<EntityMetadata, Map<string, string>>();

/**
 * Each column's name in the API (its GraphQL field's: a project's `imagesUrl` column is
 * `imageUrls`), so that a revision's values read like the item's own answers.
 */
function apiNames(metadata: EntityMetadata): Map<string, string> {
  const known = namesByEntity.get(metadata);
  if (known) return known;
  const classes = new Set<unknown>();
  for (let target = metadata.target as { prototype?: unknown } | null; target && typeof target === 'function'; target = Object.getPrototypeOf(target)) {
    classes.add(target);
  }
  const names = new Map<string, string>();
  for (const field of getMetadataStorage().fields) {
    if (classes.has(field.target)) names.set(field.name, field.schemaName);
  }
  namesByEntity.set(metadata, names);
  return names;
}

/** Every stored column of a row, as JSON keeps it (the form a backup archive uses), under its API name. */
export function storedValues(metadata: EntityMetadata, row: object): Record<string, unknown> {
  const names = apiNames(metadata);
  const values: Record<string, unknown> = {};
  for (const column of metadata.columns) {
    values[names.get(column.propertyName) ?? column.propertyName] = toArchiveValue((row as Record<string, unknown>)[column.propertyName]);
  }
  return values;
}

/**
 * A revision's values as the entity takes them today: dates back to Date, only columns
 * that still exist, bookkeeping left out. A column added since keeps its current value.
 */
export function restorableValues(metadata: EntityMetadata, values: Record<string, unknown>): Record<string, unknown> {
  const names = apiNames(metadata);
  const restorable: Record<string, unknown> = {};
  for (const column of metadata.columns) {
    const property = column.propertyName;
    const name = names.get(property) ?? property;
    if (NOT_RESTORED.has(property) || !(name in values)) continue;
    restorable[property] = fromArchiveValue(column, values[name]);
  }
  return restorable;
}
