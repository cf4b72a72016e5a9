import fs from 'node:fs';
import { serverFileVariable, servicesOf, type E2EBackend, type E2EServer } from './global-setup';

export async function tearDownSite(backend: E2EBackend): Promise<void> {
  const file = process.env[serverFileVariable(backend)];
  if (file && fs.existsSync(file)) {
    const server = JSON.parse(fs.readFileSync(file, 'utf8')) as E2EServer;
    try {
      process.kill(server.pid, 'SIGTERM');
    } catch {
      // already gone
    }
    fs.rmSync(server.dataDir, { recursive: true, force: true });
    fs.rmSync(file, { force: true });
  }
  if (backend === 'mariadb') await new Promise((resolve) => setTimeout(resolve, 500)); // let the site close its connections
  for (const service of servicesOf(backend).splice(0)) await service.stop();
}

export default () => tearDownSite('sqlite');
