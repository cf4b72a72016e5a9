import type { DataSource } from 'typeorm';

const LOCK_NAME = 'site-startup';
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
    const take = async (seconds: number) => Number((await runner.query('SELECT GET_LOCK(?, ?) AS taken', [LOCK_NAME, seconds]))[0].taken) === 1;
    if (!(await take(0))) {
      log('Another replica is starting on this database; waiting for it to finish its start-up work');
      if (!(await take(WAIT_SECONDS))) throw new Error(`Gave up waiting ${WAIT_SECONDS} s for the start-up lock held by another replica`);
    }
    try {
      return await work();
    } finally {
      await runner.query('SELECT RELEASE_LOCK(?)', [LOCK_NAME]);
    }
  } finally {
    await runner.release();
  }
}
