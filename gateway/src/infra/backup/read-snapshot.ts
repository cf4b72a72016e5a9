import type { DataSource, EntityManager } from 'typeorm';

/**
 * Runs `read` inside one read transaction, so every table is seen as of the same instant
 * while the site goes on writing:
 * - MySQL/MariaDB: REPEATABLE READ with a consistent snapshot (InnoDB MVCC: no table locks);
 * - SQLite (WAL mode): a read transaction keeps its snapshot; writers are not blocked.
 */
export async function inReadSnapshot<T>(dataSource: DataSource, read: (manager: EntityManager) => Promise<T>): Promise<T> {
  const runner = dataSource.createQueryRunner();
  await runner.connect();
  try {
    if (dataSource.options.type === 'mysql') {
      await runner.query('SET TRANSACTION ISOLATION LEVEL REPEATABLE READ');
      await runner.query('START TRANSACTION WITH CONSISTENT SNAPSHOT, READ ONLY');
    } else {
      await runner.query('BEGIN');
    }
    let result: T;
    try {
      result = await read(runner.manager);
    } catch (error) {
      await runner.query('ROLLBACK').catch(() => undefined);
      throw error;
    }
    // Nothing was written: COMMIT only ends the snapshot.
    await runner.query('COMMIT');
    return result;
  } finally {
    await runner.release();
  }
}
