import type { EntityManager, MigrationInterface } from 'typeorm';
import type { Tables } from '../database/data-source';

/** The names TypeORM records for the given migrations (its rule: `name`, else the class name). */
export function migrationNames(migrations: Tables['migrations']): string[] {
  const list = Array.isArray(migrations) ? migrations : Object.values(migrations ?? {});
  return list.map((migration) => {
    if (typeof migration === 'string') throw new Error('Backup needs the migration classes, not file patterns');
    const instance = new (migration as new () => MigrationInterface)();
    return instance.name ?? migration.name;
  });
}

/** The migrations applied to a database, in the order they ran. */
export async function appliedMigrations(manager: EntityManager): Promise<string[]> {
  const { driver, options } = manager.connection;
  const table = driver.escape(options.migrationsTableName ?? 'migrations');
  const rows: Array<{ name: string }> = await manager.query(
    `SELECT ${driver.escape('name')} AS name FROM ${table} ORDER BY ${driver.escape('id')}`,
  );
  return rows.map((row) => row.name);
}

export const sameMigrations = (a: string[], b: string[]) => a.length === b.length && a.every((name, i) => name === b[i]);

export const describeMigrations = (names: string[]) => (names.length ? `${names.length} migrations, the last ${names[names.length - 1]}` : 'no migrations');
