import { lexicographicSortSchema, printSchema, type GraphQLSchema } from 'graphql';
import { buildSchema } from 'type-graphql';
import { AnalyticsResolver } from '../analytics/analytics.resolver';
import { authChecker } from '../auth/auth-checker';
import { AuthResolver } from '../auth/auth.resolver';
import { BlogResolver } from '../blog/blog.resolver';
import { ContactResolver } from '../contact/contact.resolver';
import { FooterResolver } from '../footer/footer.resolver';
import { PortfolioResolver } from '../portfolio/portfolio.resolver';
import { StatisticsResolver } from '../statistics/statistics.resolver';
import { SubscriptionResolver } from '../subscription/subscription.resolver';
import { TestimonialResolver } from '../testimonial/testimonial.resolver';

const resolvers = [
  AuthResolver, PortfolioResolver, TestimonialResolver, BlogResolver, StatisticsResolver,
  FooterResolver, SubscriptionResolver, ContactResolver, AnalyticsResolver,
] as const;

let built: Promise<GraphQLSchema> | undefined;

/** The schema is the same for every app in the process, so it is built once. */
export function gatewaySchema(): Promise<GraphQLSchema> {
  built ??= buildSchema({
    resolvers,
    authChecker,
    validate: { forbidUnknownValues: false, validationError: { target: false, value: false } },
  });
  return built;
}

/** The checked-in schema/schema.graphql: sorted, so that diffs show real changes only. */
export async function printedSchema(): Promise<string> {
  return `${printSchema(lexicographicSortSchema(await gatewaySchema()))}\n`;
}
