import { IsIn, IsOptional } from 'class-validator';
import { Args, ArgsType, Authorized, Ctx, Field, ID, Int, Mutation, ObjectType, Query, Resolver } from 'type-graphql';
import { MoreThan } from 'typeorm';
import { TRACKED_VIEW_TYPES, VISIT_LIMITS } from '@consultancy/domain';
import { findOr404 } from '../../infra/database/find';
import { badInput } from '../../api/errors/api-error';
import type { RequestContext } from '../../api/http/context';
import { MaxChars, Required } from '../../content/validation/rules';
import { PageView } from './page-view.entity';
import { itemAtPath, pathOnly, recordView } from './record-view';
import { totalViews } from './view-rollup';

const LIVE_WINDOW_MS = 5 * 60_000;

@ArgsType()
class TrackArgs {
  @Field() @Required() @MaxChars(200) page: string;
  @Field() @IsIn([...TRACKED_VIEW_TYPES], { message: `type must be one of: ${TRACKED_VIEW_TYPES.join(', ')}` }) type: string;
  @Field(() => ID, { nullable: true, description: 'Required for portfolio and blog views.' }) id?: string;
}

@ArgsType()
class PageViewArgs {
  @Field({ description: 'The path viewed; a query string is dropped.' }) @Required() @MaxChars(VISIT_LIMITS.path) path: string;
  @Field({ defaultValue: false, description: "True for the view that began the tab's visit: its referrer and UTM tags say where the visit came from." })
  landed: boolean;
  @Field({ nullable: true, description: "Of a landing view: the referring page's origin and path." })
  @IsOptional() @MaxChars(VISIT_LIMITS.referrer) referrer?: string;
  @Field({ nullable: true }) @IsOptional() @MaxChars(VISIT_LIMITS.tag) utmSource?: string;
  @Field({ nullable: true }) @IsOptional() @MaxChars(VISIT_LIMITS.tag) utmMedium?: string;
  @Field({ nullable: true }) @IsOptional() @MaxChars(VISIT_LIMITS.tag) utmCampaign?: string;
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
  @Mutation(() => Boolean, { description: "Records a view; a portfolio's or blog's view also counts on the item. True once recorded (a bot's view is left out)." })
  async trackView(@Args() { page, type, id }: TrackArgs, @Ctx() ctx: RequestContext): Promise<boolean> {
    await ctx.services.limits.admit('trackPerAddress', ctx.clientAddress);
    // A view of one item (a project, a post) also counts on that item.
    const counted = ctx.services.collections.find((collection) => collection.key === type);
    if (counted && !id) throw badInput(`id is required for a ${type} view`);
    await recordView(ctx, { page: page.trim(), type, item: counted ? { collection: counted, id: id! } : undefined }, async (manager) => {
      if (counted) await findOr404(manager.getRepository(counted.entity), id!, counted.label);
    });
    return true;
  }

  @Mutation(() => Boolean, {
    description: "The beacon of a public page view (every page, sent once it is visible). A project's or post's page also counts on the item. A bot's view is left out.",
  })
  async recordPageView(@Args() args: PageViewArgs, @Ctx() ctx: RequestContext): Promise<boolean> {
    await ctx.services.limits.admit('trackPerAddress', ctx.clientAddress);
    const path = pathOnly(args.path);
    if (!path.startsWith('/')) throw badInput('path must start with /');
    const item = await itemAtPath(ctx, path);
    await recordView(ctx, { page: path, type: item?.collection.key ?? 'page', item, landing: args.landed ? args : undefined });
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
