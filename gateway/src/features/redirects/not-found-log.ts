import { randomUUID } from 'node:crypto';
import type { DataSource } from 'typeorm';
import type { RateLimits } from '../../infra/rate-limit/rate-limits';
import { NOT_FOUND_TEXT_MAX_CHARS, NotFoundPath } from './not-found-path.entity';
import { withoutTrailingSlash } from './redirect-paths';

/** Far beyond any cap: "every row past the first `cap`" in SQL both databases read alike. */
const ALL_THE_REST = 1_000_000_000;

const DEADLOCK_ATTEMPTS = 5;
const isDeadlock = (error: unknown) => {
  const { code, driverError } = (error ?? {}) as { code?: unknown; driverError?: { code?: unknown } };
  return code === 'ER_LOCK_DEADLOCK' || driverError?.code === 'ER_LOCK_DEADLOCK';
};

/** origin + path of a referring page: its query string may name a person, and is left out. */
export function referrerOf(header: string | undefined): string | null {
  if (!header) return null;
  try {
    const url = new URL(header);
    if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
    return `${url.origin}${url.pathname}`.slice(0, NOT_FOUND_TEXT_MAX_CHARS);
  } catch {
    return null;
  }
}

/**
 * The missing URLs visitors ask for: one row per path, its hits counted by one atomic
 * upsert (exact however many requests arrive at once, on every replica), and at most
 * `cap` rows. Strangers cannot flush it: one address adds at most a few new paths an hour
 * (counted like the rate limits, no address stored), and past the cap the paths asked for
 * once and never shown to an administrator leave before the others, the least recently seen first.
 */
export class NotFoundLog {
  private readonly mysql: boolean;
  private pruning: Promise<void> | undefined;
  private pruneAgain = false;

  constructor(
    private readonly dataSource: DataSource,
    private readonly limits: RateLimits,
    private readonly cap: number,
  ) {
    this.mysql = dataSource.options.type === 'mysql';
  }

  /** Counts one request from `address` for `path` (without its query string) that answered 404. */
  async record(path: string, referrer: string | null, address: string, now = new Date()): Promise<void> {
    const kept = withoutTrailingSlash(path).slice(0, NOT_FOUND_TEXT_MAX_CHARS);
    if (await this.countKnown(kept, referrer, now)) return;
    if (!(await this.limits.within('notFoundPathsPerAddress', address))) return;
    const inserted = await this.upsertRetried(kept, referrer, now);
    if (inserted) await this.prune();
  }

  /** One more hit of a path the log holds already; false when it holds none (nothing written). */
  private async countKnown(path: string, referrer: string | null, now: Date): Promise<boolean> {
    const { affected } = await this.dataSource.createQueryBuilder()
      .update(NotFoundPath)
      .set({ hits: () => 'hits + 1', lastSeenAt: now, referrer: () => 'COALESCE(:referrer, referrer)' })
      .where('path = :path', { path, referrer })
      .callListeners(false)
      .execute();
    return (affected ?? 0) > 0;
  }

  /**
   * InnoDB may pick one of several upserts of one new path as a deadlock victim: the
   * statement is then undone whole, so running it again counts the hit exactly once.
   */
  private async upsertRetried(path: string, referrer: string | null, now: Date): Promise<boolean> {
    for (let attempt = 1; ; attempt += 1) {
      try {
        return await this.upsert(path, referrer, now);
      } catch (error) {
        if (attempt >= DEADLOCK_ATTEMPTS || !isDeadlock(error)) throw error;
      }
    }
  }

  /** One statement; true when it added the path (a new row), false when it counted one more hit. */
  private async upsert(path: string, referrer: string | null, now: Date): Promise<boolean> {
    const seen = this.dataSource.driver.preparePersistentValue(now, this.dataSource.getMetadata(NotFoundPath).findColumnWithPropertyName('lastSeenAt')!);
    const values = [randomUUID(), path, seen, seen, referrer];
    const insert = 'INSERT INTO not_found_paths (id, path, hits, firstSeenAt, lastSeenAt, referrer) VALUES (?, ?, 1, ?, ?, ?)';
    if (this.mysql) {
      const result = (await this.dataSource.query(
        `${insert} ON DUPLICATE KEY UPDATE hits = hits + 1, lastSeenAt = VALUES(lastSeenAt), referrer = COALESCE(VALUES(referrer), referrer)`,
        values,
      )) as { affectedRows: number };
      // MySQL counts an insert as one affected row and an update of a duplicate as two.
      return result.affectedRows === 1;
    }
    const [row] = (await this.dataSource.query(
      `${insert} ON CONFLICT(path) DO UPDATE SET hits = hits + 1, lastSeenAt = excluded.lastSeenAt, referrer = COALESCE(excluded.referrer, referrer)
       RETURNING hits`,
      values,
    )) as Array<{ hits: number | string }>;
    return Number(row.hits) === 1;
  }

  /**
   * Deletes the rows past the cap: those asked for once and never shown to an administrator
   * first, then the least recently seen; one prune at a time per process, repeated if asked meanwhile.
   */
  private async prune(): Promise<void> {
    if (this.pruning) {
      this.pruneAgain = true;
      return this.pruning;
    }
    this.pruning = (async () => {
      do {
        this.pruneAgain = false;
        // MySQL takes no LIMIT in an IN subquery: the derived table (`beyond`) stands between.
        await this.dataSource.query(
          `DELETE FROM not_found_paths WHERE id IN (
             SELECT id FROM (SELECT id FROM not_found_paths ORDER BY CASE WHEN hits > 1 OR seenAt IS NOT NULL THEN 1 ELSE 0 END DESC, lastSeenAt DESC, hits DESC, id DESC LIMIT ? OFFSET ?) beyond
           )`,
          [ALL_THE_REST, this.cap],
        );
      } while (this.pruneAgain);
    })().finally(() => { this.pruning = undefined; });
    return this.pruning;
  }
}

/** Marks the paths of a page of the log an administrator is shown, once: from then on they outlast one-off paths. */
export async function markSeen(dataSource: DataSource, ids: readonly string[], now = new Date()): Promise<void> {
  if (ids.length === 0) return;
  await dataSource.createQueryBuilder().update(NotFoundPath).set({ seenAt: now })
    .where('id IN (:...ids) AND seenAt IS NULL', { ids }).callListeners(false).execute();
}
