import type { DataSource, EntityTarget, ObjectLiteral, SelectQueryBuilder } from 'typeorm';

/**
 * A table of work that every replica polls (the outbox's emails, webhook deliveries): a row
 * still to do (`undone`, SQL on its columns) is due once its `nextAttemptAt` has passed, and
 * is held by the replica whose claim (`claimedUntil`) has not run out.
 */
export interface SharedWork<T extends ObjectLiteral> {
  entity: EntityTarget<T>;
  /** The condition of a row still to do, on the bare column names: 'sentAt IS NULL'. */
  undone: string;
}

/** The due, unclaimed rows, oldest due first: the caller adds its own conditions and limit. */
export function dueRows<T extends ObjectLiteral>(dataSource: DataSource, work: SharedWork<T>, now = new Date()): SelectQueryBuilder<T> {
  return dataSource.getRepository(work.entity).createQueryBuilder()
    .select('id')
    .where(`${work.undone} AND nextAttemptAt <= :now`, { now })
    .andWhere('(claimedUntil IS NULL OR claimedUntil < :now)', { now })
    .orderBy('nextAttemptAt', 'ASC');
}

/**
 * Takes one row for `holdMs`: a single UPDATE that succeeds for whoever finds it still to do
 * and unclaimed (or its claim run out), on SQLite and MySQL alike, so one replica only works
 * on it. A replica that dies holding it frees it when the hold runs out.
 */
export async function claimRow<T extends ObjectLiteral>(
  dataSource: DataSource, work: SharedWork<T>, id: string, holdMs: number, now = new Date(),
): Promise<boolean> {
  const { affected } = await dataSource.createQueryBuilder()
    .update(work.entity)
    .set({ claimedUntil: new Date(now.getTime() + holdMs) } as never)
    .where(`id = :id AND ${work.undone} AND (claimedUntil IS NULL OR claimedUntil < :now)`, { id, now })
    .execute();
  return affected === 1;
}
