import { LRUCache } from 'lru-cache';
import type { DataSource } from 'typeorm';

/** Totals kept per database; enough for every filter and search an admin team uses in a while. */
const MAX_TOTALS = 1_000;

const remembered = new WeakMap<DataSource, LRUCache<string, { version: string; total: number }>>();

/**
 * The total of a list, counted once per version of what it counts: a list's
 * "page N of M" would otherwise count every matching row on every page shown.
 * `version` changes whenever the rows could (read before counting, so a count
 * is never kept under a version older than what it saw); without one, it counts.
 */
export async function rememberedTotal(
  dataSource: DataSource,
  key: string,
  version: string | undefined,
  count: () => Promise<number>,
): Promise<number> {
  if (version === undefined) return count();
  let totals = remembered.get(dataSource);
  if (!totals) remembered.set(dataSource, (totals = new LRUCache({ max: MAX_TOTALS })));
  const known = totals.get(key);
  if (known?.version === version) return known.total;
  const total = await count();
  totals.set(key, { version, total });
  return total;
}
