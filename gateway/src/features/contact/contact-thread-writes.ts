import { IsNull, In, type EntityManager } from 'typeorm';
import { recordAudit } from '../../content/audit/audit-record';
import { findOr404 } from '../../infra/database/find';
import type { RequestContext } from '../../api/http/context';
import { Contact } from './contact.entity';
import { queueReply } from './contact-reply';
import { entryOf, type ContactThreadEntry } from './contact-thread';
import { ContactThreadEntryRecord } from './contact-thread-entry.entity';
import { OPEN_STATUSES } from './inbox-figures';

/** A message in the audit trail: who wrote it. */
export const contactTarget = (contact: Contact, id = contact.id) => ({ kind: 'contact', id, label: `${contact.firstName} ${contact.lastName} <${contact.email}>` });

function storeEntry(manager: EntityManager, ctx: RequestContext, fields: Pick<ContactThreadEntryRecord, 'contactId' | 'kind' | 'text' | 'emailId'>) {
  const repo = manager.getRepository(ContactThreadEntryRecord);
  return repo.save(repo.create({ ...fields, authorId: ctx.admin?.id ?? null, authorEmail: ctx.admin?.email ?? '' }));
}

/** A note for the team: stored and audited together, never emailed. */
export function addNote(ctx: RequestContext, contactId: string, text: string): Promise<ContactThreadEntry> {
  return ctx.services.dataSource.transaction(async (manager) => {
    const contact = await findOr404(manager.getRepository(Contact), contactId, 'Contact');
    const note = await storeEntry(manager, ctx, { contactId, kind: 'note', text, emailId: null });
    await recordAudit(manager, ctx, 'contact.noted', contactTarget(contact));
    return entryOf(note);
  });
}

/**
 * A reply: stored with its outbox email in one transaction, so it is sent once, after the
 * commit (the outbox worker's guarantee). An open message becomes replied, and the first
 * reply's time is kept for the dashboard; each is one conditional UPDATE, so two replies
 * sent at once agree.
 */
export function sendReply(ctx: RequestContext, contactId: string, text: string): Promise<ContactThreadEntry> {
  return ctx.services.dataSource.transaction(async (manager) => {
    const contacts = manager.getRepository(Contact);
    const contact = await findOr404(contacts, contactId, 'Contact');
    const emailId = await queueReply(manager, contact, text, ctx.services.config);
    const reply = await storeEntry(manager, ctx, { contactId, kind: 'reply', text, emailId });
    await contacts.update({ id: contactId, status: In([...OPEN_STATUSES]) }, { status: 'replied', updatedAt: new Date() });
    await contacts.update({ id: contactId, firstReplyAt: IsNull() }, { firstReplyAt: reply.createdAt });
    await recordAudit(manager, ctx, 'contact.replied', contactTarget(contact));
    return entryOf(reply, 'queued');
  });
}

/** Deletes a message's notes and replies with it (contact.resolver.ts, in its transaction). */
export const deleteThread = (manager: EntityManager, contactId: string) => manager.getRepository(ContactThreadEntryRecord).delete({ contactId });
