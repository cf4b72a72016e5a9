import type { DataSource, EntityManager } from 'typeorm';

/** Other replicas' writes show here within this long; this process's own at once. */
export const CONTENT_VERSION_MAX_AGE_MS = 1_000;

const READ = 'SELECT version FROM content_version WHERE id = 1';
const BUMP = 'UPDATE content_version SET version = version + 1 WHERE id = 1';

/** Bumps the version outside a content write: something became visible by itself (a scheduled item came due). */
export async function bumpContentVersion(dataSource: DataSource): Promise<void> {
  await dataSource.query(BUMP);
}

/**
 * The content version: a counter in the database that every content write
 * bumps in its own transaction. A process reads it at most once a second
 * (lazily, one read shared by every request waiting for it), so cached pages
 * cost no query; its own writes advance its view at once.
 */
export class ContentVersion {
  private known = 0;
  private checkedAt = Number.NEGATIVE_INFINITY;
  private reading: Promise<number> | undefined;

  constructor(
    private readonly dataSource: DataSource,
    private readonly maxAgeMs = CONTENT_VERSION_MAX_AGE_MS,
  ) {}

  /** The newest version this process knows, at most maxAgeMs old. Rejects when the database cannot be read. */
  current(): Promise<number> {
    if (Date.now() - this.checkedAt < this.maxAgeMs) return Promise.resolve(this.known);
    this.reading ??= this.read().finally(() => { this.reading = undefined; });
    return this.reading;
  }

  /** The version in the database now, whatever this process knew (what an administrator reads must be exact). */
  latest(): Promise<number> {
    return this.read();
  }

  /** Runs a content write and bumps the version in the same transaction: both commit, or neither. */
  async write<T>(work: (manager: EntityManager) => Promise<T>): Promise<T> {
    let version = 0;
    const result = await this.dataSource.transaction(async (manager) => {
      const done = await work(manager);
      // Last, so the row (which every content write needs) stays locked only briefly.
      await manager.query(BUMP);
      version = Number((await manager.query(READ))[0].version);
      return done;
    });
    this.advance(version);
    return result;
  }

  private async read(): Promise<number> {
    // Taken before the query: a write committed while it runs is seen by the next read at the latest.
    const startedAt = Date.now();
    const [row] = await this.dataSource.query(READ);
    this.advance(Number(row.version));
    this.checkedAt = startedAt;
    return this.known;
  }

  private advance(version: number) {
    this.known = Math.max(this.known, version);
  }
}
