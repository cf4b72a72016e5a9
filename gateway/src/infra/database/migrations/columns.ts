import type { QueryRunner, TableColumnOptions } from 'typeorm';

/**
 * Column builders that give the same table on SQLite and MySQL/MariaDB, so one
 * migration serves both. MySQL needs explicit sizes and millisecond datetimes;
 * SQLite accepts neither `mediumtext` nor datetime precision.
 * Past migrations use them: change what one gives and they would build other tables.
 */
export function columnsFor(queryRunner: QueryRunner) {
  const mysql = queryRunner.connection.options.type === 'mysql';
  return {
    id: (): TableColumnOptions => ({ name: 'id', type: 'varchar', length: '36', isPrimary: true }),
    string: (name: string, length: number, options: Partial<TableColumnOptions> = {}): TableColumnOptions => ({
      name, type: 'varchar', length: String(length), ...options,
    }),
    /** Rich text and long plain text: MySQL `text` stops at 64 KB, too small for long posts. */
    text: (name: string, options: Partial<TableColumnOptions> = {}): TableColumnOptions => ({
      name, type: mysql ? 'mediumtext' : 'text', ...options,
    }),
    int: (name: string, options: Partial<TableColumnOptions> = {}): TableColumnOptions => ({ name, type: 'int', ...options }),
    datetime: (name: string, options: Partial<TableColumnOptions> = {}): TableColumnOptions => ({
      name, type: 'datetime', ...(mysql ? { precision: 3 } : {}), ...options,
    }),
    timestamps: (): TableColumnOptions[] => [
      { name: 'createdAt', type: 'datetime', ...(mysql ? { precision: 3 } : {}) },
      { name: 'updatedAt', type: 'datetime', ...(mysql ? { precision: 3 } : {}) },
    ],
  };
}
