/**
 * Every feature of the gateway, listed once. The mechanisms (database, graphql,
 * rest, content, settings) never import a feature: app.ts hands them these
 * lists. A collection defined as data (content/definition/) is one line in
 * `definedCollections` plus its migration in `migrations`; `registryWith` adds
 * others (a test's throwaway collection) to every list below that names collections.
 */
import { analyticsRoutes } from './features/analytics/analytics.routes';
import { AnalyticsResolver } from './features/analytics/analytics.resolver';
import { PageView } from './features/analytics/page-view.entity';
import { PageViewDay } from './features/analytics/page-view-day.entity';
import { startViewRollup } from './features/analytics/view-rollup';
import { AuditEntry } from './content/audit/audit-entry.entity';
import { auditExport } from './content/audit/audit.export';
import { startAuditPruning } from './content/audit/audit-pruning';
import { AuditResolver } from './content/audit/audit.resolver';
import { auditRoutes } from './content/audit/audit.routes';
import { Admin } from './features/auth/admin.entity';
import { AuthResolver } from './features/auth/auth.resolver';
import { authRoutes } from './features/auth/auth.routes';
import { AccountResolver } from './features/auth/account.resolver';
import { accountRoutes } from './features/auth/account.routes';
import { AdminSession } from './features/auth/admin-session.entity';
import { AdminsResolver } from './features/auth/admins.resolver';
import { adminsRoutes } from './features/auth/admins.routes';
import { SessionResolver } from './features/auth/session.resolver';
import { sessionRoutes } from './features/auth/session.routes';
import { startSessionPruning } from './features/auth/sessions';
import { AuthPolicy } from './features/auth/auth-policy.entity';
import { RecoveryCode } from './features/auth/recovery-code.entity';
import { SignInChallenge } from './features/auth/sign-in-challenge.entity';
import { startChallengePruning } from './features/auth/sign-in-challenges';
import { TwoFactorResolver } from './features/auth/two-factor.resolver';
import { twoFactorRoutes } from './features/auth/two-factor.routes';
import { blogCollection } from './features/blog/blog.collection';
import { blogRoutes } from './features/blog/blog.routes';
import { blogFeeds } from './features/blog/blog.feed';
import { Contact } from './features/contact/contact.entity';
import { ContactResolver } from './features/contact/contact.resolver';
import { contactExport } from './features/contact/contact.export';
import { contactRoutes } from './features/contact/contact.routes';
import { AlertSettings } from './features/contact/alert-settings.entity';
import { ContactAlertsResolver } from './features/contact/contact-alerts.resolver';
import { createContactInboxResolver } from './features/contact/contact-inbox.resolver';
import { contactInboxRoutes } from './features/contact/contact-inbox.routes';
import { ContactThreadEntryRecord } from './features/contact/contact-thread-entry.entity';
import type { InboxStaff } from './features/contact/contact-assignee';
import { ContactInbox1734935000000 } from './infra/database/migrations/1734935000000-contact-inbox';
import { Between, type DataSource, type EntityManager } from 'typeorm';
import type { Config } from './config';
import type { StopTask } from './infra/periodic/repeat-every';
import type { AnyCollection } from './content/collections/collection';
import { createCollectionResolver } from './content/collections/collection-resolver';
import type { CsvExport } from './content/csv/csv-export';
import { createResponsiveImagesResolver } from './content/collections/responsive-images';
import { InitialSchema1732300000000 } from './infra/database/migrations/1732300000000-initial-schema';
import { SharedLimits1732400000000 } from './infra/database/migrations/1732400000000-shared-limits';
import { ListIndexes1732500000000 } from './infra/database/migrations/1732500000000-list-indexes';
import { ViewRollup1732600000000 } from './infra/database/migrations/1732600000000-view-rollup';
import { ContentVersion1732700000000 } from './infra/database/migrations/1732700000000-content-version';
import { AdminAccounts1732900000000 } from './infra/database/migrations/1732900000000-admin-accounts';
import { Slugs1733000000000 } from './infra/database/migrations/1733000000000-slugs';
import { Publication1733100000000 } from './infra/database/migrations/1733100000000-publication';
import { SeoFields1733200000000 } from './infra/database/migrations/1733200000000-seo-fields';
import { SitemapIndexes1733300000000 } from './infra/database/migrations/1733300000000-sitemap-indexes';
import { SiteSettings1733400000000 } from './infra/database/migrations/1733400000000-site-settings';
import { TwoFactor1733500000000 } from './infra/database/migrations/1733500000000-two-factor';
import { AuditLog1733600000000 } from './infra/database/migrations/1733600000000-audit-log';
import { SpamAndOutbox1733700000000 } from './infra/database/migrations/1733700000000-spam-and-outbox';
import { ImageAltText1733800000000 } from './infra/database/migrations/1733800000000-image-alt-text';
import { PublicListIndexes1733900000000 } from './infra/database/migrations/1733900000000-public-list-indexes';
import { TableVersions1734000000000 } from './infra/database/migrations/1734000000000-table-versions';
import { PendingRemovals1734100000000 } from './infra/database/migrations/1734100000000-pending-removals';
import { ContentCounter1734200000000 } from './infra/database/migrations/1734200000000-content-counter';
import { EditVersions1734300000000 } from './infra/database/migrations/1734300000000-edit-versions';
import { IdempotencyKeys1734400000000 } from './infra/database/migrations/1734400000000-idempotency-keys';
import { IdempotencyKeyCallers1734980000000 } from './infra/database/migrations/1734980000000-idempotency-key-callers';
import { Revisions1734450000000 } from './infra/database/migrations/1734450000000-revisions';
import { Revision } from './content/revisions/revision.entity';
import { collectionOwner, settingsOwner, type RevisionOwner } from './content/revisions/revision-owners';
import { createRevisionsResolver } from './content/revisions/revisions.resolver';
import { revisionRoutes } from './content/revisions/revision-routes';
import { footerSettings } from './features/footer/footer.settings';
import { footerRoutes } from './features/footer/footer.routes';
import { socialCards } from './server/social-cards/social-cards';
import { FormTokenResolver } from './content/form-guard/form-token.resolver';
import { formTokenRoutes } from './content/form-guard/form-token.routes';
import { OutboxEmail } from './infra/outbox/outbox-email.entity';
import { startOutboxWorker } from './infra/outbox/outbox-worker';
import { versionSubscriber } from './infra/database/versions';
import { committedKeyMarker } from './server/idempotency/committed-marker';
import { IdempotencyKey } from './server/idempotency/idempotency-key.entity';
import { startKeyPruning } from './server/idempotency/key-pruning';
import { portfolioCollection } from './features/portfolio/portfolio.collection';
import { portfolioRoutes } from './features/portfolio/portfolio.routes';
import { FormerSlug } from './content/publishing/former-slug.entity';
import { startScheduleWatch } from './content/publishing/schedule-watch';
import type { RestRoute } from './api/rest/rest-route';
import type { AnySettings } from './content/settings/settings-config';
import { readSettings } from './content/settings/settings';
import { createSettingsResolver } from './content/settings/settings-resolver';
import type { Services } from './services';
import type { FileStorage } from './infra/storage/file-storage';
import { siteSettings } from './features/site-settings/site-settings.settings';
import { siteSettingsRoutes } from './features/site-settings/site-settings.routes';
import { statisticsSettings } from './features/statistics/statistics.settings';
import { statisticsRoutes } from './features/statistics/statistics.routes';
import { PendingRemoval } from './infra/storage/pending-removal.entity';
import { startRemovalRetries } from './infra/storage/removal-retries';
import { StoredImagesResolver } from './features/images/stored-images.resolver';
import { storedImagesRoutes } from './features/images/stored-images.routes';
import { Subscription } from './features/subscription/subscription.entity';
import { SubscriptionResolver } from './features/subscription/subscription.resolver';
import { subscriptionExport } from './features/subscription/subscription.export';
import { subscriptionRoutes } from './features/subscription/subscription.routes';
import { startUnconfirmedPruning } from './features/subscription/subscription-consent';
import { subscriptionPages } from './features/subscription/subscription-pages';
import { testimonialCollection } from './features/testimonial/testimonial.collection';
import { testimonialRoutes } from './features/testimonial/testimonial.routes';
import { portfolioTrashRoutes } from './features/portfolio/portfolio.trash-routes';
import { testimonialTrashRoutes } from './features/testimonial/testimonial.trash-routes';
import { blogTrashRoutes } from './features/blog/blog.trash-routes';
import { createTrashResolver } from './content/trash/trash-resolver';
import { startTrashPurge } from './content/trash/trash-purge';
import type { ImageStore } from './infra/storage/image-store';
import { Trash1734500000000 } from './infra/database/migrations/1734500000000-trash';
import { Pages1734550000000 } from './infra/database/migrations/1734550000000-pages';
import { pageSettings } from './features/pages/pages.settings';
import { pagesRoutes } from './features/pages/pages.routes';
import { MediaLibrary1734600000000 } from './infra/database/migrations/1734600000000-media-library';
import { KeptInLibrary1734650000000 } from './infra/database/migrations/1734650000000-kept-in-library';
import { SignInChallenges1734720000000 } from './infra/database/migrations/1734720000000-sign-in-challenges';
import { ContactPage1734770000000 } from './infra/database/migrations/1734770000000-contact-page';
import { SubscriptionConfirmation1734800000000 } from './infra/database/migrations/1734800000000-subscription-confirmation';
import { SiteSearch1734840000000 } from './infra/database/migrations/1734840000000-site-search';
import { LiveListIndexes1734860000000 } from './infra/database/migrations/1734860000000-live-list-indexes';
import { createSearchResolver } from './content/search/search.resolver';
import { searchRoutes } from './content/search/search.routes';
import { searchSubscriber } from './content/search/search-subscriber';
import { fillSearchIndex, rebuildSearchIndex } from './content/search/search-index';
import { Media } from './features/media/media.entity';
import { MediaResolver } from './features/media/media.resolver';
import { mediaRoutes } from './features/media/media.routes';
import { connectMediaLibrary, recordStoredImages } from './features/media/media-start';
import { Redirects1734820000000 } from './infra/database/migrations/1734820000000-redirects';
import { NotFoundPath } from './features/redirects/not-found-path.entity';
import { Redirect } from './features/redirects/redirect.entity';
import { redirectRouter } from './features/redirects/redirect-router';
import { RedirectsResolver } from './features/redirects/redirects.resolver';
import { redirectsRoutes } from './features/redirects/redirects.routes';
import { PageAnalytics1734970000000 } from './infra/database/migrations/1734970000000-page-analytics';
import { OutboxStates1734984000000 } from './infra/database/migrations/1734984000000-outbox-states';
import { NotFoundSeen1734987000000 } from './infra/database/migrations/1734987000000-not-found-seen';
import { SealedWebhookSecrets1734990000000 } from './infra/database/migrations/1734990000000-sealed-webhook-secrets';
import { PageViewRollup } from './features/analytics/page-view-rollup.entity';
import { VisitorSalt } from './features/analytics/visitor-salt.entity';
import { createAnalyticsSummaryResolver } from './features/analytics/analytics-summary.resolver';
import type { LeadTable } from './features/analytics/leads';
import { NewsletterSends1734900000000 } from './infra/database/migrations/1734900000000-newsletter-sends';
import { LeadVisits1734950000000 } from './infra/database/migrations/1734950000000-lead-visits';
import { OutboxTemplate } from './infra/outbox/outbox-template.entity';
import { NewsletterSend } from './features/subscription/newsletter-send.entity';
import { createNewsletterResolver } from './features/subscription/newsletter.resolver';
import { newsletterRoutes } from './features/subscription/newsletter.routes';
import type { NewsletterSources } from './features/subscription/newsletter-sends';
import { NewsletterSettings } from './features/subscription/newsletter-settings.entity';
import { startAutoSends } from './features/subscription/newsletter-auto';
import { Blog } from './features/blog/blog.entity';
import { isVisible } from './content/publishing/visibility';
import { looksLikeId } from './infra/database/record';
import { Webhooks1734960000000 } from './infra/database/migrations/1734960000000-webhooks';
import type { SiteEventListener } from './infra/events/site-events';
import { WebhookDelivery } from './features/webhooks/webhook-delivery.entity';
import { WebhookEndpoint } from './features/webhooks/webhook-endpoint.entity';
import { queueWebhookDeliveries } from './features/webhooks/webhook-queue';
import { startWebhookWorker } from './features/webhooks/webhook-worker';
import { WebhooksResolver } from './features/webhooks/webhooks.resolver';
import { webhooksRoutes } from './features/webhooks/webhooks.routes';
import { defineCollectionFrom, type DefinedCollection } from './content/definition/defined-collection';
import { team } from '@consultancy/domain/collections';
import { Team1735000000000 } from './infra/database/migrations/1735000000000-team';

/** Editable public content written by hand (entity, input, routes): each becomes its queries, mutations and REST calls. */
const handWrittenCollections: readonly AnyCollection[] = [portfolioCollection, testimonialCollection, blogCollection];

/** Collections defined as data (@consultancy/domain/collections): everything standard is built from each. */
export const definedCollections: readonly DefinedCollection[] = [defineCollectionFrom(team)];

/** A collection a caller adds to the standard ones (a test's throwaway), with the migration creating its table. */
export interface AddedCollection {
  defined: DefinedCollection;
  migration: Function;
}

/** What a periodic task is handed: the process's own database, storage client and config. */
interface TaskContext {
  dataSource: DataSource;
  storage: FileStorage;
  /** The process's image store: removals keep what a setting still uses. */
  images: ImageStore;
  config: Config;
  warn: (message: string) => void;
}

/** `create` made once per collection, however many registries name it: GraphQL's types are global, and would be defined twice. */
function oncePerCollection(create: (collection: AnyCollection) => Function): (collection: AnyCollection) => Function {
  const made = new Map<AnyCollection, Function>();
  return (collection) => {
    if (!made.has(collection)) made.set(collection, create(collection));
    return made.get(collection)!;
  };
}
const collectionResolver = oncePerCollection(createCollectionResolver);
const responsiveImagesResolver = oncePerCollection(createResponsiveImagesResolver);
const trashResolver = oncePerCollection(createTrashResolver);

/** Site-wide settings stored as one row each; the editable pages are settings too (one document each). */
export const settings: readonly AnySettings[] = [statisticsSettings, footerSettings, siteSettings, ...pageSettings];
/** Made once, after the first registry's collection resolvers: the order they are made in is the docs' order of the operations. */
let settingsResolvers: Function[] | undefined;

/**
 * Every list app.ts hands the mechanisms, for the standard collections and `added` ones (a
 * test's throwaway collection: GatewayOptions.collections).
 */
function buildRegistry(added: readonly AddedCollection[]) {
  const defined = [...definedCollections, ...added.map((collection) => collection.defined)];
  const collections: readonly AnyCollection[] = [...handWrittenCollections, ...defined.map((collection) => collection.config)];

  /** What keeps a history of its saves (revisions): every collection and settings type. */
  const revisionOwners: readonly RevisionOwner[] = [...collections.map(collectionOwner), ...settings.map(settingsOwner)];

  /** The leads analytics counts per source and landing page (its conversions), from the features that keep them. */
  const leadTables: readonly LeadTable[] = [
    { kind: 'contacts', entity: Contact, at: 'submittedAt' },
    { kind: 'subscriptions', entity: Subscription, at: 'subscribedAt' },
  ];

  const entities = [
    Admin, AdminSession, Subscription, Contact, PageView, PageViewDay, PageViewRollup, VisitorSalt, FormerSlug, AlertSettings, OutboxEmail,
    RecoveryCode, AuthPolicy, AuditEntry, PendingRemoval, IdempotencyKey, Revision, Media, SignInChallenge, Redirect, NotFoundPath,
    OutboxTemplate, NewsletterSend, NewsletterSettings, ContactThreadEntryRecord, WebhookEndpoint, WebhookDelivery,
    ...collections.map((collection) => collection.entity),
    ...settings.map((setting) => setting.entity),
  ];

  /**
   * The counters writes move (table_version): the content, which pages and public answers
   * are kept by, and the lists visitors write to, whose totals are kept by theirs.
   */
  const subscribers = [
    versionSubscriber({
      // The media library's alt texts and focal points show on pages too; every replica reads its redirect table again when it moves.
      content: [...collections.map((collection) => collection.entity), ...settings.map((setting) => setting.entity), FormerSlug, Media, Redirect],
      ownCounter: [Subscription, Contact],
    }),
    // A write sent with an Idempotency-Key marks its key committed in its own transaction.
    committedKeyMarker({ notTheRequests: [PendingRemoval] }),
    // The site search's rows follow every write of a post or project, in its transaction.
    searchSubscriber(collections),
  ];

  /**
   * What a backup holds: everything but the sessions and the two-factor challenges
   * waiting for a code, so that restoring an older backup can never bring back a
   * session that was ended since, nor a challenge used or ended since, the outbox,
   * so that it can never send an old alert again, the webhook deliveries likewise, and the idempotency keys, which
   * speak of requests to the site as it was, not as restored. The audit trail is kept: a
   * restore must not erase the record of what was done. Files waiting for removal
   * are kept too: the backup holds them, so the restored site removes them again.
   * The visitor salts are not kept: a day's salt must be gone once the day is over.
   */
  const notBackedUp: readonly Function[] = [AdminSession, SignInChallenge, OutboxEmail, OutboxTemplate, IdempotencyKey, WebhookDelivery, VisitorSalt];
  const backedUpEntities = entities.filter((entity) => !notBackedUp.includes(entity));

  /** What a newsletter shows of other features: a blog post, and the footer's company details. */
  const newsletterSources: NewsletterSources = {
    async post(dataSource, id) {
      const blog = looksLikeId(id) ? await dataSource.getRepository(Blog).findOneBy({ id }) : null;
      return blog && {
        id: blog.id, title: blog.title, html: blog.content, image: blog.featuredImage, imageAlt: blog.featuredImageAlt,
        path: blogCollection.publicPages!.item(blog), published: isVisible(blog),
      };
    },
    company: (dataSource) => readSettings(dataSource, footerSettings),
    async publishedSince(dataSource, since) {
      const posts = await dataSource.getRepository(Blog).find({
        select: { id: true }, where: { status: 'published', publishAt: Between(since, new Date()) }, order: { publishAt: 'ASC' },
      });
      return posts.map((post) => post.id);
    },
  };

  /** The administrators as the contacts inbox sees them: who a message may be assigned to (active owners, who may read contacts). */
  const inboxStaff: InboxStaff = {
    async all(dataSource) {
      const admins = await dataSource.getRepository(Admin).find({ order: { createdAt: 'ASC' } });
      return admins.map((admin) => ({ id: admin.id, email: admin.email, assignable: admin.role === 'owner' && !admin.disabled }));
    },
  };

  const resolvers = [
    AuthResolver, SessionResolver, AccountResolver, AdminsResolver, SubscriptionResolver, ContactResolver, AnalyticsResolver, createAnalyticsSummaryResolver(leadTables),
    TwoFactorResolver, ContactAlertsResolver, FormTokenResolver, AuditResolver, StoredImagesResolver, MediaResolver, RedirectsResolver,
    WebhooksResolver,
    ...collections.map(collectionResolver),
    ...collections.map(responsiveImagesResolver),
    ...collections.map(trashResolver),
    ...(settingsResolvers ??= settings.map(createSettingsResolver)),
    createRevisionsResolver(revisionOwners),
    createSearchResolver(collections),
    createNewsletterResolver(newsletterSources),
    createContactInboxResolver(inboxStaff),
  ] as [Function, ...Function[]];

  /** Every /api/* call; each runs its GraphQL document and answers in the contract's shape (see docs/api.md). */
  const restRoutes: RestRoute[] = [
    ...authRoutes,
    ...sessionRoutes,
    ...accountRoutes,
    ...adminsRoutes,
    ...twoFactorRoutes,
    // Before each collection's own routes: /api/{key}/:id would take `trash` for an id.
    ...portfolioTrashRoutes,
    ...portfolioRoutes,
    ...testimonialTrashRoutes,
    ...testimonialRoutes,
    ...blogTrashRoutes,
    ...blogRoutes,
    ...defined.flatMap((collection) => collection.routes),
    ...statisticsRoutes,
    ...footerRoutes,
    ...siteSettingsRoutes,
    ...pagesRoutes,
    ...subscriptionRoutes,
    ...newsletterRoutes,
    ...contactRoutes,
    ...contactInboxRoutes,
    ...analyticsRoutes,
    ...formTokenRoutes,
    ...auditRoutes,
    ...storedImagesRoutes,
    ...mediaRoutes,
    ...redirectsRoutes,
    ...webhooksRoutes,
    ...searchRoutes,
    ...revisionOwners.flatMap(revisionRoutes),
  ];

  /** Public routes beside the pages (feeds): each is an Express router made from the services. */
  const siteRoutes = [
    // First: the redirect table answers before any page is rendered (and watches for 404s).
    redirectRouter,
    // The feeds name the site as the Settings screen has it.
    (services: Services) => blogFeeds(services, () => readSettings(services.dataSource, siteSettings)),
    subscriptionPages,
    // Each page's link-preview card names the site as the Settings screen has it.
    (services: Services) => socialCards(services, () => readSettings(services.dataSource, siteSettings)),
  ];

  /** Admin CSV downloads, streamed in batches (plain Express routes beside the REST bridge). */
  const csvExports: readonly CsvExport<any>[] = [subscriptionExport, contactExport, auditExport];

  /** In the order they run. */
  const migrations = [
    InitialSchema1732300000000, SharedLimits1732400000000, ListIndexes1732500000000, ViewRollup1732600000000,
    ContentVersion1732700000000, AdminAccounts1732900000000, Slugs1733000000000, Publication1733100000000,
    SeoFields1733200000000, SitemapIndexes1733300000000,
    SiteSettings1733400000000,
    TwoFactor1733500000000,
    AuditLog1733600000000,
    SpamAndOutbox1733700000000,
    ImageAltText1733800000000,
    PublicListIndexes1733900000000,
    TableVersions1734000000000,
    PendingRemovals1734100000000, ContentCounter1734200000000,
    EditVersions1734300000000,
    IdempotencyKeys1734400000000,
    Revisions1734450000000,
    Trash1734500000000,
    Pages1734550000000,
    MediaLibrary1734600000000,
    KeptInLibrary1734650000000,
    SignInChallenges1734720000000,
    ContactPage1734770000000,
    SubscriptionConfirmation1734800000000,
    Redirects1734820000000,
    SiteSearch1734840000000,
    LiveListIndexes1734860000000,
    NewsletterSends1734900000000,
    ContactInbox1734935000000,
    LeadVisits1734950000000,
    Webhooks1734960000000,
    PageAnalytics1734970000000,
    IdempotencyKeyCallers1734980000000,
    OutboxStates1734984000000,
    NotFoundSeen1734987000000,
    SealedWebhookSecrets1734990000000,
    Team1735000000000,
    ...added.map((collection) => collection.migration),
  ];

  /**
   * Who hears the events writes announce (infra/events/), in the writes' own transactions:
   * the webhooks queue one delivery per subscribed endpoint.
   */
  const siteEventListeners: ReadonlyArray<(config: Config) => SiteEventListener> = [queueWebhookDeliveries];

  /**
   * The site search's rows (content/search/): filled from the items at a start that finds them
   * missing (the first after the migration), and written again after a restore, whose rows are
   * loaded without listeners.
   */
  const searchIndex = {
    atStart: (dataSource: DataSource, log: (message: string) => void) => fillSearchIndex(dataSource, collections, log),
    afterRestore: (manager: EntityManager) => rebuildSearchIndex(manager, collections),
  };

  /**
   * The media library (features/media/): connected to the image storage and the pages when the
   * services are made, and brought in step with the stored images at start-up (under the lock).
   */
  const mediaLibrary = { connect: connectMediaLibrary, atStart: recordStoredImages };

  /** Work every process repeats on a timer; each returns how to stop it (Gateway.close()). */
  const periodicTasks: ReadonlyArray<(context: TaskContext) => StopTask> = [
    ({ dataSource, warn }) => startViewRollup(dataSource, warn),
    ({ dataSource, warn }) => startSessionPruning(dataSource, warn),
    ({ dataSource, warn }) => startChallengePruning(dataSource, warn),
    ({ dataSource, warn }) => startUnconfirmedPruning(dataSource, warn),
    ({ dataSource, warn }) => startAuditPruning(dataSource, warn),
    ({ dataSource, warn }) => startScheduleWatch(dataSource, collections, warn),
    ({ dataSource, warn, config }) => startOutboxWorker(dataSource, warn, config),
    ({ dataSource, warn, config }) => startWebhookWorker(dataSource, config.webhooks, warn),
    ({ dataSource, warn, config }) => startAutoSends(dataSource, config, newsletterSources, warn),
    ({ dataSource, warn, storage }) => startRemovalRetries(dataSource, storage, warn),
    ({ dataSource, warn }) => startKeyPruning(dataSource, warn),
    ({ dataSource, images, config, warn }) => startTrashPurge(dataSource, images, collections, config.trashDays, warn),
  ];

  return { collections, definedCollections: defined, entities, subscribers, backedUpEntities, newsletterSources, resolvers, restRoutes, siteRoutes, csvExports, migrations, siteEventListeners, searchIndex, mediaLibrary, periodicTasks };
}

export type Registry = ReturnType<typeof buildRegistry>;

const standardRegistry: Registry = buildRegistry([]);

/** The standard registry (made once, exported below), or one with `added` collections. */
export const registryWith = (added: readonly AddedCollection[] = []): Registry => (added.length ? buildRegistry(added) : standardRegistry);

export const { collections, entities, subscribers, backedUpEntities, newsletterSources, resolvers, restRoutes, siteRoutes, csvExports, migrations, siteEventListeners, searchIndex, mediaLibrary, periodicTasks } = standardRegistry;
