import { spawn } from 'node:child_process';
import path from 'node:path';
import request from 'supertest';
import { createGateway, type Gateway } from '../../app';
import { loadConfig } from '../../config';
import { freshBackend, type TestBackend } from '../../../test/backend';
import { ADMIN, backendEnv } from '../../../test/harness';
import { SESSION_CACHE_MS } from './sessions';

const GATEWAY_DIR = path.join(__dirname, '..', '..', '..');
// Each run compiles and loads the gateway in a new process: seconds alone, minutes on a busy machine.
const SLOW = 300_000;

/** The command as `npm run admin` runs it, from its TypeScript source (no build needed). */
function cli(args: string[], env: Record<string, string | undefined>) {
  return new Promise<{ code: number | null; stdout: string; stderr: string }>((resolve, reject) => {
    const child = spawn(
      process.execPath,
      ['--conditions=source', '-r', '@swc-node/register', 'src/admin-cli.ts', ...args],
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

const oneTimePasswordIn = (stdout: string) => /one-time password: (\S+)/.exec(stdout)?.[1] ?? '';

let backend: TestBackend;
let site: Gateway;
beforeAll(async () => {
  backend = await freshBackend();
  site = await createGateway(loadConfig(backendEnv(backend)));
});
afterAll(async () => {
  await site.close();
  await backend.drop();
});

const http = () => request(site.app);
const signIn = async (email: string, password: string) =>
  `Bearer ${(await http().post('/api/admin/login').send({ email, password }).expect(200)).body.token}`;

describe('admin CLI (gateway/src/admin-cli.ts)', () => {
  it('reset-password prints a one-time password and ends every session of the account', async () => {
    const before = await signIn(ADMIN.email, ADMIN.password);
    const reset = await cli(['reset-password', 'Admin@Test.Local'], backendEnv(backend));
    expect(reset.stderr).toBe('');
    expect(reset.code).toBe(0);
    expect(reset.stdout).toMatch(/^Password reset, every session ended: admin@test\.local\n {2}one-time password: [\w-]{16}\n/);

    await new Promise((resolve) => setTimeout(resolve, SESSION_CACHE_MS + 50));
    await http().get('/api/admin/sessions').set('Authorization', before).expect(401);
    await http().post('/api/admin/login').send(ADMIN).expect(401);
    const oneTime = await signIn(ADMIN.email, oneTimePasswordIn(reset.stdout));
    await http().get('/api/admin/sessions').set('Authorization', oneTime).expect(403);
    await http().put('/api/admin/password').set('Authorization', oneTime)
      .send({ currentPassword: oneTimePasswordIn(reset.stdout), newPassword: ADMIN.password }).expect(200);
    await http().get('/api/admin/sessions').set('Authorization', oneTime).expect(200);
  }, SLOW);

  it('create adds an administrator with the role asked; twice is refused', async () => {
    const created = await cli(['create', 'rescue@test.local', '--role', 'owner'], backendEnv(backend));
    expect(created.stderr).toBe('');
    expect(created.code).toBe(0);
    expect(created.stdout).toMatch(/^Administrator created \(owner\): rescue@test\.local\n {2}one-time password: [\w-]{16}\n/);
    const auth = await signIn('rescue@test.local', oneTimePasswordIn(created.stdout));
    const me = await http().get('/api/admin/me').set('Authorization', auth).expect(200);
    expect(me.body.admin).toMatchObject({ email: 'rescue@test.local', role: 'owner', passwordChangeRequired: true });

    const twice = await cli(['create', 'rescue@test.local', '--role', 'editor'], backendEnv(backend));
    expect(twice.code).toBe(1);
    expect(twice.stderr).toMatch(/^Refused: An administrator with the email rescue@test\.local exists already\./);
  }, SLOW);

  it.each([
    [['create', 'x@test.local', '--role', 'admin']],
    [['reset-password']],
  ])('answers wrong usage %j with the usage and exit code 2', async (args) => {
    const result = await cli(args, backendEnv(backend));
    expect(result.code).toBe(2);
    expect(result.stderr).toMatch(/^Usage:\n {2}npm run admin -- reset-password EMAIL/);
  }, SLOW);
});
