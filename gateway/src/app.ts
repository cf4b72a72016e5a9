import 'reflect-metadata';
import path from 'node:path';
import { setTimeout as delay } from 'node:timers/promises';
import { ApolloServer } from '@apollo/server';
import { ApolloServerPluginLandingPageDisabled } from '@apollo/server/plugin/disabled';
import { expressMiddleware } from '@as-integrations/express5';
import express from 'express';
import { compressUnlessPrecompressed, noStoreOnErrors } from './server/caching/cache-headers';
import { graphqlAnswers } from './server/caching/graphql-answers';
import { AnswerCache } from './server/caching/answer-cache';
import { cachedPagesFirst } from './server/caching/cached-pages';
import { pageKeyFor } from './server/caching/cache-key';
import type { Config } from './config';
import { openDatabase } from './infra/database/data-source';
import { sealWith } from './infra/database/sealed-column';
import { underStartupLock } from './infra/database/startup-lock';
import { errorHandler } from './server/errors/error-handler';
import { formatError } from './server/errors/format-error';
import { authenticateRequest } from './features/auth/authenticate';
import type { FirstAdmin } from './features/auth/first-admin';
import { csvExportRoutes } from './content/csv/csv-export';
import { contextFactory, type RequestContext } from './api/http/context';
import { callerChecks, signInFields } from './server/graphql/caller-checks';
import { explorerPage } from './server/graphql/explorer';
import { protectionRules } from './server/graphql/protections';
import { graphqlRequestLimits, PARSE_OPTIONS } from './server/graphql/request-limits';
import { operationRunner } from './server/graphql/run-operation';
import { buildGatewaySchema } from './server/graphql/schema';
import { uploadGuard } from './server/graphql/upload-guard';
import { graphqlUploadExpress } from './api/schema/upload-scalar';
import { healthCheck } from './health';
import { createLogger, createMetrics, metricsEndpoint, mysqlPoolStats, observeRequests, requestIdOf, type Logger, type Metrics } from './infra/observability';
import { webClient } from './server/pages/web-client';
import { builtAssets } from './server/pages/built-assets';
import { publicRedirects } from './content/publishing/redirects';
import { registryWith, settings, type AddedCollection } from './registry';
import { restApi, restBridge, MAX_FILES_PER_REQUEST } from './server/rest/rest-bridge';
import { securityHeaders } from './server/security/security-headers';
import { seoRoutes } from './features/seo/seo-routes';
import { prepareSite } from './seed/first-start';
import { createServices, type Services } from './services';
import { createStorage } from './infra/storage/create-storage';
import { queueRemovals } from './infra/storage/removal-retries';
import { MAX_IMAGE_BYTES } from './infra/storage/image-file';
import { contentImageHolders } from './content/images/image-holders';
import { ImageStore } from './infra/storage/image-store';
import { prepareInBackground } from './infra/storage/storage-outage';
import { uploadsRouter } from './infra/storage/uploads-router';
import { idempotent } from './server/idempotency/idempotency';
import { KeyStore } from './server/idempotency/key-store';
import { listenToSiteEvents } from './infra/events/site-events';

/** Rich text travels in JSON bodies; this is far above the longest post the limits allow. */
const JSON_BODY_LIMIT = '5mb';

export interface Gateway {
  app: express.Express;
  services: Services;
  /** The administrator created by this start, if it was the first. */
  firstAdmin: FirstAdmin | null;
  logger: Logger;
  metrics: Metrics;
  /** From now on /healthz answers 503, so a proxy sends new traffic elsewhere. */
  startDraining(): void;
  close(): Promise<void>;
}

export interface GatewayOptions {
  /** Default: JSON lines on standard output at config.logLevel. Tests pass one that collects the lines. */
  logger?: Logger;
  /** Collections beside the standard ones, each with the migration of its table: a test's throwaway collection. */
  collections?: readonly AddedCollection[];
}

/** How long the start waits for the image storage before serving without it. */
const STORAGE_WAIT_MS = 5_000;

/** How long closing waits for the periodic tasks' runs under way: an email being sent is normally answered well within it. */
const TASKS_STOP_MS = 8_000;

export async function createGateway(config: Config, options: GatewayOptions = {}): Promise<Gateway> {
  const logger = options.logger ?? createLogger({ level: config.logLevel });
  const {
    collections, definedCollections, csvExports, entities, mediaLibrary, migrations, periodicTasks, resolvers, restRoutes, searchIndex,
    siteEventListeners, siteRoutes, subscribers,
  } = registryWith(options.collections);
  const log = (message: string) => logger.info(message);
  for (const warning of config.warnings) logger.warn(`UNSAFE SETTING: ${warning}`);
  // Before the migrations: one seals the signing secrets stored before they were sealed.
  sealWith(config.jwtSecret);
  const dataSource = await openDatabase(config, { entities, migrations, subscribers }, log);
  listenToSiteEvents(dataSource, siteEventListeners.map((listen) => listen(config)));
  const storage = createStorage(config);
  const storageCheck = prepareInBackground(storage, (message) => logger.warn(message));
  await Promise.race([storageCheck.ready, new Promise((resolve) => setTimeout(resolve, STORAGE_WAIT_MS).unref())]);
  const services = createServices(config, dataSource, new ImageStore(storage), collections, settings);
  // Before the demo seed stores its images: each gets its row in the library.
  mediaLibrary.connect(services);
  // An image may be shared (chosen from the library): it outlives the item it came with while anything else holds it.
  services.images.keepWhileUsed(contentImageHolders(dataSource, collections, settings));
  services.images.retryFailedRemovals(queueRemovals(dataSource));
  const firstAdmin = await underStartupLock(dataSource, async () => {
    const created = await prepareSite(services, settings, definedCollections);
    await mediaLibrary.atStart(services, log);
    await searchIndex.atStart(dataSource, log);
    return created;
  }, log);
  let draining = false;
  const stopTasks = periodicTasks.map((start) => start({ dataSource, storage, images: services.images, config, warn: (message) => logger.warn(message) }));
  const answerCache = new AnswerCache({ ...config.answerCache, version: services.contentVersion });
  const graphqlCache = graphqlAnswers(answerCache, services.contentVersion);

  const schema = await buildGatewaySchema(resolvers);
  const server = new ApolloServer<RequestContext>({
    schema,
    formatError,
    validationRules: protectionRules,
    parseOptions: PARSE_OPTIONS,
    introspection: config.graphqlExplorer,
    includeStacktraceInErrorResponses: false,
    // main.ts drains the HTTP server first; Apollo stopping on its own would fail the requests in flight.
    stopOnTerminationSignals: false,
    plugins: [
      ApolloServerPluginLandingPageDisabled(),
      callerChecks({ signInFields: signInFields(schema), schemaPublic: config.graphqlSchemaPublic }),
      ...graphqlCache.plugins,
    ],
    logger: logger.child({ component: 'apollo' }),
  });
  await server.start();
  const buildContext = contextFactory(services, authenticateRequest);
  const runOperation = operationRunner(server, buildContext);
  // Every REST route's document is checked against the schema here, at start.
  const api = restApi(restRoutes, schema, runOperation);
  const metrics = createMetrics({ poolStats: mysqlPoolStats(dataSource), processMetrics: Boolean(config.metricsToken) });

  const app = express();
  app.disable('x-powered-by');
  app.set('trust proxy', config.trustProxy);
  app.use('/assets', builtAssets(path.join(config.webDist, 'assets')));
  // A page kept at the current content version is answered before the rest of the chain.
  if (config.answerCache.enabled) app.use(cachedPagesFirst({ answerCache, pageKey: pageKeyFor(config), logger, metrics }));
  app.use(observeRequests(logger, metrics));
  app.use(securityHeaders());
  app.get('/metrics', metricsEndpoint(metrics, config.metricsToken));
  app.use(noStoreOnErrors());
  app.use(compressUnlessPrecompressed());
  app.get('/healthz', healthCheck(dataSource, () => draining));
  app.use(uploadsRouter(storage));
  const guardUploads = uploadGuard(async (request) => {
    const { admin, tokenProblem } = await authenticateRequest(request, services);
    return { admitted: Boolean(admin), problem: tokenProblem };
  }, restRoutes.filter((route) => route.mailClientPosts).map((route) => route.path));
  // Keys are scoped by the administrator who sends them; a visitor's calls are simply run (nothing kept).
  const keys = new KeyStore(dataSource);
  const subjectOf = async (request: express.Request) => (await authenticateRequest(request, services)).admin?.id ?? null;
  if (config.graphqlExplorer) app.get('/graphql', explorerPage(config.webDist));
  app.use(
    '/graphql',
    guardUploads,
    graphqlUploadExpress({ maxFileSize: MAX_IMAGE_BYTES, maxFiles: MAX_FILES_PER_REQUEST }),
    express.json({ limit: JSON_BODY_LIMIT }),
    graphqlRequestLimits(),
    idempotent({ store: keys, subjectOf, style: 'graphql' }),
    graphqlCache.middleware,
    expressMiddleware(server, { context: buildContext }),
  );
  // A beacon's JSON comes as text/plain (RestRoute.beacon); other routes read JSON only.
  const beaconPaths = restRoutes.filter((route) => route.beacon).map((route) => route.path);
  if (beaconPaths.length) app.use(beaconPaths, express.json({ type: 'text/plain', limit: JSON_BODY_LIMIT }));
  app.use('/api', guardUploads, express.json({ limit: JSON_BODY_LIMIT }));
  app.use(csvExportRoutes(csvExports, services, authenticateRequest));
  app.use(restBridge(api, answerCache, [idempotent({ store: keys, subjectOf, style: 'rest' })]));
  app.use('/api', (request, response) => {
    response.status(404).json({ success: false, message: 'No such API call', requestId: requestIdOf(request) });
  });
  app.use(seoRoutes(services));
  for (const routes of siteRoutes) app.use(routes(services));
  const redirectFor = publicRedirects(dataSource, collections);
  app.use(webClient({ webDist: config.webDist, origin: config, runOperation, answerCache, redirectFor, formTokenSecret: config.jwtSecret, restApi: api }));
  app.use(errorHandler);

  return {
    app,
    services,
    firstAdmin,
    logger,
    metrics,
    startDraining() {
      draining = true;
    },
    async close() {
      draining = true;
      storageCheck.stop();
      services.limits.stop();
      // A task's run under way (an email being sent) ends and is recorded first, for a few seconds at most.
      await Promise.race([Promise.all(stopTasks.map((stop) => stop())), delay(TASKS_STOP_MS, undefined, { ref: false })]);
      await server.stop();
      await dataSource.destroy();
    },
  };
}
