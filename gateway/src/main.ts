import { createGateway } from './app';
import { loadConfig } from './config';

async function main() {
  const config = loadConfig();
  const gateway = await createGateway(config);
  const server = gateway.app.listen(config.port, (error?: Error) => {
    if (error) {
      console.error(`Cannot listen on port ${config.port}: ${error.message}`);
      process.exit(1);
    }
    const url = `http://localhost:${config.port}`;
    console.log(`Site:         ${url}`);
    console.log(`Admin panel:  ${url}/login`);
    console.log(`GraphQL API:  ${url}/graphql${config.graphqlExplorer ? ' (explorer in the browser)' : ''}`);
    console.log(`Database:     ${config.databaseUrl ? 'MySQL' : `SQLite in ${config.dataDir}`}; images: ${config.minio ? `S3 bucket ${config.minio.bucket}` : 'local disk'}`);
    const admin = gateway.firstAdmin;
    if (admin) {
      console.log(`Administrator created: ${admin.email}`);
      if (admin.generatedPassword) console.log(`Its password (shown only this once): ${admin.generatedPassword}`);
    }
  });

  const stop = () => server.close(() => void gateway.close().then(() => process.exit(0)));
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
}

main().catch((error) => {
  console.error('The gateway could not start:', error instanceof Error ? error.message : error);
  process.exit(1);
});
