import type { Server } from 'node:http';
import { createGateway, type Gateway } from './app';
import { createHttpServer } from './server/http/http-server';
import { loadConfig } from './config';
import { createLogger, writeVerbatim, type Logger } from './infra/observability';
import { reasonOf } from './api/errors/reason';

/** In-flight requests get this long to finish once the replica is asked to stop. */
const DRAIN_TIMEOUT_MS = 10_000;

function announce(gateway: Gateway, port: number, log: Logger) {
  const { config } = gateway.services;
  const url = `http://localhost:${port}`;
  log.info({ url }, `Site: ${url}`);
  log.info({ url: `${url}/login` }, `Admin panel: ${url}/login`);
  log.info({ url: `${url}/graphql`, explorer: config.graphqlExplorer }, `GraphQL API: ${url}/graphql${config.graphqlExplorer ? ' (explorer in the browser)' : ''}`);
  log.info(
    { database: config.databaseUrl ? 'mysql' : 'sqlite', images: config.minio ? 's3' : 'disk' },
    `Database: ${config.databaseUrl ? 'MySQL' : `SQLite in ${config.dataDir}`}; images: ${config.minio ? `S3 bucket ${config.minio.bucket}` : 'local disk'}`,
  );
  const admin = gateway.firstAdmin;
  if (admin) {
    // Plain lines, not through the logger (which would mask them): the administrator must read them once.
    writeVerbatim(log, `Administrator created: ${admin.email}\n`);
    if (admin.generatedPassword) writeVerbatim(log, `Its password (shown only this once): ${admin.generatedPassword}\n`);
  }
}

/**
 * SIGTERM (or SIGINT): stop taking connections, let the requests in flight
 * finish (up to 10 s), close the database pool, exit 0. /healthz answers 503
 * meanwhile, so a proxy stops sending traffic here.
 */
function stopGracefully(server: Server, gateway: Gateway, log: Logger) {
  let stopping = false;
  return (signal: NodeJS.Signals) => {
    // A second signal (a second Ctrl-C) means: now.
    if (stopping) process.exit(1);
    stopping = true;
    log.info({ signal }, `${signal}: finishing requests in flight, then stopping`);
    gateway.startDraining();
    const force = setTimeout(() => server.closeAllConnections(), DRAIN_TIMEOUT_MS).unref();
    server.close(() => {
      clearTimeout(force);
      gateway.close().then(
        () => process.exit(0),
        (error: unknown) => {
          log.error({ err: error }, 'Stopping failed');
          process.exit(1);
        },
      );
    });
  };
}

let logger: Logger | undefined;

async function main() {
  const config = loadConfig();
  const log = createLogger({ level: config.logLevel });
  logger = log;
  const gateway = await createGateway(config, { logger: log });
  const server = createHttpServer(gateway.app);
  server.once('error', (error) => {
    log.fatal({ err: error, port: config.port }, `Cannot listen on port ${config.port}: ${error.message}`);
    process.exit(1);
  });
  server.listen(config.port, () => announce(gateway, config.port, log));
  const stop = stopGracefully(server, gateway, log);
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}

main().catch((error) => {
  const message = reasonOf(error);
  (logger ?? createLogger({ level: 'info' })).fatal({ err: error }, `The gateway could not start: ${message}`);
  process.exit(1);
});
