import { IsOptional, ValidateNested } from 'class-validator';
import { Arg, Args, Authorized, Ctx, Field, ID, InputType, Mutation, Query, Resolver } from 'type-graphql';
import { withAudit } from '../../content/audit/audit-record';
import { announce } from '../../infra/events/site-events';
import { VisitInput, visitToStore } from '../../content/attribution/visit';
import { siteHost } from '../../config';
import { deleteOr404, findOr404 } from '../../infra/database/find';
import type { RequestContext } from '../../api/http/context';
import type { Page, PageRequest } from '../../content/paging/listing';
import { listPage } from '../../content/paging/paged-query';
import { writesTo } from '../../infra/database/versions';
import { EmailAddress, LONG_TEXT_MAX, MaxChars, Required, SingleLine, Slug } from '../../content/validation/rules';
import { CONTACT_FORM_SOURCE, SPAM_STATUS, type ContactStatusName } from '@consultancy/domain';
import { FORM_GUARD_MAX_CHARS, isSpamPost } from '../../content/form-guard/form-guard';
import { queueContactAlert } from './contact-alerts';
import { Contact, ContactStatus } from './contact.entity';
import { contactTarget, deleteThread } from './contact-thread-writes';
import { ContactListArgs, ContactPage, contactListing } from './contact.listing';

@InputType({ description: 'A message from the public contact form.' })
export class ContactInput {
  @Field() @SingleLine() @Required() @MaxChars(100) firstName: string;
  @Field() @SingleLine() @Required() @MaxChars(100) lastName: string;
  @Field() @EmailAddress() email: string;
  @Field({ defaultValue: '' }) @SingleLine() @MaxChars(40) phone: string;
  @Field({ defaultValue: '' }) @SingleLine() @MaxChars(160) company: string;
  @Field() @Required() @MaxChars(LONG_TEXT_MAX) message: string;
  @Field({ defaultValue: CONTACT_FORM_SOURCE }) @Slug() source: string;
  @Field(() => String, { nullable: true, description: 'The form\'s hidden honeypot: people leave it empty (see docs/api.md, spam rules).' })
  @MaxChars(FORM_GUARD_MAX_CHARS) website?: string | null;
  @Field(() => String, { nullable: true, description: 'The token of the formToken query, sent by the public form.' })
  @MaxChars(FORM_GUARD_MAX_CHARS) formToken?: string | null;
  @Field(() => VisitInput, { nullable: true, description: 'The visit the message is sent from (lead attribution).' })
  @IsOptional() @ValidateNested() visit?: VisitInput | null;
}

const repository = (ctx: RequestContext) => ctx.services.dataSource.getRepository(Contact);

/** A message as its webhook event tells it: who wrote what (never their address). */
const contactEvent = ({ id, firstName, lastName, email, company, message, source, submittedAt, visit }: Contact) =>
  ({ id, name: `${firstName} ${lastName}`.trim(), email, company, message, source, submittedAt, visit });

@Resolver()
export class ContactResolver {
  @Mutation(() => Boolean, { description: 'Sends a message to the team; true once it is stored.' })
  async submitContact(@Arg('input') input: ContactInput, @Ctx() ctx: RequestContext): Promise<boolean> {
    await ctx.services.limits.admit('contactPerAddress', ctx.clientAddress);
    const { website, formToken, visit, ...fields } = input;
    const spam = isSpamPost({ website, formToken }, ctx.services.config.jwtSecret);
    const trimmed = Object.fromEntries(Object.entries(fields).map(([key, value]) => [key, String(value).trim()]));
    // The message and its alert are one write: no alert without its message, no message without its alert.
    await ctx.services.dataSource.transaction(async (manager) => {
      const repo = manager.getRepository(Contact);
      const contact = await repo.save(repo.create({
        ...trimmed, source: trimmed.source || CONTACT_FORM_SOURCE, status: spam ? SPAM_STATUS : 'new', submittedAt: new Date(),
        visitRecord: visitToStore(visit, siteHost(ctx.services.config)),
      }));
      if (!spam) await queueContactAlert(manager, contact, ctx.services.config);
      if (!spam) await announce(manager, 'contact.created', contactEvent(contact));
    });
    // Spam is answered exactly like a message: a bot learns nothing.
    return true;
  }

  @Authorized('owner')
  @Query(() => ContactPage, { description: 'Newest first, a page at a time.' })
  contacts(@Args(() => ContactListArgs) request: PageRequest, @Ctx() ctx: RequestContext): Promise<Page<Contact>> {
    const repo = repository(ctx);
    return listPage(repo, contactListing, request, { version: writesTo(repo) });
  }

  @Authorized('owner')
  @Mutation(() => Contact, { description: 'Sets the status of a message; answers the message.' })
  async updateContactStatus(
    @Arg('id', () => ID) id: string,
    @Arg('status', () => ContactStatus) status: ContactStatusName,
    @Ctx() ctx: RequestContext,
  ): Promise<Contact> {
    const contact = await findOr404(repository(ctx), id, 'Contact');
    const before = contact.status;
    return withAudit(ctx.services.dataSource, ctx, 'contact.updated',
      (manager) => manager.getRepository(Contact).save(Object.assign(contact, { status })),
      () => ({ target: contactTarget(contact, id), changes: before === status ? [] : [{ field: 'status', before, after: status }] }));
  }

  @Authorized('owner')
  @Mutation(() => ID, { description: 'Deletes a message; answers its id.' })
  async deleteContact(@Arg('id', () => ID) id: string, @Ctx() ctx: RequestContext): Promise<string> {
    await withAudit(ctx.services.dataSource, ctx, 'contact.deleted',
      async (manager) => {
        const removed = await deleteOr404(manager.getRepository(Contact), id, 'Contact');
        await deleteThread(manager, id);
        return removed;
      },
      (removed) => ({ target: contactTarget(removed, id) }));
    return id;
  }
}
