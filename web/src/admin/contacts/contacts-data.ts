import { CONTACT_STATUSES } from '@consultancy/domain';
import type { ContactStatus } from '../gql/graphql';
import { buildCsv } from '../shared/csv';
import { formatDateTime } from '../shared/format';
import type { ContactRow } from './documents';

export type { ContactRow, ContactStatus };

/** new blue, read yellow, replied green, closed gray (see docs/screens.md); text colours keep 4.5:1 contrast. */
export const STATUS_COLORS: Record<ContactStatus, { bg: string; fg: string; border: string }> = {
  new: { bg: '#dbeafe', fg: '#1e40af', border: '#93c5fd' },
  read: { bg: '#fef9c3', fg: '#854d0e', border: '#fde047' },
  replied: { bg: '#dcfce7', fg: '#166534', border: '#86efac' },
  closed: { bg: '#f3f4f6', fg: '#374151', border: '#d1d5db' },
};

export const statusColors = (status: string) => STATUS_COLORS[(CONTACT_STATUSES as readonly string[]).includes(status) ? (status as ContactStatus) : 'closed'];

export const contactName = (contact: Pick<ContactRow, 'firstName' | 'lastName'>) => `${contact.firstName} ${contact.lastName}`.trim();

/** Counters: Total Contacts, New Messages, Replied. */
export function contactCounts(rows: ReadonlyArray<Pick<ContactRow, 'status'>>) {
  return {
    total: rows.length,
    fresh: rows.filter((row) => row.status === 'new').length,
    replied: rows.filter((row) => row.status === 'replied').length,
  };
}

export const MESSAGE_CSV_LIMIT = 100;

/** Messages longer than 100 characters are cut to 100 plus '...'. */
export function truncateMessage(message: string, limit = MESSAGE_CSV_LIMIT): string {
  const characters = Array.from(message ?? '');
  return characters.length > limit ? `${characters.slice(0, limit).join('')}...` : message ?? '';
}

export const CONTACT_CSV_HEADERS = ['Name', 'Email', 'Phone', 'Company', 'Message', 'Status', 'Submitted At'] as const;

/** contacts-{date}.csv: Name, Email, Phone, Company, Message (cut), Status, Submitted At. */
export function contactsCsv(rows: ReadonlyArray<ContactRow>): string {
  return buildCsv(
    CONTACT_CSV_HEADERS,
    rows.map((row) => [contactName(row), row.email, row.phone, row.company, truncateMessage(row.message), row.status, formatDateTime(row.submittedAt)]),
  );
}
