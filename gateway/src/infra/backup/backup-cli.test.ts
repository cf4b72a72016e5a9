import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import request from 'supertest';
import { freshBackend, type TestBackend } from '../../../test/backend';
import zlib from 'node:zlib';
import { createGateway } from '../../app';
import { loadConfig } from '../../config';
import { WebhookEndpoint } from '../../features/webhooks/webhook-endpoint.entity';
import { addContent, everything, login, siteEnv, startSite } from '../../../test/backup-site';

const GATEWAY_DIR = path.join(__dirname, '..', '..', '..');
// Each run compiles and loads the gateway in a new process: seconds alone, minutes on a busy machine.
const SLOW = 300_000;

/** The CLI as `npm run backup` runs it, from its TypeScript source (no build needed). */
function cli(args: string[], env: Record<string, string | undefined>) {
  return new Promise<{ code: number | null; stdout: string; stderr: string }>((resolve, reject) => {
    const child = spawn(
      process.execPath,
      ['--conditions=source', '-r', '@swc-node/register', 'src/backup-cli.ts', ...args],
      { cwd: GATEWAY_DIR, env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] },
    );
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.on('error', reject);
    child.on('close', (code) => resolve({ code, stdout, stderr }));
  });
}

const backends: TestBackend[] = [];
const backupDir = fs.mkdtempSync(path.join(os.tmpdir(), 'test-backup-cli-'));
afterAll(async () => {
  for (const backend of backends) await backend.drop();
  fs.rmSync(backupDir, { recursive: true, force: true });
});

async function backend() {
  const made = await freshBackend();
  backends.push(made);
  return made;
}

describe('backup CLI (gateway/src/backup-cli.ts)', () => {
  it('backs up a running site and restores it into an empty one; a second restore is refused', async () => {
    const source = await backend();
    const site = await startSite(source);
    let original: Awaited<ReturnType<typeof everything>>;
    let backup: Awaited<ReturnType<typeof cli>>;
    try {
      await addContent(site);
      original = await everything(site);
      backup = await cli(['backup'], { ...siteEnv(source), BACKUP_DIR: backupDir });
    } finally {
      await site.close();
    }
    expect(backup.stderr).toBe('');
    expect(backup.code).toBe(0);
    expect(backup.stdout).toMatch(/^Backup written: .*site-[\dT-]+Z\.tar\.gz\n {2}database: \d+ tables, \d+ rows\n {2}images: {3}6 images, [\d.]+ (B|KB)\n {2}archive: /);
    const [file] = fs.readdirSync(backupDir).map((name) => path.join(backupDir, name));

    const target = await backend();
    const restore = await cli(['restore', file], siteEnv(target));
    expect(restore.stderr).toBe('');
    expect(restore.code).toBe(0);
    expect(restore.stdout).toMatch(/^Restored .*\n {2}database: \d+ tables, \d+ rows\n {2}images: {3}6 images/);

    const again = await cli(['restore', file], siteEnv(target));
    expect(again.code).toBe(1);
    expect(again.stderr).toMatch(/^Restore refused: The target already holds content/);

    const restored = await startSite(target);
    try {
      expect(await everything(restored)).toEqual(original);
      const login = await request(restored.app).post('/api/admin/login').send({ email: 'admin@test.local', password: 'correct horse battery staple' });
      expect(login.status).toBe(200);
    } finally {
      await restored.close();
    }
  }, SLOW);

  it('keeps webhook signing secrets sealed in the archive; restored under the same JWT_SECRET, the endpoint has its secret', async () => {
    const env = (made: TestBackend) => ({ ...siteEnv(made), JWT_SECRET: 'one-jwt-secret-for-both-sites-0123456789' });
    const source = await backend();
    const site = await createGateway(loadConfig(env(source)));
    const dir = fs.mkdtempSync(path.join(backupDir, 'sealed-'));
    let secret: string;
    try {
      const answer = await request(site.app).post('/api/webhooks').set('Authorization', await login(site))
        .send({ url: 'https://93.184.215.14/hook', events: ['contact.created'] }).expect(200);
      secret = answer.body.secret as string;
      expect((await cli(['backup'], { ...env(source), BACKUP_DIR: dir })).code).toBe(0);
    } finally {
      await site.close();
    }
    const [file] = fs.readdirSync(dir).map((name) => path.join(dir, name));
    const unpacked = zlib.gunzipSync(fs.readFileSync(file!)).toString('latin1');
    expect(unpacked).toContain('webhook_endpoints');
    expect(unpacked).not.toContain(secret.slice('whsec_'.length));

    const target = await backend();
    expect((await cli(['restore', file!], env(target))).code).toBe(0);
    const restored = await createGateway(loadConfig(env(target)));
    try {
      const { dataSource } = restored.services;
      const [row] = (await dataSource.query('SELECT secret FROM webhook_endpoints')) as Array<{ secret: string }>;
      expect(row!.secret).toMatch(/^v1\./);
      const [endpoint] = await dataSource.getRepository(WebhookEndpoint).find();
      expect(endpoint!.secret).toBe(secret);
    } finally {
      await restored.close();
    }
  }, SLOW);

  it('answers a missing file, and wrong usage, with a message and a non-zero exit code', async () => {
    const target = await backend();
    const [missing, usage] = await Promise.all([
      cli(['restore', path.join(backupDir, 'nope.tar.gz')], siteEnv(target)),
      cli(['restore'], siteEnv(target)),
    ]);
    expect(missing.code).toBe(1);
    expect(missing.stderr).toMatch(/^Restore refused: Cannot read .*nope\.tar\.gz \(ENOENT\)/);
    expect(usage.code).toBe(2);
    expect(usage.stderr).toMatch(/^Usage:/);
  }, SLOW);
});
