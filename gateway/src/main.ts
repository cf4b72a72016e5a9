import { createGateway } from './app';
import { loadConfig } from './config';
import { createLogger, writeVerbatim, type Logger } from './observability';

let logger: Logger | undefined;

async function main() {
  const config = loadConfig();
  logger = createLogger({ level: config.logLevel });
  const log = logger;
  const gateway = await createGateway(config, { logger: log });
  const server = gateway.app.listen(config.port, (error?: Error) => {
    if (error) {
      log.fatal({ err: error, port: config.port }, `Cannot listen on port ${config.port}: ${error.message}`);
      process.exit(1);
    }
    const url = `http://localhost:${config.port}`;
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
  });

  const stop = () => server.close(() => void gateway.close().then(() => process.exit(0)));
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
}

main().catch((error) => {
  const message = error instanceof Error ? error.message : String(error);
  (logger ?? createLogger({ level: 'info' })).fatal({ err: error }, `The gateway could not start: ${message}`);
  process.exit(1);
});
