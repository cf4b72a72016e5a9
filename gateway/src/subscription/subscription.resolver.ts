import { Args, ArgsType, Authorized, Ctx, Field, ID, Arg, Mutation, Query, Resolver } from 'type-graphql';
import { withAudit } from '../audit/audit-record';
import { deleteOr404 } from '../database/find';
import type { RequestContext } from '../graphql/context';
import { MutationResult, succeeded } from '../graphql/payload';
import type { Page, PageRequest } from '../paging/listing';
import { listPage } from '../paging/paged-query';
import { EmailAddress, Slug } from '../validation/rules';
import { Subscription } from './subscription.entity';
import { SubscriptionListArgs, SubscriptionPage, subscriptionListing } from './subscription.listing';

@ArgsType()
class SubscribeArgs {
  @Field() @EmailAddress() email: string;
  @Field({ defaultValue: '' }) @Slug() source: string;
}

const isDuplicateKey = (error: unknown) =>
  /unique|duplicate/i.test(String((error as { code?: string; message?: string })?.code ?? '') + (error as Error)?.message);

@Resolver()
export class SubscriptionResolver {
  @Mutation(() => MutationResult, { description: 'Subscribes an address to product updates; subscribing twice keeps one subscription.' })
  async subscribe(@Args() { email, source }: SubscribeArgs, @Ctx() ctx: RequestContext): Promise<MutationResult> {
    await ctx.services.limits.admit('subscribePerAddress', ctx.clientAddress);
    const repo = ctx.services.dataSource.getRepository(Subscription);
    const address = email.trim().toLowerCase();
    const existing = await repo.findOneBy({ email: address });
    if (existing?.status === 'active') return succeeded('You are already subscribed. Thank you!');
    if (existing) {
      await repo.save(Object.assign(existing, { status: 'active', subscribedAt: new Date() }));
      return succeeded('Welcome back! Your subscription is active again.');
    }
    try {
      await repo.save(repo.create({ email: address, source, status: 'active', subscribedAt: new Date() }));
    } catch (error) {
      // Two requests for one new address at once: the unique index keeps one row.
      if (isDuplicateKey(error)) return succeeded('You are already subscribed. Thank you!');
      throw error;
    }
    return succeeded('Subscribed successfully! Thank you for subscribing.');
  }

  @Authorized('owner')
  @Query(() => SubscriptionPage, { description: 'Newest first, a page at a time.' })
  subscriptions(@Args(() => SubscriptionListArgs) request: PageRequest, @Ctx() ctx: RequestContext): Promise<Page<Subscription>> {
    return listPage(ctx.services.dataSource.getRepository(Subscription), subscriptionListing, request);
  }

  @Authorized('owner')
  @Mutation(() => MutationResult)
  async deleteSubscription(@Arg('id', () => ID) id: string, @Ctx() ctx: RequestContext): Promise<MutationResult> {
    await withAudit(ctx.services.dataSource, ctx, 'subscription.deleted',
      (manager) => deleteOr404(manager.getRepository(Subscription), id, 'Subscription'),
      (removed) => ({ target: { kind: 'subscription', id, label: removed.email } }));
    return succeeded('Subscription deleted successfully');
  }
}
