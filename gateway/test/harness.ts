import 'reflect-metadata';
import path from 'node:path';
import request from 'supertest';
import type { EntityTarget, ObjectLiteral } from 'typeorm';
import { createGateway, type Gateway, type GatewayOptions } from '../src/app';
import { loadConfig } from '../src/config';
import { createStorage } from '../src/infra/storage/create-storage';
import { freshBackend, type TestBackend } from './backend';
import { freePort, TestMailServer, type MailAnswers } from './mail';

export const ADMIN = { email: 'admin@test.local', password: 'correct horse battery staple' };

/** The environment a test server on `backend` runs with. */
export function backendEnv(backend: TestBackend): Record<string, string | undefined> {
  return {
    DATA_DIR: backend.dataDir,
    DATABASE_URL: backend.databaseUrl,
    JWT_SECRET: backend.databaseUrl ? 'test-secret-for-mariadb-runs-only' : undefined,
    MINIO_ENDPOINT: backend.minio?.endpoint,
    MINIO_ACCESS_KEY: backend.minio?.accessKey,
    MINIO_SECRET_KEY: backend.minio?.secretKey,
    MINIO_BUCKET: backend.minio?.bucket,
    ADMIN_EMAIL: ADMIN.email,
    ADMIN_PASSWORD: ADMIN.password,
    SEED_DEMO: 'false',
    WEB_DIST: path.join(__dirname, 'fixtures', 'web-dist'),
    // Test output stays readable: a server logs nothing unless the run sets LOG_LEVEL.
    LOG_LEVEL: process.env.LOG_LEVEL || 'silent',
  };
}

/**
 * A gateway on a fresh backend of the current kind (SQLite + disk, or MariaDB + S3).
 * It logs nothing unless LOG_LEVEL is set (or options.logger is given), so test output stays readable.
 */
export async function startTestGateway(overrides: Record<string, string> = {}, options: GatewayOptions = {}) {
  const backend = await freshBackend({ migrated: true });
  const env: Record<string, string | undefined> = {
    ...backendEnv(backend),
    ...overrides,
  };
  const config = loadConfig(env);
  let gateway: Gateway = await createGateway(config, options);
  let token: string | undefined;

  return {
    kind: backend.kind,
    config,
    get gateway() {
      return gateway;
    },
    http: () => request(gateway.app),
    /** A valid administrator token, obtained through the login call. */
    async token(): Promise<string> {
      if (!token) {
        const response = await request(gateway.app).post('/api/admin/login').send(ADMIN).expect(200);
        token = response.body.token as string;
      }
      return token;
    },
    async auth(): Promise<string> {
      return `Bearer ${await this.token()}`;
    },
    /** Stops the app and starts it again on the same database and storage. */
    async restart(): Promise<void> {
      await gateway.close();
      gateway = await createGateway(loadConfig(env), options);
    },
    storedFiles: () => createStorage(config).list(),
    count: <T extends ObjectLiteral>(entity: EntityTarget<T>) => gateway.services.dataSource.getRepository(entity).count(),
    async close(): Promise<void> {
      await gateway.close();
      await backend.drop();
    },
  };
}

export type TestGateway = Awaited<ReturnType<typeof startTestGateway>>;

/** One gateway for a whole test file (with these settings and options): started before its tests, closed after them. */
export function sharedGateway(overrides: Record<string, string> = {}, options: GatewayOptions = {}): () => TestGateway {
  let api: TestGateway;
  beforeAll(async () => { api = await startTestGateway(overrides, options); });
  afterAll(async () => { await api.close(); });
  return () => api;
}

/**
 * For a test file: a real mail server and a gateway sending to it (with `env`), started before
 * its tests and stopped after; read them through the answer once the tests run.
 */
export function gatewayWithMail(
  env: Record<string, string>, answers: MailAnswers = {}, options: GatewayOptions = {},
): { mail: TestMailServer; api: TestGateway; owner: string } {
  const shared = {} as { mail: TestMailServer; api: TestGateway; owner: string };
  beforeAll(async () => {
    shared.mail = new TestMailServer(await freePort(), answers);
    await shared.mail.start();
    shared.api = await startTestGateway({ TRUST_PROXY: 'true', SMTP_URL: shared.mail.url, ...env }, options);
    shared.owner = await shared.api.auth();
  });
  afterAll(async () => {
    await shared.api?.close();
    await shared.mail?.stop();
  });
  return shared;
}
