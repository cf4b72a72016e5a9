import { Column, Entity, Index } from 'typeorm';
import { StoredRecord } from '../database/record';

/**
 * An email waiting to be sent (or sent): written in the same transaction as
 * what it tells about, sent later by the outbox worker, so a slow or failing
 * mail server never slows or fails the request, and a restart loses nothing.
 */
@Entity('outbox_emails')
@Index('IDX_outbox_emails_due', ['sentAt', 'nextAttemptAt'])
export class OutboxEmail extends StoredRecord {
  @Column({ type: 'varchar', length: 254 }) recipient: string;
  @Column({ type: 'varchar', length: 300 }) subject: string;
  @Column({ type: 'text' }) text: string;
  @Column({ type: 'int', default: 0 }) attempts: number;
  /** Not sent before this time: now when written, later after each failure (backoff). */
  @Column({ type: 'datetime', precision: 3 }) nextAttemptAt: Date;
  /** A replica sending it holds it until this time; another may take it over after. */
  @Column({ type: 'datetime', precision: 3, nullable: true }) claimedUntil: Date | null;
  @Column({ type: 'datetime', precision: 3, nullable: true }) sentAt: Date | null;
  /** Why the last attempt failed ('' when none did). */
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
