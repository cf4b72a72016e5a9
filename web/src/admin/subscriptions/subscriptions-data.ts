import { buildCsv } from '../shared/csv';
import { formatDateTime } from '../shared/format';

export interface SubscriptionRow {
  _id: string;
  email: string;
  status: string;
  source: string;
  subscribedAt: string;
}

/** 'active', or anything else shown as unsubscribed (see docs/data.md). */
export const isActive = (subscription: Pick<SubscriptionRow, 'status'>) => subscription.status === 'active';

/** An empty source is shown as mobile_menu (see docs/data.md). */
export const sourceLabel = (source: string | null | undefined) => (source && source.trim() ? source : 'mobile_menu');

export const statusLabel = (subscription: Pick<SubscriptionRow, 'status'>) => (isActive(subscription) ? 'active' : subscription.status || 'unsubscribed');

/** Counters: Total, Active, Unsubscribed (total minus active). */
export function subscriptionCounts(rows: Pick<SubscriptionRow, 'status'>[]) {
  const active = rows.filter(isActive).length;
  return { total: rows.length, active, unsubscribed: rows.length - active };
}

export const SUBSCRIPTION_CSV_HEADERS = ['Email', 'Status', 'Source', 'Subscribed At'] as const;

/** subscriptions-{date}.csv: Email, Status, Source, Subscribed At. */
export function subscriptionsCsv(rows: SubscriptionRow[]): string {
  return buildCsv(
    SUBSCRIPTION_CSV_HEADERS,
    rows.map((row) => [row.email, statusLabel(row), sourceLabel(row.source), formatDateTime(row.subscribedAt)]),
  );
}
