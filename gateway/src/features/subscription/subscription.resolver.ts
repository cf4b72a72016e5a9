import { Args, ArgsType, Authorized, Ctx, Field, ID, Arg, Mutation, Query, Resolver } from 'type-graphql';
import { withAudit } from '../../content/audit/audit-record';
import { isDuplicateKey } from '../../infra/database/duplicate-key';
import { deleteOr404 } from '../../infra/database/find';
import type { RequestContext } from '../../server/graphql/context';
import { closedList } from '../../server/graphql/closed-list';
import type { Page, PageRequest } from '../../content/paging/listing';
import { listPage } from '../../content/paging/paged-query';
import { writesTo } from '../../infra/database/versions';
import { EmailAddress, MaxChars, Slug } from '../../content/validation/rules';
import { SPAM_STATUS, SUBSCRIBE_OUTCOMES, type SubscribeOutcomeName } from '@consultancy/domain';
import type { Repository } from 'typeorm';
import { FORM_GUARD_MAX_CHARS, isSpamPost } from '../../server/form-guard/form-guard';
import { Subscription } from './subscription.entity';
import { SubscriptionListArgs, SubscriptionPage, subscriptionListing } from './subscription.listing';

@ArgsType()
class SubscribeArgs {
  @Field() @EmailAddress() email: string;
  @Field({ defaultValue: '' }) @Slug() source: string;
  @Field(() => String, { nullable: true, description: 'The form\'s hidden honeypot: people leave it empty (see docs/api.md, spam rules).' })
  @MaxChars(FORM_GUARD_MAX_CHARS) website?: string | null;
  @Field(() => String, { nullable: true, description: 'The token of the formToken query, sent by the public forms.' })
  @MaxChars(FORM_GUARD_MAX_CHARS) formToken?: string | null;
}

const SubscribeOutcome = closedList('SubscribeOutcome', SUBSCRIBE_OUTCOMES,
  'How a subscribe call ended: a new subscription, one that was active already, or one made active again.');

@Resolver()
export class SubscriptionResolver {
  @Mutation(() => SubscribeOutcome, { description: 'Subscribes an address to product updates; subscribing twice keeps one subscription.' })
  async subscribe(@Args() { email, source, website, formToken }: SubscribeArgs, @Ctx() ctx: RequestContext): Promise<SubscribeOutcomeName> {
    await ctx.services.limits.admit('subscribePerAddress', ctx.clientAddress);
    const repo = ctx.services.dataSource.getRepository(Subscription);
    const address = email.trim().toLowerCase();
    const spam = isSpamPost({ website, formToken }, ctx.services.config.jwtSecret);
    const existing = await repo.findOneBy({ email: address });
    // Spam is answered exactly like a new subscription, and never changes one a person made.
    if (spam) {
      if (!existing) await this.add(repo, { email: address, source, status: SPAM_STATUS });
      return 'SUBSCRIBED';
    }
    if (existing?.status === 'active') return 'ALREADY_SUBSCRIBED';
    if (existing?.status === SPAM_STATUS) {
      // A bot used this address first: the person's own subscription replaces it.
      await repo.save(Object.assign(existing, { status: 'active', source, subscribedAt: new Date() }));
      return 'SUBSCRIBED';
    }
    if (existing) {
      await repo.save(Object.assign(existing, { status: 'active', subscribedAt: new Date() }));
      return 'RESUBSCRIBED';
    }
    if (!(await this.add(repo, { email: address, source, status: 'active' }))) return 'ALREADY_SUBSCRIBED';
    return 'SUBSCRIBED';
  }

  /** Stores a new subscription; false when another request stored the address first. */
  private async add(repo: Repository<Subscription>, fields: Pick<Subscription, 'email' | 'source' | 'status'>): Promise<boolean> {
    try {
      await repo.save(repo.create({ ...fields, subscribedAt: new Date() }));
      return true;
    } catch (error) {
      // Two requests for one new address at once: the unique index keeps one row.
      if (isDuplicateKey(error)) return false;
      throw error;
    }
  }

  @Authorized('owner')
  @Query(() => SubscriptionPage, { description: 'Newest first, a page at a time.' })
  subscriptions(@Args(() => SubscriptionListArgs) request: PageRequest, @Ctx() ctx: RequestContext): Promise<Page<Subscription>> {
    const repo = ctx.services.dataSource.getRepository(Subscription);
    return listPage(repo, subscriptionListing, request, { version: writesTo(repo) });
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
