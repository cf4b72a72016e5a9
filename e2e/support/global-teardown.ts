import fs from 'node:fs';
import { serverFileVariable, type E2EBackend, type E2EServer } from './global-setup';

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
  if (backend === 'mariadb') {
    await new Promise((resolve) => setTimeout(resolve, 500)); // let the site close its connections
    for (const service of globalThis.__E2E_SERVICES__ ?? []) await service.stop();
    globalThis.__E2E_SERVICES__ = undefined;
  }
}

export default () => tearDownSite('sqlite');
