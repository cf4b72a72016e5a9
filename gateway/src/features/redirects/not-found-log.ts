import { randomUUID } from 'node:crypto';
import type { DataSource } from 'typeorm';
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
 * `cap` rows: each new path prunes the least recently seen past the cap.
 */
export class NotFoundLog {
  private readonly mysql: boolean;
  private pruning: Promise<void> | undefined;
  private pruneAgain = false;

  constructor(
    private readonly dataSource: DataSource,
    private readonly cap: number,
  ) {
    this.mysql = dataSource.options.type === 'mysql';
  }

  /** Counts one request for `path` (without its query string) that answered 404. */
  async record(path: string, referrer: string | null, now = new Date()): Promise<void> {
    const kept = withoutTrailingSlash(path).slice(0, NOT_FOUND_TEXT_MAX_CHARS);
    const inserted = await this.upsertRetried(kept, referrer, now);
    if (inserted) await this.prune();
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

  /** Deletes the rows past the cap, least recently seen first; one prune at a time per process, repeated if asked meanwhile. */
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
             SELECT id FROM (SELECT id FROM not_found_paths ORDER BY lastSeenAt DESC, hits DESC, id DESC LIMIT ? OFFSET ?) beyond
           )`,
          [ALL_THE_REST, this.cap],
        );
      } while (this.pruneAgain);
    })().finally(() => { this.pruning = undefined; });
    return this.pruning;
  }
}
