import type { AuditRow } from './documents';

/** The Activity's own filters, as typed: '' is not set. Dates are YYYY-MM-DD (whole days, UTC). */
export interface ActivityFilters {
  adminEmail: string;
  action: string;
  from: string;
  to: string;
}

export const NO_FILTERS: ActivityFilters = { adminEmail: '', action: '', from: '', to: '' };

/** What is sent (list and export): set values only, the email trimmed; a range whose ends are crossed is not sent until fixed. */
export function activityNarrowing(filters: ActivityFilters): Record<string, string | undefined> {
  const crossed = Boolean(filters.from && filters.to && filters.from > filters.to);
  return {
    adminEmail: filters.adminEmail.trim() || undefined,
    action: filters.action || undefined,
    from: (!crossed && filters.from) || undefined,
    to: (!crossed && filters.to) || undefined,
  };
}

/** "blog: Choosing a database" — the item acted on, or '' when none. */
export function targetText(target: AuditRow['target']): string {
  if (!target) return '';
  const name = target.label ?? target.id;
  return name ? `${target.kind}: ${name}` : target.kind;
}

/** "title: Old → New; content" — values only where the server kept them. */
export function changesText(changes: AuditRow['changes']): string {
  return changes
    .map(({ field, before, after }) => (before == null && after == null ? field : `${field}: ${before ?? '—'} → ${after ?? '—'}`))
    .join('; ');
}
