import { SUBSCRIBE_SOURCES } from '@consultancy/domain';
import type { CsvExport } from '../../content/csv/csv-export';
import { csvDateTime } from '../../content/csv/csv-text';
import { VISIT_CSV_HEADERS, visitCsvCells } from '../../content/attribution/visit-csv';
import { Subscription } from './subscription.entity';
import { subscriptionListing } from './subscription.listing';

/** GET /api/subscription/export: subscriptions-YYYY-MM-DD.csv, every subscription matching status and q. */
export const subscriptionExport: CsvExport<Subscription> = {
  path: '/api/subscription/export',
  fileName: 'subscriptions',
  action: 'subscriptions.exported',
  entity: Subscription,
  listing: subscriptionListing,
  headers: ['Email', 'Status', 'Source', 'Subscribed At', ...VISIT_CSV_HEADERS],
  // An empty source is shown as the mobile menu's (see docs/data.md).
  cells: (row) => [row.email, row.status, row.source.trim() || SUBSCRIBE_SOURCES.mobileMenu, csvDateTime(row.subscribedAt), ...visitCsvCells(row.visitRecord)],
};
