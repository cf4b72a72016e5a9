import { SUBSCRIBE_SOURCES, SUBSCRIPTION_STATUSES } from '@consultancy/domain';
import type { ListFilter } from '../shared/paged-list';
import type { StatusColors } from '../table-screen/StatusSelect';
import type { SubscriptionCounts, SubscriptionRow } from './documents';

/** 'active', or anything else shown as unsubscribed (see docs/data.md). */
export const isActive = (subscription: Pick<SubscriptionRow, 'status'>) => subscription.status === 'active';

/** active green, unsubscribed gray, spam red; text colours keep 4.5:1 contrast. */
const STATUS_COLORS: Record<SubscriptionRow['status'], StatusColors> = {
  active: { bg: '#dcfce7', fg: '#166534', border: '#86efac' },
  unsubscribed: { bg: '#f3f4f6', fg: '#374151', border: '#d1d5db' },
  spam: { bg: '#fee2e2', fg: '#991b1b', border: '#fca5a5' },
};
export const statusColors = (status: SubscriptionRow['status']) => STATUS_COLORS[status];

/** Whether the address confirmed by the emailed link (only those get newsletters), in the panel's words. */
export const confirmationLabel = (subscription: Pick<SubscriptionRow, 'confirmedAt'>) =>
  (subscription.confirmedAt ? 'Confirmed' : 'Waiting for confirmation');

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
