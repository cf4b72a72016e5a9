import { AUDIT_ACTIONS } from '@consultancy/domain/audit';
import type { Listing } from '../paging/listing';
import { listingArgs } from '../paging/page-args';
import { pageType } from '../paging/page-type';
import { AuditEntry } from './audit-entry.entity';

/** The Activity list (and its CSV export): newest first, by action, admin email and date range. */
export const auditListing: Listing<AuditEntry> = {
  newestFirstBy: 'at',
  search: ['targetLabel'],
  // Names hold dots (login.failed), which a GraphQL enum cannot: a String checked against the list.
  filters: { action: { values: AUDIT_ACTIONS, description: 'Only this action (thing.verb).' } },
  exactText: { adminEmail: { maxChars: 254, description: 'Only this administrator (or email tried at sign-in), any case.' } },
  dateRange: 'at',
};

export const AuditListArgs = listingArgs(auditListing);
export const AuditEntryPage = pageType('AuditEntryPage', AuditEntry, 'audit entries');
