import type { Server } from 'node:http';
import { createGateway, type Gateway } from './app';
import { loadConfig } from './config';

/** In-flight requests get this long to finish once the replica is asked to stop. */
const DRAIN_TIMEOUT_MS = 10_000;

function announce(gateway: Gateway, port: number) {
  const { config } = gateway.services;
  const { firstAdmin } = gateway;
  const url = `http://localhost:${port}`;
  console.log(`Site:         ${url}`);
  console.log(`Admin panel:  ${url}/login`);
  console.log(`GraphQL API:  ${url}/graphql${config.graphqlExplorer ? ' (explorer in the browser)' : ''}`);
  console.log(`Database:     ${config.databaseUrl ? 'MySQL' : `SQLite in ${config.dataDir}`}; images: ${config.minio ? `S3 bucket ${config.minio.bucket}` : 'local disk'}`);
  if (firstAdmin) {
    console.log(`Administrator created: ${firstAdmin.email}`);
    if (firstAdmin.generatedPassword) console.log(`Its password (shown only this once): ${firstAdmin.generatedPassword}`);
  }
}

/**
 * SIGTERM (or SIGINT): stop taking connections, let the requests in flight
 * finish (up to 10 s), close the database pool, exit 0. /healthz answers 503
 * meanwhile, so a proxy stops sending traffic here.
 */
function stopGracefully(server: Server, gateway: Gateway) {
  let stopping = false;
  return (signal: NodeJS.Signals) => {
    // A second signal (a second Ctrl-C) means: now.
    if (stopping) process.exit(1);
    stopping = true;
    console.log(`${signal}: finishing requests in flight, then stopping`);
    gateway.startDraining();
    const force = setTimeout(() => server.closeAllConnections(), DRAIN_TIMEOUT_MS).unref();
    server.close(() => {
      clearTimeout(force);
      gateway.close().then(
        () => process.exit(0),
        (error: unknown) => {
          console.error('Stopping failed:', error instanceof Error ? error.message : error);
          process.exit(1);
        },
      );
    });
  };
}

async function main() {
  const config = loadConfig();
  const gateway = await createGateway(config);
  const server = gateway.app.listen(config.port, (error?: Error) => {
    if (error) {
      console.error(`Cannot listen on port ${config.port}: ${error.message}`);
      process.exit(1);
    }
    announce(gateway, config.port);
  });
  // A slow client may not hold a connection open for minutes (Node's defaults are 60 s and 300 s).
  server.headersTimeout = 10_000;
  server.requestTimeout = 60_000;
  server.keepAliveTimeout = 5_000;
  const stop = stopGracefully(server, gateway);
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}

main().catch((error) => {
  console.error('The gateway could not start:', error instanceof Error ? error.message : error);
  process.exit(1);
});
