import type { CsvExport } from '../csv/csv-export';
import { AuditEntry } from './audit-entry.entity';
import { auditListing } from './audit.listing';

const changeText = (entry: AuditEntry) =>
  entry.changes
    .map(({ field, before, after }) => (before === undefined && after === undefined ? field : `${field}: ${before ?? '—'} → ${after ?? '—'}`))
    .join('; ');

/** GET /api/admin/audit/export: audit-YYYY-MM-DD.csv, every entry matching action, adminEmail, from and to. */
export const auditExport: CsvExport<AuditEntry> = {
  path: '/api/admin/audit/export',
  fileName: 'audit',
  action: 'audit.exported',
  entity: AuditEntry,
  listing: auditListing,
  headers: ['Time (UTC)', 'Admin', 'Action', 'Target', 'Changes', 'IP', 'User Agent', 'Request Id'],
  cells: (row) => [
    row.at.toISOString(),
    row.adminEmail,
    row.action,
    row.target ? [row.target.kind, row.target.label ?? row.target.id].filter(Boolean).join(': ') : '',
    changeText(row),
    row.ip,
    row.userAgent,
    row.requestId,
  ],
};
