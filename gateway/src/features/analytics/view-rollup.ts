import type { DataSource } from 'typeorm';
import { DAY_MS, HOUR_MS, repeatEvery } from '../../infra/periodic/repeat-every';

/** Raw views are kept this long (live visitors, recent activity); older ones live on as daily counts. */
export const RAW_VIEW_DAYS = 90;
const LOCK_NAME = 'view-rollup';

/** A moment as both databases compare it with a stored datetime: 'YYYY-MM-DD HH:MM:SS.SSS' (UTC). */
const sqlMoment = (date: Date) => date.toISOString().replace('T', ' ').replace('Z', '');

/** Midnight (UTC) RAW_VIEW_DAYS days before `now`: whole days are folded, never part of one. */
export const foldCutoff = (now: Date) => new Date(Math.floor(now.getTime() / DAY_MS) * DAY_MS - RAW_VIEW_DAYS * DAY_MS);

let foldingHere: Promise<number> | undefined;

/**
 * Moves raw views older than the cutoff into daily counts, in one transaction
 * (added to the days and deleted from the raw table together, so the total
 * never changes). Several replicas may run it at once: on MySQL a named lock
 * lets one fold while the others skip; SQLite is one process's file, where
 * one fold at a time is kept by the process itself. Answers the views folded.
 */
export function foldOldViews(dataSource: DataSource, now = new Date()): Promise<number> {
  foldingHere ??= fold(dataSource, now).finally(() => { foldingHere = undefined; });
  return foldingHere;
}

async function fold(dataSource: DataSource, now: Date): Promise<number> {
  const mysql = dataSource.options.type === 'mysql';
  const cutoff = sqlMoment(foldCutoff(now));
  const runner = dataSource.createQueryRunner();
  await runner.connect();
  try {
    if (mysql && Number((await runner.query('SELECT GET_LOCK(?, 0) AS taken', [LOCK_NAME]))[0].taken) !== 1) return 0;
    try {
      await runner.startTransaction();
      try {
        const [{ views }] = await runner.query('SELECT COUNT(*) AS views FROM page_views WHERE viewedAt < ?', [cutoff]);
        const add = mysql ? 'ON DUPLICATE KEY UPDATE views = views + VALUES(views)' : 'ON CONFLICT(id) DO UPDATE SET views = views + excluded.views';
        const key = mysql ? "CONCAT(SUBSTR(viewedAt, 1, 10), '|', type, '|', COALESCE(itemId, ''))" : "SUBSTR(viewedAt, 1, 10) || '|' || type || '|' || COALESCE(itemId, '')";
        await runner.query(
          `INSERT INTO page_view_days (id, day, type, itemId, views)
           SELECT ${key}, SUBSTR(viewedAt, 1, 10), type, COALESCE(itemId, ''), COUNT(*) FROM page_views WHERE viewedAt < ?
           GROUP BY SUBSTR(viewedAt, 1, 10), type, COALESCE(itemId, '') ${mysql ? '' : 'HAVING 1 '}${add}`,
          [cutoff],
        );
        await runner.query('DELETE FROM page_views WHERE viewedAt < ?', [cutoff]);
        await runner.commitTransaction();
        return Number(views);
      } catch (error) {
        await runner.rollbackTransaction();
        throw error;
      }
    } finally {
      if (mysql) await runner.query('SELECT RELEASE_LOCK(?)', [LOCK_NAME]);
    }
  } finally {
    await runner.release();
  }
}

/** Every view ever recorded: the folded days plus the raw views of the last RAW_VIEW_DAYS days. */
export async function totalViews(dataSource: DataSource): Promise<number> {
  const [[folded], [raw]] = await Promise.all([
    dataSource.query('SELECT COALESCE(SUM(views), 0) AS views FROM page_view_days'),
    dataSource.query('SELECT COUNT(*) AS views FROM page_views'),
  ]);
  return Number(folded.views) + Number(raw.views);
}

/** Folds every hour in every process (the lock keeps replicas from folding the same rows twice). */
export function startViewRollup(dataSource: DataSource, warn: (message: string) => void): () => void {
  return repeatEvery(HOUR_MS, 'Folding old page views', () => foldOldViews(dataSource), warn);
}
