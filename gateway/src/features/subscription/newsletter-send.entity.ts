import { Field, Int, ObjectType } from 'type-graphql';
import { Column, Entity } from 'typeorm';
import { StoredRecord } from '../../infra/database/record';
import { closedList } from '../../api/schema/closed-list';

const NEWSLETTER_SEND_STATUSES = ['queued', 'sending', 'sent'] as const;
export type NewsletterSendStatusName = (typeof NEWSLETTER_SEND_STATUSES)[number];
const NewsletterSendStatus = closedList('NewsletterSendStatus', NEWSLETTER_SEND_STATUSES,
  'queued: none sent yet; sending: some sent, some still to send; sent: none left to send (see failed and unknown).');

@ObjectType({ description: 'A post emailed to the confirmed, active subscribers (or, as a test, to one address).' })
@Entity('newsletter_sends')
export class NewsletterSend extends StoredRecord {
  @Field() @Column({ type: 'varchar', length: 36 }) postId: string;
  @Field() @Column({ type: 'varchar', length: 300 }) subject: string;
  @Field(() => NewsletterSendStatus) @Column({ type: 'varchar', length: 20, default: 'queued' }) status: NewsletterSendStatusName;
  @Field({ description: 'A test to one address: it does not count as the post\'s send.' })
  @Column({ type: 'boolean', default: false }) test: boolean;
  @Field(() => Int, { description: 'Recipients: the confirmed, active subscriptions at the moment of the send.' })
  @Column({ type: 'int', default: 0 }) total: number;
  /** The email written once for every recipient (outbox_templates). */
  @Column({ type: 'varchar', length: 36 }) templateId: string;
  @Column({ type: 'varchar', length: 36, nullable: true }) createdById: string | null;
  /** The post's id on its first real send (unique), null on a test or a confirmed second send. */
  @Column({ type: 'varchar', length: 36, nullable: true, unique: true }) firstSendOf: string | null;
  @Field({ description: 'Who sent it.' }) @Column({ type: 'varchar', length: 254, default: '' }) createdByEmail: string;

  // Counted when read, from the outbox (sendCounts in newsletter-sends.ts).
  // queued + retrying + sent + failed + unknown = total.
  @Field(() => Int, { description: 'Not tried yet.' }) queued: number;
  @Field(() => Int, { description: 'Not sent yet, the last attempt failed for now (tried again with backoff, for up to a day).' }) retrying: number;
  @Field(() => Int, { description: 'Accepted by the mail server.' }) sent: number;
  @Field(() => Int, { description: 'Given up: refused by the mail server, or a day of failed attempts.' }) failed: number;
  @Field(() => Int, { description: 'Perhaps sent: the replica sending it stopped before recording the answer. Never sent again unless the owner resends them.' })
  unknown: number;
  @Field(() => Int, { description: 'Recipients of this send who unsubscribed after it.' }) unsubscribedSince: number;
}
