import { LessThanOrEqual } from 'typeorm';
import type { PublishableRecord } from './publishable-record';

/**
 * What the public sees of publishable content: items published and due
 * (publishAt passed). Administrators (a valid token) see every item.
 */
export const isVisible = (item: Pick<PublishableRecord, 'status' | 'publishAt'>, now = new Date()) =>
  item.status === 'published' && new Date(item.publishAt).getTime() <= now.getTime();

/** The same rule as a condition on a query's alias, for lists. */
export const visibleCondition = (alias: string, now = new Date()) => ({
  sql: `${alias}.status = :visibleStatus AND ${alias}.publishAt <= :visibleNow`,
  params: { visibleStatus: 'published', visibleNow: now },
});

/** The same rule as a find condition, for the sitemap and the feeds. */
export const visibleWhere = (now = new Date()) => ({ status: 'published' as const, publishAt: LessThanOrEqual(now) });

/** How a write sets status and publishAt: given values win; omitted ones are kept, or (new items) published now. */
export function applyPublication(item: PublishableRecord, input: { status?: string | null; publishAt?: string | null }): void {
  const isNew = !item.id;
  item.status = (input.status ?? (isNew ? 'published' : item.status)) as PublishableRecord['status'];
  if (input.publishAt) item.publishAt = new Date(input.publishAt);
  else if (isNew) item.publishAt = new Date();
}
