import { IsIn } from 'class-validator';
import { Args, ArgsType, Authorized, Ctx, Field, Int, ObjectType, Query, Resolver } from 'type-graphql';
import type { RequestContext } from '../../api/http/context';
import type { LeadTable } from './leads';
import { analyticsSummary, SUMMARY_DAYS } from './summary';

@ArgsType()
class SummaryArgs {
  @Field(() => Int, { description: 'The last 7, 30 or 90 UTC days, today included.' })
  @IsIn([...SUMMARY_DAYS], { message: `days must be one of: ${SUMMARY_DAYS.join(', ')}` })
  days: number;
}

@ObjectType()
class DayCount {
  @Field({ description: 'YYYY-MM-DD (UTC).' }) date: string;
  @Field(() => Int) views: number;
  @Field(() => Int) visitors: number;
}

@ObjectType()
class PageCount {
  @Field() path: string;
  @Field(() => Int) views: number;
  @Field(() => Int) visitors: number;
}

@ObjectType()
class SourceCount {
  @Field({ description: "utm_source, else the referring site's domain, else 'direct'." }) source: string;
  @Field(() => Int, { description: 'Visitors whose visit landed from this source.' }) visitors: number;
}

@ObjectType()
class CampaignCount {
  @Field() source: string;
  @Field() medium: string;
  @Field() campaign: string;
  @Field(() => Int) visitors: number;
}

@ObjectType()
class DeviceCount {
  @Field({ description: 'desktop, mobile, tablet or other.' }) type: string;
  @Field(() => Int) visitors: number;
}

@ObjectType()
class SourceConversions {
  @Field() source: string;
  @Field(() => Int) contacts: number;
  @Field(() => Int) subscriptions: number;
}

@ObjectType()
class LandingPageCount {
  @Field() path: string;
  @Field(() => Int, { description: 'Visitors whose visit landed on this page.' }) visitors: number;
  @Field(() => Int) contacts: number;
  @Field(() => Int) subscriptions: number;
}

@ObjectType({ description: 'Visitors add up per day (their hash changes every day). Leads of no known visit are left out of conversions.' })
class AnalyticsSummary {
  @Field(() => Int) views: number;
  @Field(() => Int) visitors: number;
  @Field(() => [DayCount], { description: 'One per day, oldest first; days without views are zero.' }) series: DayCount[];
  @Field(() => [PageCount]) pages: PageCount[];
  @Field(() => [SourceCount]) sources: SourceCount[];
  @Field(() => [CampaignCount]) campaigns: CampaignCount[];
  @Field(() => [DeviceCount]) devices: DeviceCount[];
  @Field(() => [SourceConversions]) conversions: SourceConversions[];
  @Field(() => [LandingPageCount]) landingPages: LandingPageCount[];
}

/** The dashboard's analytics, with the lead tables of other features (registry.ts hands them in). */
export function createAnalyticsSummaryResolver(leads: readonly LeadTable[]): Function {
  @Resolver()
  class AnalyticsSummaryResolver {
    @Authorized()
    @Query(() => AnalyticsSummary, { description: 'Page views and visitors of the last days, where they came from, and the leads they became.' })
    analyticsSummary(@Args() { days }: SummaryArgs, @Ctx() ctx: RequestContext): Promise<AnalyticsSummary> {
      return analyticsSummary(ctx.services.dataSource, leads, days);
    }
  }
  return AnalyticsSummaryResolver;
}
