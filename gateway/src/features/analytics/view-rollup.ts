import type { DataSource, QueryRunner } from 'typeorm';
import { DAY_MS, repeatEvery, type StopTask } from '../../infra/periodic/repeat-every';
import { reasonOf } from '../../api/errors/reason';
import { dayOf, deleteOldSalts } from './visitor';
import { byCount, rollupRows, sqlMoment, type RollupRow } from './rollup-rows';

/** Raw views are kept this long (live visitors, today's counts, a re-count if ever needed); every day is folded long before. */
export const RAW_VIEW_DAYS = 30;
/** Daily rollups are kept this long; older days live on only as a count in page_view_days (the all-time total). */
export const ROLLUP_DAYS = 730;
/** Per day and kind, the rows kept: the long tail of one-off paths and sources would cost more than it tells. */
const ROLLUP_TOP = 100;

const FOLD_EVERY_MS = 10 * 60_000;
/** After start, once the start-up work is done. */
const FIRST_FOLD_AFTER_MS = 30_000;

/** Midnight (UTC) of `moment`'s day. */
export const dayStart = (moment: Date) => new Date(Math.floor(moment.getTime() / DAY_MS) * DAY_MS);
const nextDay = (day: string) => dayOf(new Date(Date.parse(`${day}T00:00:00Z`) + DAY_MS));

/** The UTC day of a stored datetime, as SQLite (text) or MySQL (a Date) answers it. */
const storedDay = (value: string | Date) => (value instanceof Date ? dayOf(value) : String(value).slice(0, 10));

/** The last day folded into the rollups (its totals row is written with it), or null before the first fold. */
export async function lastFoldedDay(db: Pick<DataSource, 'query'>): Promise<string | null> {
  const [row] = await db.query("SELECT MAX(day) AS day FROM page_view_rollups WHERE kind = 'total'");
  return row?.day ? String(row.day) : null;
}

/** The runs going on in this process, per database and name. */
const workingHere = new WeakMap<DataSource, Map<string, Promise<number>>>();

/**
 * Runs `work` on one connection while no other replica runs it: on MySQL a
 * named lock (server-wide, so its name carries the database's, as in
 * infra/database/startup-lock.ts) lets one through while the others skip (answering 0); SQLite is
 * one process's file, where the process itself keeps one run at a time.
 */
function exclusively(name: string, dataSource: DataSource, work: (runner: QueryRunner) => Promise<number>): Promise<number> {
  const runs = workingHere.get(dataSource) ?? new Map<string, Promise<number>>();
  workingHere.set(dataSource, runs);
  const going = runs.get(name);
  if (going) return going;
  const lock = `LEFT(CONCAT('${name}:', DATABASE()), 64)`;
  const run = (async () => {
    const mysql = dataSource.options.type === 'mysql';
    const runner = dataSource.createQueryRunner();
    await runner.connect();
    try {
      if (mysql && Number((await runner.query(`SELECT GET_LOCK(${lock}, 0) AS taken`))[0].taken) !== 1) return 0;
      try {
        return await work(runner);
      } finally {
        if (mysql) await runner.query(`SELECT RELEASE_LOCK(${lock})`);
      }
    } finally {
      await runner.release();
    }
  })().finally(() => runs.delete(name));
  runs.set(name, run);
  return run;
}

async function inTransaction<T>(runner: QueryRunner, work: () => Promise<T>): Promise<T> {
  await runner.startTransaction();
  try {
    const result = await work();
    await runner.commitTransaction();
    return result;
  } catch (error) {
    await runner.rollbackTransaction();
    throw error;
  }
}

/** A day's rows as stored: the totals (even of a day without views: it marks the day folded) and the top rows of each kind. */
function storedRows(day: string, rows: RollupRow[]): RollupRow[] {
  const totals = rows.find((row) => row.kind === 'total') ?? { day, kind: 'total', name: '', medium: '', campaign: '', views: 0, visitors: 0 };
  const kinds = [...new Set(rows.map((row) => row.kind))].filter((kind) => kind !== 'total');
  return [totals, ...kinds.flatMap((kind) => rows.filter((row) => row.kind === kind).sort(byCount).slice(0, ROLLUP_TOP))];
}

async function foldDay(runner: QueryRunner, day: string): Promise<number> {
  const from = new Date(`${day}T00:00:00Z`);
  const rows = storedRows(day, await rollupRows(runner, from, new Date(from.getTime() + DAY_MS)));
  const ranks = new Map<string, number>();
  const values = rows.map((row) => {
    const rank = ranks.get(row.kind) ?? 0;
    ranks.set(row.kind, rank + 1);
    return [`${day}:${row.kind}:${rank}`, day, row.kind, row.name, row.medium, row.campaign, row.views, row.visitors];
  });
  // One statement per day (at most 1 + 5 × ROLLUP_TOP rows). Its ids repeat if the day was folded
  // already: the insert fails and nothing is counted twice.
  await runner.query(
    `INSERT INTO page_view_rollups (id, day, kind, name, medium, campaign, views, visitors) VALUES ${values.map(() => '(?, ?, ?, ?, ?, ?, ?, ?)').join(', ')}`,
    values.flat(),
  );
  return rows[0].views;
}

/**
 * Folds every complete UTC day not folded yet into the daily rollups (the raw
 * views stay until pruned). Several replicas may run it at once; one folds.
 * Answers the views folded.
 */
export function foldDays(dataSource: DataSource, now = new Date()): Promise<number> {
  return exclusively('view-fold', dataSource, async (runner) => {
    const today = dayOf(now);
    const [{ first }] = await runner.query('SELECT MIN(viewedAt) AS first FROM page_views');
    const folded = await lastFoldedDay(runner);
    if (!first && !folded) return 0;
    const firstRaw = first ? storedDay(first) : today;
    const afterFolded = folded ? nextDay(folded) : firstRaw;
    let day = afterFolded > firstRaw ? afterFolded : firstRaw;
    let views = 0;
    for (; day < today; day = nextDay(day)) views += await foldDay(runner, day);
    return views;
  });
}

/**
 * Deletes raw views older than RAW_VIEW_DAYS (of folded days only), and rollups
 * older than ROLLUP_DAYS after adding their views to page_view_days, so the
 * all-time total stays exact; and the visitor salts of days that are over.
 */
export function pruneViews(dataSource: DataSource, now = new Date()): Promise<number> {
  return exclusively('view-prune', dataSource, async (runner) => {
    const folded = await lastFoldedDay(runner);
    if (!folded) return 0;
    const rawCutoff = new Date(Math.min(dayStart(now).getTime() - RAW_VIEW_DAYS * DAY_MS, Date.parse(`${nextDay(folded)}T00:00:00Z`)));
    const rollupCutoff = dayOf(new Date(dayStart(now).getTime() - ROLLUP_DAYS * DAY_MS));
    const removed = await runner.query('DELETE FROM page_views WHERE viewedAt < ?', [sqlMoment(rawCutoff)]);
    await inTransaction(runner, async () => {
      await runner.query(
        `INSERT INTO page_view_days (id, day, type, itemId, views)
         SELECT ${dataSource.options.type === 'mysql' ? "CONCAT(day, '|rollup|')" : "day || '|rollup|'"}, day, 'rollup', '', views
         FROM page_view_rollups WHERE kind = 'total' AND day < ? AND views > 0`,
        [rollupCutoff],
      );
      await runner.query('DELETE FROM page_view_rollups WHERE day < ?', [rollupCutoff]);
    });
    await deleteOldSalts(dataSource, now);
    return Array.isArray(removed) ? removed.length : Number((removed as { affectedRows?: number }).affectedRows ?? 0);
  });
}

/**
 * Every view ever recorded, each once: the days older than the rollups
 * (page_view_days), the folded days, and the raw views of the days not folded yet.
 */
export async function totalViews(dataSource: DataSource): Promise<number> {
  const folded = await lastFoldedDay(dataSource);
  const rawFrom = `${folded ? nextDay(folded) : '1970-01-01'} 00:00:00.000`;
  const [[old], [rolled], [raw]] = await Promise.all([
    dataSource.query('SELECT COALESCE(SUM(views), 0) AS views FROM page_view_days'),
    dataSource.query("SELECT COALESCE(SUM(views), 0) AS views FROM page_view_rollups WHERE kind = 'total' AND day <= ?", [folded ?? '']),
    dataSource.query('SELECT COUNT(*) AS views FROM page_views WHERE viewedAt >= ?', [rawFrom]),
  ]);
  return Number(old.views) + Number(rolled.views) + Number(raw.views);
}

/**
 * Folds and prunes every few minutes in every process (soon after midnight for the day just
 * over), and once soon after start: a site that was down at midnight folds when it is back.
 */
export function startViewRollup(dataSource: DataSource, warn: (message: string) => void): StopTask {
  const run = async () => {
    await foldDays(dataSource);
    await pruneViews(dataSource);
  };
  const first = setTimeout(() => void run().catch((error: unknown) => warn(`Folding page views failed: ${reasonOf(error)}`)), FIRST_FOLD_AFTER_MS).unref();
  const stop = repeatEvery(FOLD_EVERY_MS, 'Folding page views', run, warn);
  return async () => {
    clearTimeout(first);
    await stop();
  };
}
