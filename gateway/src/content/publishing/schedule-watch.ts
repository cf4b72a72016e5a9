import type { DataSource } from 'typeorm';
import type { AnyCollection } from '../collections/collection';
import { bumpVersion, CONTENT_VERSION } from '../../infra/database/versions';
import { repeatEvery } from '../../infra/periodic/repeat-every';

/** How often due items are looked for: a scheduled item shows within this (plus the version's one second). */
const SCHEDULE_WATCH_MS = 1_000;

/**
 * Scheduled items appear by themselves: every second, if a published item's
 * publishAt passed since the last look, the content version is bumped, so no
 * cached page or answer keeps hiding it. Every replica may do it; a second
 * bump only costs one more render per page.
 */
export function startScheduleWatch(dataSource: DataSource, collections: readonly AnyCollection[], warn: (message: string) => void) {
  const tables = collections
    .filter((collection) => collection.publishing)
    .map((collection) => dataSource.getMetadata(collection.entity).tableName);
  let since = new Date();
  const look = async () => {
    const now = new Date();
    let due = 0;
    for (const table of tables) {
      due += await dataSource
        .createQueryBuilder()
        .from(table, 'item')
        // Written before it came due: an item published at once was already shown by its own write's bump.
        // No status condition: it would lead the planner to scan every published row each second; a
        // draft coming due costs at most one needless bump.
        .where('item.publishAt > :since AND item.publishAt <= :now AND item.publishAt > item.updatedAt', { since, now })
        .getCount();
    }
    if (due > 0) await bumpVersion(dataSource, CONTENT_VERSION);
    since = now;
  };
  return repeatEvery(SCHEDULE_WATCH_MS, 'Looking for scheduled items coming due', look, warn);
}
