import { Column, Entity, Index } from 'typeorm';
import { StoredRecord } from '../database/record';

/**
 * queued: to send (first attempt or a retry after a temporary failure); sent: the mail server
 * accepted it; failed: given up (refused for good by the mail server, or a day of temporary
 * failures); unknown: a newsletter email whose replica stopped between sending and recording
 * the answer: perhaps delivered, so never sent again by itself (the owner may resend it).
 */
const OUTBOX_STATES = ['queued', 'sent', 'failed', 'unknown'] as const;
type OutboxState = (typeof OUTBOX_STATES)[number];

/**
 * An email waiting to be sent (or sent): written in the same transaction as
 * what it tells about, sent later by the outbox worker, so a slow or failing
 * mail server never slows or fails the request, and a restart loses nothing.
 */
@Entity('outbox_emails')
@Index('IDX_outbox_emails_due', ['state', 'nextAttemptAt'])
export class OutboxEmail extends StoredRecord {
  /** Where it stands (OUTBOX_STATES): only a queued email is ever sent. */
  @Column({ type: 'varchar', length: 10, default: 'queued' }) state: OutboxState;
  @Column({ type: 'varchar', length: 254 }) recipient: string;
  @Column({ type: 'varchar', length: 300 }) subject: string;
  @Column({ type: 'text' }) text: string;
  @Column({ type: 'int', default: 0 }) attempts: number;
  /** Not sent before this time: now when written, later after each failure (backoff). */
  @Column({ type: 'datetime', precision: 3 }) nextAttemptAt: Date;
  /** A replica sending it holds it until this time; another may take it over after. */
  @Column({ type: 'datetime', precision: 3, nullable: true }) claimedUntil: Date | null;
  @Column({ type: 'datetime', precision: 3, nullable: true }) sentAt: Date | null;
  /** Why the last attempt failed ('' when none did); of a failed email, why it was given up. */
  @Column({ type: 'varchar', length: 1000, default: '' }) lastError: string;
  /** The shared email this row sends (outbox_templates), or null: then `text` is the whole email. */
  @Column({ type: 'varchar', length: 36, nullable: true }) templateId: string | null;
  /** JSON: this recipient's values of the template's {{field}} marks. */
  @Column({ type: 'text', nullable: true }) fields: string | null;
  /** What the email is about (a newsletter's subscription id), for the send's counts. */
  @Column({ type: 'varchar', length: 36, nullable: true }) reference: string | null;
  /** Part of a mailing: sent at the newsletter rate, after every due single email. */
  @Column({ type: 'boolean', default: false }) bulk: boolean;
  /** Who it is from (a reply to a contact, from the owner's chosen address), or null: MAIL_FROM. */
  @Column({ type: 'varchar', length: 254, nullable: true }) sender: string | null;
}
