import { IsIn } from 'class-validator';
import { Args, ArgsType, Authorized, Ctx, Field, ID, Int, Mutation, ObjectType, Query, Resolver } from 'type-graphql';
import { MoreThan } from 'typeorm';
import { TRACKED_VIEW_TYPES } from '@consultancy/domain';
import { findOr404 } from '../../infra/database/find';
import { badInput } from '../../server/errors/api-error';
import type { RequestContext } from '../../server/graphql/context';
import { MaxChars, Required } from '../../content/validation/rules';
import { PageView } from './page-view.entity';
import { totalViews } from './view-rollup';
import { visitorId } from './visitor';

export const LIVE_WINDOW_MS = 5 * 60_000;

@ArgsType()
class TrackArgs {
  @Field() @Required() @MaxChars(200) page: string;
  @Field() @IsIn([...TRACKED_VIEW_TYPES], { message: `type must be one of: ${TRACKED_VIEW_TYPES.join(', ')}` }) type: string;
  @Field(() => ID, { nullable: true, description: 'Required for portfolio and blog views.' }) id?: string;
}

@ObjectType()
class ViewTotals {
  @Field(() => Int) total: number;
}

@ObjectType()
class AnalyticsStats {
  @Field(() => ViewTotals) views: ViewTotals;
  @Field(() => Int, { description: 'Distinct visitors seen in the last 5 minutes.' }) liveVisitors: number;
}

@Resolver()
export class AnalyticsResolver {
  @Mutation(() => Boolean, { description: "Records a view; a portfolio's or blog's view also counts on the item. True once recorded." })
  async trackView(@Args() { page, type, id }: TrackArgs, @Ctx() ctx: RequestContext): Promise<boolean> {
    await ctx.services.limits.admit('trackPerAddress', ctx.clientAddress);
    const { dataSource, config } = ctx.services;
    // A view of one item (a project, a post) also counts on that item.
    const counted = ctx.services.collections.find((collection) => collection.key === type);
    if (counted && !id) throw badInput(`id is required for a ${type} view`);
    const visitor = visitorId(config.jwtSecret, ctx.clientAddress, ctx.userAgent);

    await dataSource.transaction(async (manager) => {
      if (counted) {
        await findOr404(manager.getRepository(counted.entity), id!, counted.label);
        // Not a change of content: no listener is told, so the content version (and every cached page) stays.
        await manager.createQueryBuilder().update(counted.entity).set({ views: () => 'views + 1' }).where({ id }).callListeners(false).execute();
      }
      const view = manager.getRepository(PageView).create({
        page: page.trim(), type, itemId: counted ? id : null, visitor, viewedAt: new Date(),
      });
      await manager.getRepository(PageView).save(view);
    });
    return true;
  }

  @Authorized()
  @Query(() => AnalyticsStats)
  async analyticsStats(@Ctx() ctx: RequestContext): Promise<AnalyticsStats> {
    const views = ctx.services.dataSource.getRepository(PageView);
    const since = new Date(Date.now() - LIVE_WINDOW_MS);
    const [total, live] = await Promise.all([
      totalViews(ctx.services.dataSource),
      views
        .createQueryBuilder('view')
        .select('COUNT(DISTINCT view.visitor)', 'visitors')
        .where({ viewedAt: MoreThan(since) })
        .getRawOne<{ visitors: string | number }>(),
    ]);
    return { views: { total }, liveVisitors: Number(live?.visitors ?? 0) };
  }
}
