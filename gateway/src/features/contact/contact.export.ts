import { CONTACT_CSV_MESSAGE_CHARS } from '@consultancy/domain';
import type { CsvExport } from '../../content/csv/csv-export';
import { csvDateTime } from '../../content/csv/csv-text';
import { VISIT_CSV_HEADERS, visitCsvCells } from '../../content/attribution/visit-csv';
import { Contact } from './contact.entity';
import { contactListing } from './contact.listing';

/** Long messages are cut (by characters, not UTF-16 units) to the limit plus '...'. */
function shortened(message: string): string {
  const characters = Array.from(message);
  return characters.length > CONTACT_CSV_MESSAGE_CHARS ? `${characters.slice(0, CONTACT_CSV_MESSAGE_CHARS).join('')}...` : message;
}

/** GET /api/contact/export: contacts-YYYY-MM-DD.csv, every message matching status and q. */
export const contactExport: CsvExport<Contact> = {
  path: '/api/contact/export',
  fileName: 'contacts',
  action: 'contacts.exported',
  entity: Contact,
  listing: contactListing,
  headers: ['Name', 'Email', 'Phone', 'Company', 'Message', 'Status', 'Submitted At', ...VISIT_CSV_HEADERS],
  cells: (row) => [
    `${row.firstName} ${row.lastName}`.trim(), row.email, row.phone, row.company, shortened(row.message), row.status, csvDateTime(row.submittedAt),
    ...visitCsvCells(row.visitRecord),
  ],
};
