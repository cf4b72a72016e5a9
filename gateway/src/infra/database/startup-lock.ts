import type { DataSource } from 'typeorm';

/**
 * MySQL's advisory locks are server-wide: the name carries the database's, so that
 * sites sharing a server (staging beside production, parallel test databases) never wait
 * for each other. Lock names may be 64 characters long; database names are at most 64.
 */
const LOCK_NAME_SQL = "LEFT(CONCAT('site-startup:', DATABASE()), 64)";
const WAIT_SECONDS = 120;

/**
 * Runs start-up work (migrations, the first administrator, demo content)
 * once, however many replicas start together on one MySQL database: each takes
 * the same advisory lock in turn, and finds the work done when its turn comes.
 * SQLite is one process's file, so there is nothing to wait for.
 */
export async function underStartupLock<T>(dataSource: DataSource, work: () => Promise<T>, log: (message: string) => void): Promise<T> {
  if (dataSource.options.type !== 'mysql') return work();
  // The lock belongs to a connection: hold one for the whole work.
  const runner = dataSource.createQueryRunner();
  await runner.connect();
  try {
    const take = async (seconds: number) => Number((await runner.query(`SELECT GET_LOCK(${LOCK_NAME_SQL}, ?) AS taken`, [seconds]))[0].taken) === 1;
    if (!(await take(0))) {
      log('Another replica is starting on this database; waiting for it to finish its start-up work');
      if (!(await take(WAIT_SECONDS))) throw new Error(`Gave up waiting ${WAIT_SECONDS} s for the start-up lock held by another replica`);
    }
    try {
      return await work();
    } finally {
      await runner.query(`SELECT RELEASE_LOCK(${LOCK_NAME_SQL})`);
    }
  } finally {
    await runner.release();
  }
}
