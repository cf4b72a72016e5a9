import { Arg, Authorized, Ctx, Field, FieldResolver, ID, InputType, Mutation, ObjectType, Query, Resolver, Root } from 'type-graphql';
import { recordAudit } from '../../content/audit/audit-record';
import { LONG_TEXT_MAX, MaxChars, Required } from '../../content/validation/rules';
import { findOr404 } from '../../infra/database/find';
import type { RequestContext } from '../../api/http/context';
import { Contact } from './contact.entity';
import { asAssignee, assignableMember, ContactAssignee, staffOf, type InboxStaff } from './contact-assignee';
import { ensureRepliesCanBeSent } from './contact-reply';
import { ContactThreadEntry, threadOf } from './contact-thread';
import { addNote, contactTarget, sendReply } from './contact-thread-writes';
import { InboxFigures, inboxFigures } from './inbox-figures';

@InputType({ description: 'A note or a reply written in the panel.' })
export class ContactTextInput {
  @Field() @Required() @MaxChars(LONG_TEXT_MAX) text: string;
}

@ObjectType({ description: "A contact message's page in the inbox: the message and its thread." })
export class ContactThread {
  @Field(() => Contact) contact: Contact;
  @Field(() => [ContactThreadEntry], { description: 'The message, then notes and replies, oldest first.' }) entries: ContactThreadEntry[];
}

/** Notes, replies, assignees and the inbox's figures; read and written by whoever may read contacts (owners). */
export function createContactInboxResolver(staff: InboxStaff) {
  @Resolver(() => Contact)
  class ContactInboxResolver {
    @FieldResolver(() => ContactAssignee, { nullable: true, description: 'The administrator working this message, or null.' })
    async assignee(@Root() contact: Contact, @Ctx() ctx: RequestContext): Promise<ContactAssignee | null> {
      if (!contact.assigneeId) return null;
      const member = (await staffOf(staff, ctx)).find((candidate) => candidate.id === contact.assigneeId);
      return member ? asAssignee(member) : null;
    }

    @Authorized('owner')
    @Query(() => ContactThread, { description: 'A message with its notes and replies.' })
    async contactThread(@Arg('id', () => ID) id: string, @Ctx() ctx: RequestContext): Promise<ContactThread> {
      const { manager } = ctx.services.dataSource;
      const contact = await findOr404(manager.getRepository(Contact), id, 'Contact');
      return { contact, entries: await threadOf(manager, contact) };
    }

    @Authorized('owner')
    @Query(() => [ContactAssignee], { description: 'Who a message may be assigned to: the active owners, oldest first.' })
    async contactAssignees(@Ctx() ctx: RequestContext): Promise<ContactAssignee[]> {
      return (await staffOf(staff, ctx)).filter((member) => member.assignable).map(asAssignee);
    }

    @Authorized('owner')
    @Mutation(() => ContactThreadEntry, { description: 'Adds a note for the team (never emailed); answers it.' })
    addContactNote(@Arg('id', () => ID) id: string, @Arg('input') input: ContactTextInput, @Ctx() ctx: RequestContext): Promise<ContactThreadEntry> {
      return addNote(ctx, id, input.text.trim());
    }

    @Authorized('owner')
    @Mutation(() => ContactThreadEntry, { description: "Emails a reply to the message's writer (through the outbox) and keeps it in the thread; answers it." })
    sendContactReply(@Arg('id', () => ID) id: string, @Arg('input') input: ContactTextInput, @Ctx() ctx: RequestContext): Promise<ContactThreadEntry> {
      ensureRepliesCanBeSent(ctx.services.config);
      return sendReply(ctx, id, input.text.trim());
    }

    @Authorized('owner')
    @Mutation(() => Contact, { description: 'Assigns a message to an administrator, or to nobody (adminId null); answers the message.' })
    async assignContact(
      @Arg('id', () => ID) id: string,
      @Arg('adminId', () => ID, { nullable: true }) adminId: string | null,
      @Ctx() ctx: RequestContext,
    ): Promise<Contact> {
      const member = adminId ? await assignableMember(staff, ctx, adminId) : null;
      return ctx.services.dataSource.transaction(async (manager) => {
        const contacts = manager.getRepository(Contact);
        const contact = await findOr404(contacts, id, 'Contact');
        const before = (await staffOf(staff, ctx)).find((candidate) => candidate.id === contact.assigneeId)?.email ?? contact.assigneeId;
        await contacts.update({ id }, { assigneeId: member?.id ?? null, updatedAt: new Date() });
        await recordAudit(manager, ctx, 'contact.assigned', contactTarget(contact), [{ field: 'assignee', before: before ?? null, after: member?.email ?? null }]);
        return Object.assign(contact, { assigneeId: member?.id ?? null });
      });
    }

    @Authorized('owner')
    @Query(() => InboxFigures, { description: 'Open leads and the median time to a first reply this month.' })
    inboxFigures(@Ctx() ctx: RequestContext): Promise<InboxFigures> {
      return inboxFigures(ctx.services.dataSource);
    }
  }
  return ContactInboxResolver;
}
