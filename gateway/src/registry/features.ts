/**
 * Every feature of the gateway, listed once. The mechanisms (database, graphql,
 * rest, content, settings) never import a feature: app.ts hands them these
 * lists. A new collection is one line in `collections`.
 */
import { analyticsRoutes } from '../analytics/analytics.routes';
import { AnalyticsResolver } from '../analytics/analytics.resolver';
import { PageView } from '../analytics/page-view.entity';
import { PageViewDay } from '../analytics/page-view-day.entity';
import { startViewRollup } from '../analytics/view-rollup';
import { Admin } from '../auth/admin.entity';
import { AuthResolver } from '../auth/auth.resolver';
import { authRoutes } from '../auth/auth.routes';
import { AccountResolver } from '../auth/account.resolver';
import { accountRoutes } from '../auth/account.routes';
import { AdminSession } from '../auth/admin-session.entity';
import { AdminsResolver } from '../auth/admins.resolver';
import { adminsRoutes } from '../auth/admins.routes';
import { SessionResolver } from '../auth/session.resolver';
import { sessionRoutes } from '../auth/session.routes';
import { startSessionPruning } from '../auth/sessions';
import { blogCollection } from '../blog/blog.collection';
import { blogFeeds } from '../blog/blog.feed';
import { Contact } from '../contact/contact.entity';
import { ContactResolver } from '../contact/contact.resolver';
import { contactExport } from '../contact/contact.export';
import { contactRoutes } from '../contact/contact.routes';
import type { DataSource } from 'typeorm';
import type { AnyCollection } from '../content/collection';
import { createCollectionResolver } from '../content/collection-resolver';
import { collectionRoutes } from '../content/collection-routes';
import type { CsvExport } from '../csv/csv-export';
import { createResponsiveImagesResolver } from '../content/responsive-images';
import { InitialSchema1732300000000 } from '../database/migrations/1732300000000-initial-schema';
import { SharedLimits1732400000000 } from '../database/migrations/1732400000000-shared-limits';
import { ListIndexes1732500000000 } from '../database/migrations/1732500000000-list-indexes';
import { ViewRollup1732600000000 } from '../database/migrations/1732600000000-view-rollup';
import { ContentVersion1732700000000 } from '../database/migrations/1732700000000-content-version';
import { AdminAccounts1732900000000 } from '../database/migrations/1732900000000-admin-accounts';
import { Slugs1733000000000 } from '../database/migrations/1733000000000-slugs';
import { Publication1733100000000 } from '../database/migrations/1733100000000-publication';
import { SeoFields1733200000000 } from '../database/migrations/1733200000000-seo-fields';
import { SitemapIndexes1733300000000 } from '../database/migrations/1733300000000-sitemap-indexes';
import { ImageAltText1733800000000 } from '../database/migrations/1733800000000-image-alt-text';
import { footerSettings } from '../footer/footer.settings';
import { portfolioCollection } from '../portfolio/portfolio.collection';
import { FormerSlug } from '../publishing/former-slug.entity';
import { startScheduleWatch } from '../publishing/schedule-watch';
import type { RestRoute } from '../rest/rest-route';
import type { AnySettings } from '../settings/settings';
import { createSettingsResolver } from '../settings/settings';
import { settingsRoutes } from '../settings/settings-routes';
import { statisticsSettings } from '../statistics/statistics.settings';
import { Subscription } from '../subscription/subscription.entity';
import { SubscriptionResolver } from '../subscription/subscription.resolver';
import { subscriptionExport } from '../subscription/subscription.export';
import { subscriptionRoutes } from '../subscription/subscription.routes';
import { testimonialCollection } from '../testimonial/testimonial.collection';

/** Editable public content: each becomes its queries, mutations and REST calls. */
export const collections: readonly AnyCollection[] = [portfolioCollection, testimonialCollection, blogCollection];

/** Site-wide settings stored as one row each. */
export const settings: readonly AnySettings[] = [statisticsSettings, footerSettings];

export const entities = [
  Admin, AdminSession, Subscription, Contact, PageView, PageViewDay, FormerSlug,
  ...collections.map((collection) => collection.entity),
  ...settings.map((setting) => setting.entity),
];

/**
 * What a backup holds: everything but the sessions, so that restoring an older
 * backup can never bring back a session that was ended since.
 */
export const backedUpEntities = entities.filter((entity) => entity !== AdminSession);

export const resolvers = [
  AuthResolver, SessionResolver, AccountResolver, AdminsResolver, SubscriptionResolver, ContactResolver, AnalyticsResolver,
  ...collections.map(createCollectionResolver),
  ...collections.map(createResponsiveImagesResolver),
  ...settings.map(createSettingsResolver),
] as [Function, ...Function[]];

/** Every /api/* call; each names the GraphQL field it runs (see docs/api.md). */
export const restRoutes: RestRoute[] = [
  ...authRoutes,
  ...sessionRoutes,
  ...accountRoutes,
  ...adminsRoutes,
  ...collections.flatMap(collectionRoutes),
  ...settings.flatMap(settingsRoutes),
  ...subscriptionRoutes,
  ...contactRoutes,
  ...analyticsRoutes,
];

/** Public routes beside the pages (feeds): each is an Express router made from the services. */
export const siteRoutes = [blogFeeds];

/** Admin CSV downloads, streamed in batches (plain Express routes beside the REST bridge). */
export const csvExports: readonly CsvExport<any>[] = [subscriptionExport, contactExport];

/** In the order they run. */
export const migrations = [
  InitialSchema1732300000000, SharedLimits1732400000000, ListIndexes1732500000000, ViewRollup1732600000000,
  ContentVersion1732700000000, AdminAccounts1732900000000, Slugs1733000000000, Publication1733100000000,
  SeoFields1733200000000, SitemapIndexes1733300000000,
  ImageAltText1733800000000,
];

/** Work every process repeats on a timer; each returns how to stop it (Gateway.close()). */
export const periodicTasks = [
  startViewRollup,
  startSessionPruning,
  (dataSource: DataSource, warn: (message: string) => void) => startScheduleWatch(dataSource, collections, warn),
];
