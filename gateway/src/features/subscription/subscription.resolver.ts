import { IsOptional, ValidateNested } from 'class-validator';
import { Args, ArgsType, Authorized, Ctx, Field, ID, Arg, Mutation, Query, Resolver } from 'type-graphql';
import { withAudit } from '../../content/audit/audit-record';
import { announce } from '../../infra/events/site-events';
import { type Visit, VisitInput, visitToStore } from '../../content/attribution/visit';
import { siteHost } from '../../config';
import { isDuplicateKey } from '../../infra/database/duplicate-key';
import { deleteOr404, findOr404 } from '../../infra/database/find';
import type { RequestContext } from '../../api/http/context';
import { closedList } from '../../api/schema/closed-list';
import type { Page, PageRequest } from '../../content/paging/listing';
import { listPage } from '../../content/paging/paged-query';
import { writesTo } from '../../infra/database/versions';
import { EmailAddress, MaxChars, Slug } from '../../content/validation/rules';
import { SPAM_STATUS, SUBSCRIBE_OUTCOMES, type SubscribeOutcomeName, type SubscriptionStatusName } from '@consultancy/domain';
import type { Repository } from 'typeorm';
import { FORM_GUARD_MAX_CHARS, isSpamPost } from '../../content/form-guard/form-guard';
import { askToConfirm, followLink } from './subscription-consent';
import { Subscription, SubscriptionStatus } from './subscription.entity';
import { SubscriptionListArgs, SubscriptionPage, subscriptionListing } from './subscription.listing';

@ArgsType()
class SubscribeArgs {
  @Field() @EmailAddress() email: string;
  @Field({ defaultValue: '' }) @Slug() source: string;
  @Field(() => String, { nullable: true, description: 'The form\'s hidden honeypot: people leave it empty (see docs/api.md, spam rules).' })
  @MaxChars(FORM_GUARD_MAX_CHARS) website?: string | null;
  @Field(() => String, { nullable: true, description: 'The token of the formToken query, sent by the public forms.' })
  @MaxChars(FORM_GUARD_MAX_CHARS) formToken?: string | null;
  @Field(() => VisitInput, { nullable: true, description: 'The visit the address is typed in (lead attribution).' })
  @IsOptional() @ValidateNested() visit?: VisitInput | null;
}

/** Where a subscribe call came from: the form's place on the page and the visit (the latest call's, when an address comes back). */
interface Arrival {
  source: string;
  visitRecord: Visit;
}

const SubscribeOutcome = closedList('SubscribeOutcome', SUBSCRIBE_OUTCOMES,
  'How a subscribe call ended: always SUBSCRIBED, whatever the address\'s state (new, waiting, confirmed, unsubscribed), so the answer tells nobody whether an address is on the list; the email to the address tells the rest.', {
    ALREADY_SUBSCRIBED: 'No longer answered: every subscribe call answers SUBSCRIBED.',
    RESUBSCRIBED: 'No longer answered: every subscribe call answers SUBSCRIBED.',
  });

@Resolver()
export class SubscriptionResolver {
  @Mutation(() => SubscribeOutcome, {
    description: 'Subscribes an address to product updates; subscribing twice keeps one subscription, and every call answers the same. The address gets an email (again at most once an hour): a confirmation to open, or, once confirmed, word that it is subscribed already. Only confirmed subscriptions get newsletters.',
  })
  async subscribe(@Args() { email, source, website, formToken, visit }: SubscribeArgs, @Ctx() ctx: RequestContext): Promise<SubscribeOutcomeName> {
    await ctx.services.limits.admit('subscribePerAddress', ctx.clientAddress);
    const address = email.trim().toLowerCase();
    const spam = isSpamPost({ website, formToken }, ctx.services.config.jwtSecret);
    const arrival = { source, visitRecord: visitToStore(visit, siteHost(ctx.services.config)) };
    await this.record(ctx.services.dataSource.getRepository(Subscription), address, arrival, spam);
    // A bot's address is answered like any other, and never mailed. Should the process stop
    // before the email is queued, subscribing again sends it (nothing was sent yet).
    if (!spam) await ctx.services.dataSource.transaction((manager) => askToConfirm(manager, address, ctx.services.config));
    return 'SUBSCRIBED';
  }

  /** Writes what a subscribe call asks for, in its transaction. */
  private async record(repo: Repository<Subscription>, address: string, arrival: Arrival, spam: boolean): Promise<void> {
    const existing = await repo.findOneBy({ email: address });
    // Spam never changes a subscription a person made.
    if (spam) {
      if (!existing) await this.add(repo, { email: address, ...arrival, status: SPAM_STATUS });
      return;
    }
    if (existing?.status === 'active') return;
    // Whoever types an address again must show it is theirs: an unsubscribed address comes back unconfirmed.
    const unconfirmed = { status: 'active' as const, subscribedAt: new Date(), confirmedAt: null, confirmationSentAt: null };
    if (existing?.status === SPAM_STATUS) {
      // A bot used this address first: the person's own subscription replaces it.
      await repo.save(Object.assign(existing, unconfirmed, arrival));
    } else if (existing) {
      await repo.save(Object.assign(existing, unconfirmed, { visitRecord: arrival.visitRecord }));
    } else {
      await this.add(repo, { email: address, ...arrival, status: 'active' });
    }
  }

  /** Stores a new subscription, unless another request stored the address first. */
  private async add(repo: Repository<Subscription>, fields: Pick<Subscription, 'email' | 'status'> & Arrival): Promise<void> {
    try {
      // A new row and its event are one write: the webhooks hear of it if and only if it is stored.
      await repo.manager.transaction(async (manager) => {
        const stored = await manager.getRepository(Subscription).save(repo.create({ ...fields, subscribedAt: new Date(), confirmedAt: null, confirmationSentAt: null }));
        if (fields.status !== SPAM_STATUS) await announce(manager, 'subscription.created', { id: stored.id, email: stored.email, source: stored.source, visit: stored.visit });
      });
    } catch (error) {
      // Two requests for one new address at once: the unique index keeps one row.
      if (!isDuplicateKey(error)) throw error;
    }
  }

  @Mutation(() => SubscriptionStatus, { description: 'Confirms the subscription an emailed confirmation link names (its token); answers its status.' })
  confirmSubscription(@Arg('token', () => String) token: string, @Ctx() ctx: RequestContext): Promise<SubscriptionStatusName> {
    return followLink(ctx.services.dataSource, ctx.services.config, 'confirm', token);
  }

  @Mutation(() => SubscriptionStatus, { description: 'Unsubscribes by the token of an emailed unsubscribe link (RFC 8058 one-click); no sign-in.' })
  unsubscribe(@Arg('token', () => String) token: string, @Ctx() ctx: RequestContext): Promise<SubscriptionStatusName> {
    return followLink(ctx.services.dataSource, ctx.services.config, 'unsubscribe', token);
  }

  @Mutation(() => SubscriptionStatus, { description: 'Subscribes again by the token of an unsubscribe link ("Manage your subscription").' })
  resubscribe(@Arg('token', () => String) token: string, @Ctx() ctx: RequestContext): Promise<SubscriptionStatusName> {
    return followLink(ctx.services.dataSource, ctx.services.config, 'resubscribe', token);
  }

  @Authorized('owner')
  @Query(() => SubscriptionPage, { description: 'Newest first, a page at a time.' })
  subscriptions(@Args(() => SubscriptionListArgs) request: PageRequest, @Ctx() ctx: RequestContext): Promise<Page<Subscription>> {
    const repo = ctx.services.dataSource.getRepository(Subscription);
    return listPage(repo, subscriptionListing, request, { version: writesTo(repo) });
  }

  @Authorized('owner')
  @Mutation(() => Subscription, { description: 'Sets a subscription\'s status (an owner acting on a subscriber\'s request).' })
  async setSubscriptionStatus(
    @Arg('id', () => ID) id: string,
    @Arg('status', () => SubscriptionStatus) status: SubscriptionStatusName,
    @Ctx() ctx: RequestContext,
  ): Promise<Subscription> {
    const subscription = await findOr404(ctx.services.dataSource.getRepository(Subscription), id, 'Subscription');
    const before = subscription.status;
    return withAudit(ctx.services.dataSource, ctx, 'subscription.updated',
      (manager) => manager.getRepository(Subscription).save(Object.assign(subscription, { status })),
      () => ({ target: { kind: 'subscription', id, label: subscription.email }, changes: before === status ? [] : [{ field: 'status', before, after: status }] }));
  }

  @Authorized('owner')
  @Mutation(() => ID, { description: 'Deletes a subscription; answers its id.' })
  async deleteSubscription(@Arg('id', () => ID) id: string, @Ctx() ctx: RequestContext): Promise<string> {
    await withAudit(ctx.services.dataSource, ctx, 'subscription.deleted',
      (manager) => deleteOr404(manager.getRepository(Subscription), id, 'Subscription'),
      (removed) => ({ target: { kind: 'subscription', id, label: removed.email } }));
    return id;
  }
}
