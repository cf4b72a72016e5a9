import type { DataSource } from 'typeorm';
import { CONTENT_VERSION, onVersionsMoved, readVersion } from './versions';

/** Other replicas' writes show here within this long; this process's own at once. */
export const CONTENT_VERSION_MAX_AGE_MS = 1_000;

/**
 * The content version as this process knows it: the counter every content
 * write moves (infra/database/versions.ts), read at most once a second
 * (lazily, one read shared by every request waiting for it), so cached pages
 * cost no query; this process's own commits advance it at once.
 */
export class ContentVersion {
  private known = 0;
  private checkedAt = Number.NEGATIVE_INFINITY;
  private reading: Promise<number> | undefined;

  constructor(
    private readonly dataSource: DataSource,
    private readonly maxAgeMs = CONTENT_VERSION_MAX_AGE_MS,
  ) {
    onVersionsMoved(dataSource, (moved) => this.advance(moved.get(CONTENT_VERSION) ?? 0));
  }

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

  private async read(): Promise<number> {
    // Taken before the query: a write committed while it runs is seen by the next read at the latest.
    const startedAt = Date.now();
    this.advance((await readVersion(this.dataSource, CONTENT_VERSION)) ?? 0);
    this.checkedAt = startedAt;
    return this.known;
  }

  private advance(version: number) {
    this.known = Math.max(this.known, version);
  }
}
