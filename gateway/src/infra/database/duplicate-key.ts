/** The codes of a write refused because a unique index or the primary key already holds its value. */
const DUPLICATE_CODES = new Set(['ER_DUP_ENTRY', 'SQLITE_CONSTRAINT_UNIQUE', 'SQLITE_CONSTRAINT_PRIMARYKEY']);
/** MySQL/MariaDB's number for ER_DUP_ENTRY, for a driver that gives only the number. */
const ER_DUP_ENTRY_NUMBER = 1062;

/**
 * A write the database refused as a duplicate, on MySQL/MariaDB or SQLite. TypeORM copies the
 * driver's code onto its error and keeps the driver's own error as `driverError`.
 */
export function isDuplicateKey(error: unknown): boolean {
  const { code, errno, driverError } = (error ?? {}) as { code?: unknown; errno?: unknown; driverError?: unknown };
  if (DUPLICATE_CODES.has(code as string) || errno === ER_DUP_ENTRY_NUMBER) return true;
  return driverError ? isDuplicateKey(driverError) : false;
}
