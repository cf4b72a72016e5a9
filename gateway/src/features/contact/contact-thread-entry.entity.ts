import { Column, Entity, Index } from 'typeorm';
import { StoredRecord } from '../../infra/database/record';

export const THREAD_ENTRY_KINDS = ['message', 'note', 'reply'] as const;
export type ThreadEntryKind = (typeof THREAD_ENTRY_KINDS)[number];

/** A note (seen by the team only) or a reply (emailed to the contact) written in the panel. */
@Entity('contact_thread_entries')
@Index('IDX_contact_thread_entries_contact', ['contactId', 'createdAt'])
export class ContactThreadEntryRecord extends StoredRecord {
  @Column({ type: 'varchar', length: 36 }) contactId: string;
  @Column({ type: 'varchar', length: 10 }) kind: Exclude<ThreadEntryKind, 'message'>;
  @Column({ type: 'text' }) text: string;
  /** Who wrote it, as the audit trail names administrators: the id and the email then. */
  @Column({ type: 'varchar', length: 36, nullable: true }) authorId: string | null;
  @Column({ type: 'varchar', length: 254, default: '' }) authorEmail: string;
  /** A reply's outbox email (its delivery state); null for a note. */
  @Column({ type: 'varchar', length: 36, nullable: true }) emailId: string | null;
}
