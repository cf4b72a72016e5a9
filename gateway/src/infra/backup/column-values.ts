import type { ColumnMetadata } from 'typeorm/metadata/ColumnMetadata';
import { SealedColumn } from '../database/sealed-column';

/** Column types whose values TypeORM hands over as Date objects. */
const DATETIME_TYPES = new Set<unknown>([Date, 'datetime', 'timestamp', 'timestamptz', 'timestamp with time zone', 'timestamp without time zone']);

/**
 * An entity value as the archive keeps it: Date as ISO 8601 with milliseconds (UTC) so both
 * databases read it back to the same instant; JSON columns as their JSON value; NULL as null.
 */
export function toArchiveValue(value: unknown): unknown {
  if (value instanceof Date) return value.toISOString();
  return value ?? null;
}

/**
 * An entity value as the database holds it: a sealed column (sealed-column.ts) stays sealed,
 * so that a backup gives away no more than a copy of the database would.
 */
export function storedValue(column: ColumnMetadata, value: unknown): unknown {
  return column.transformer instanceof SealedColumn ? column.transformer.stored(value) : value;
}

/** The reverse of toArchiveValue, for the column it will be written to. */
export function fromArchiveValue(column: ColumnMetadata, value: unknown): unknown {
  if (value !== null && DATETIME_TYPES.has(column.type)) return new Date(value as string);
  return value;
}
