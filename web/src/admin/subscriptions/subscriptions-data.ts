import { SUBSCRIBE_SOURCES, SUBSCRIPTION_STATUSES } from '@consultancy/domain';
import type { ListFilter } from '../shared/paged-list';
import type { SubscriptionCounts, SubscriptionRow } from './documents';

/** 'active', or anything else shown as unsubscribed (see docs/data.md). */
export const isActive = (subscription: Pick<SubscriptionRow, 'status'>) => subscription.status === 'active';

/** An empty source is shown as the mobile menu's (see docs/data.md). */
export const sourceLabel = (source: string | null | undefined) => (source && source.trim() ? source : SUBSCRIBE_SOURCES.mobileMenu);

/** The status filter beside the search. */
export const STATUS_FILTER: ListFilter = { name: 'status', label: 'Filter by status', options: SUBSCRIPTION_STATUSES };

/** Counters: Total, Active, Unsubscribed (total minus active), from the server's totals (zeros until they come). */
export function subscriptionCounts(counts: SubscriptionCounts | undefined) {
  const total = counts?.all.total ?? 0;
  const active = counts?.active.total ?? 0;
  return { total, active, unsubscribed: total - active };
}
