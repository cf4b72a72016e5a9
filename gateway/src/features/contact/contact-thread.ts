import { Field, ID, ObjectType } from 'type-graphql';
import { In, type EntityManager } from 'typeorm';
import { OutboxEmail } from '../../infra/outbox/outbox-email.entity';
import { closedList } from '../../api/schema/closed-list';
import { Contact } from './contact.entity';
import { ContactThreadEntryRecord, THREAD_ENTRY_KINDS, type ThreadEntryKind } from './contact-thread-entry.entity';

const REPLY_DELIVERIES = ['queued', 'sent', 'retrying', 'failed'] as const;
export type ReplyDelivery = (typeof REPLY_DELIVERIES)[number];

const ThreadEntryKindEnum = closedList('ThreadEntryKind', THREAD_ENTRY_KINDS, "The visitor's message, a team note (never emailed) or a reply (emailed to the visitor).");
const ReplyDeliveryEnum = closedList('ReplyDelivery', REPLY_DELIVERIES, "A reply's email: waiting to be sent, sent, failed and tried again later (retrying), or given up (failed: refused by the mail server, or a day of failures).");

@ObjectType({ description: "One step of a contact's thread." })
export class ContactThreadEntry {
  @Field(() => ID) id: string;
  @Field(() => ThreadEntryKindEnum) kind: ThreadEntryKind;
  @Field() text: string;
  @Field({ description: 'When it was sent or written.' }) at: Date;
  @Field({ description: "Who wrote it: the visitor's or the administrator's email." }) authorEmail: string;
  @Field(() => ReplyDeliveryEnum, { nullable: true, description: "A reply's delivery; null for the message and notes." }) delivery: ReplyDelivery | null;
}

/** An outbox row sent and pruned since reads as sent (a given-up one is pruned after 30 days too). */
function deliveryOf(email: OutboxEmail | undefined): ReplyDelivery {
  if (!email || email.sentAt) return 'sent';
  if (email.state === 'failed') return 'failed';
  return email.attempts > 0 ? 'retrying' : 'queued';
}

/** The visitor's message as the thread's first entry. */
const opening = (contact: Contact): ContactThreadEntry => ({
  id: contact.id, kind: 'message', text: contact.message, at: contact.submittedAt, authorEmail: contact.email, delivery: null,
});

/** A stored note or reply as the thread shows it; `delivery` is a reply's (a note has none). */
export function entryOf(record: ContactThreadEntryRecord, delivery: ReplyDelivery | null = null): ContactThreadEntry {
  return { id: record.id, kind: record.kind, text: record.text, at: record.createdAt, authorEmail: record.authorEmail, delivery };
}

/** The message, then its notes and replies oldest first, each reply with its delivery state: two queries. */
export async function threadOf(manager: EntityManager, contact: Contact): Promise<ContactThreadEntry[]> {
  const records = await manager.getRepository(ContactThreadEntryRecord).find({ where: { contactId: contact.id }, order: { createdAt: 'ASC', id: 'ASC' } });
  const emailIds = records.flatMap((record) => (record.emailId ? [record.emailId] : []));
  const emails = emailIds.length ? await manager.getRepository(OutboxEmail).findBy({ id: In(emailIds) }) : [];
  const byId = new Map(emails.map((email) => [email.id, email]));
  return [opening(contact), ...records.map((record) => entryOf(record, record.emailId ? deliveryOf(byId.get(record.emailId)) : null))];
}
