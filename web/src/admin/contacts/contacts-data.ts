import { CONTACT_STATUSES } from '@consultancy/domain';
import type { ContactStatus } from '../gql/graphql';
import type { ListFilter } from '../shared/paged-list';
import type { ContactCounts, ContactRow } from './documents';

export type { ContactRow, ContactStatus };

/** new blue, read yellow, replied green, closed gray, spam red (see docs/screens.md); text colours keep 4.5:1 contrast. */
export const STATUS_COLORS: Record<ContactStatus, { bg: string; fg: string; border: string }> = {
  new: { bg: '#dbeafe', fg: '#1e40af', border: '#93c5fd' },
  read: { bg: '#fef9c3', fg: '#854d0e', border: '#fde047' },
  replied: { bg: '#dcfce7', fg: '#166534', border: '#86efac' },
  closed: { bg: '#f3f4f6', fg: '#374151', border: '#d1d5db' },
  spam: { bg: '#fee2e2', fg: '#991b1b', border: '#fca5a5' },
};

export const statusColors = (status: string) => STATUS_COLORS[(CONTACT_STATUSES as readonly string[]).includes(status) ? (status as ContactStatus) : 'closed'];

export const contactName = (contact: Pick<ContactRow, 'firstName' | 'lastName'>) => `${contact.firstName} ${contact.lastName}`.trim();

/** The status filter beside the search. */
export const STATUS_FILTER: ListFilter = { name: 'status', label: 'Filter by status', options: CONTACT_STATUSES };

/** Counters: Total Contacts, New Messages, Replied, from the server's totals (zeros until they come). */
export function contactCounts(counts: ContactCounts | undefined) {
  return { total: counts?.all.total ?? 0, fresh: counts?.fresh.total ?? 0, replied: counts?.replied.total ?? 0 };
}
