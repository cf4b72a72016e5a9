import { SUBSCRIBE_SOURCES } from '@consultancy/domain';
import { buildCsv } from '../shared/csv';
import { formatDateTime } from '../shared/format';
import type { SubscriptionRow } from './documents';

/** 'active', or anything else shown as unsubscribed (see docs/data.md). */
export const isActive = (subscription: Pick<SubscriptionRow, 'status'>) => subscription.status === 'active';

/** An empty source is shown as the mobile menu's (see docs/data.md). */
export const sourceLabel = (source: string | null | undefined) => (source && source.trim() ? source : SUBSCRIBE_SOURCES.mobileMenu);

/** Counters: Total, Active, Unsubscribed (total minus active). */
export function subscriptionCounts(rows: ReadonlyArray<Pick<SubscriptionRow, 'status'>>) {
  const active = rows.filter(isActive).length;
  return { total: rows.length, active, unsubscribed: rows.length - active };
}

export const SUBSCRIPTION_CSV_HEADERS = ['Email', 'Status', 'Source', 'Subscribed At'] as const;

/** subscriptions-{date}.csv: Email, Status, Source, Subscribed At. */
export function subscriptionsCsv(rows: ReadonlyArray<SubscriptionRow>): string {
  return buildCsv(
    SUBSCRIPTION_CSV_HEADERS,
    rows.map((row) => [row.email, row.status, sourceLabel(row.source), formatDateTime(row.subscribedAt)]),
  );
}
