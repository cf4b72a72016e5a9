import { createHash } from 'node:crypto';
import type { DataSource } from 'typeorm';

export interface Window {
  /** Hits in the current window, this one included. */
  hits: number;
  /** When the window ends, in milliseconds since the epoch. */
  resetAt: number;
}

const bucketOf = (key: string) => createHash('sha256').update(key).digest('hex');

/**
 * Counts hits per key in fixed windows, in the database, so that every replica
 * counts against the same number. Each hit is one atomic upsert: however many
 * requests arrive at once, each gets its own count.
 */
export class SharedCounter {
  private readonly mysql: boolean;

  constructor(private readonly dataSource: DataSource) {
    this.mysql = dataSource.options.type === 'mysql';
  }

  async hit(key: string, windowMs: number, now = Date.now()): Promise<Window> {
    const bucket = bucketOf(key);
    const resetAt = now + windowMs;
    if (!this.mysql) {
      const [row] = await this.dataSource.query(
        `INSERT INTO rate_limit_windows (bucket, hits, resetAt) VALUES (?, 1, ?)
         ON CONFLICT(bucket) DO UPDATE SET
           hits = CASE WHEN resetAt <= ? THEN 1 ELSE hits + 1 END,
           resetAt = CASE WHEN resetAt <= ? THEN ? ELSE resetAt END
         RETURNING hits, resetAt`,
        [bucket, resetAt, now, now, resetAt],
      );
      return { hits: Number(row.hits), resetAt: Number(row.resetAt) };
    }
    // MySQL has no RETURNING: the upsert locks the row until commit, so the read sees this hit's count.
    return this.dataSource.transaction(async (manager) => {
      await manager.query(
        `INSERT INTO rate_limit_windows (bucket, hits, resetAt) VALUES (?, 1, ?)
         ON DUPLICATE KEY UPDATE hits = IF(resetAt <= ?, 1, hits + 1), resetAt = IF(resetAt <= ?, ?, resetAt)`,
        [bucket, resetAt, now, now, resetAt],
      );
      const [row] = await manager.query('SELECT hits, resetAt FROM rate_limit_windows WHERE bucket = ?', [bucket]);
      return { hits: Number(row.hits), resetAt: Number(row.resetAt) };
    });
  }

  async reset(key: string): Promise<void> {
    await this.dataSource.query('DELETE FROM rate_limit_windows WHERE bucket = ?', [bucketOf(key)]);
  }

  /** Drops windows that have ended, so the table holds only what is being counted. */
  async sweep(now = Date.now()): Promise<void> {
    await this.dataSource.query('DELETE FROM rate_limit_windows WHERE resetAt <= ?', [now]);
  }
}
