import fs from 'node:fs';
import mysql from 'mysql2/promise';
import { currentBackend, freshBackend } from '../test/backend';

describe('scratch: test infrastructure', () => {
  it('gives a fresh backend', async () => {
    const backend = await freshBackend();
    expect(backend.kind).toBe(currentBackend());
    expect(fs.existsSync(backend.dataDir)).toBe(true);
    if (backend.kind === 'mariadb') {
      expect(backend.databaseUrl).toMatch(/^mysql:\/\/root@127\.0\.0\.1:\d+\/t_[0-9a-f]{12}$/);
      expect(backend.minio?.bucket).toMatch(/^t-[0-9a-f]{12}$/);
      const c = await mysql.createConnection({ uri: backend.databaseUrl!, charset: 'utf8mb4_unicode_ci' });
      await c.query('CREATE TABLE e (id int primary key auto_increment, v varchar(20))');
      await c.query('INSERT INTO e (v) VALUES (?)', ['hi 🎉']);
      const [rows] = await c.query('SELECT v FROM e');
      expect((rows as { v: string }[])[0].v).toBe('hi 🎉');
      await c.end();
      const res = await fetch(backend.minio!.endpoint + '/' + backend.minio!.bucket, { method: 'PUT' });
      expect(res.status).toBe(200);
    } else {
      expect(backend.databaseUrl).toBeUndefined();
    }
    await backend.drop();
    expect(fs.existsSync(backend.dataDir)).toBe(false);
  });

  it('loads graphql-upload (.mjs) through the transform', async () => {
    const mod = require('graphql-upload/GraphQLUpload.mjs');
    expect(mod.default.name).toBe('Upload');
  });
});
