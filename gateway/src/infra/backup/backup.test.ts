import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import request from 'supertest';
import { freshBackend, type TestBackend } from '../../../test/backend';
import { ADMIN } from '../../../test/harness';
import { addContent, everything, siteConfig, startSite, storedContent, tables } from '../../../test/backup-site';
import type { Gateway } from '../../app';
import { readArchive } from './archive-reader';
import { ArchiveWriter } from './archive-writer';
import { createBackup } from './backup';
import { MANIFEST_PATH, maxEntryBytes, type Manifest } from './manifest';
import { ROWS_PER_BATCH } from './dump-database';
import { restoreBackup } from './restore';
import { verifyArchive } from './verify-archive';

let source: TestBackend;
let site: Gateway;
let archive: string;
let original: Awaited<ReturnType<typeof everything>>;
const backupDir = fs.mkdtempSync(path.join(os.tmpdir(), 'test-backups-'));
const targets: TestBackend[] = [];
const limits = { maxBytes: Number.MAX_SAFE_INTEGER, maxEntryBytes };

async function emptyTarget(): Promise<TestBackend> {
  const target = await freshBackend();
  targets.push(target);
  return target;
}

/** A copy of the archive with its manifest changed (checksums stay valid: the manifest has none). */
async function withManifest(change: (manifest: Manifest) => void): Promise<string> {
  const file = path.join(backupDir, `changed-${targets.length}-${Date.now()}.tar.gz`);
  const writer = new ArchiveWriter(file);
  await readArchive(archive, async (entry, data) => {
    if (entry !== MANIFEST_PATH) return writer.add(entry, data);
    const manifest = JSON.parse(data.toString()) as Manifest;
    change(manifest);
    return writer.add(entry, Buffer.from(JSON.stringify(manifest)));
  }, limits);
  await writer.finish();
  return file;
}

/** Enough rows to need several batches, written directly: the API limits tracking per visitor. */
async function addPageViews(gateway: Gateway, count: number) {
  const { dataSource } = gateway.services;
  const table = dataSource.entityMetadatas.find((candidate) => candidate.tableName === 'page_views')!;
  const at = (second: number) => new Date(Date.UTC(2026, 0, 1, 0, 0, second, 123));
  const rows = Array.from({ length: count }, (_, i) => ({
    id: randomUUID(), createdAt: at(i), updatedAt: at(i), page: `Page ${i}`, type: 'page', itemId: i % 2 ? null : randomUUID(), visitor: `v${i}`, viewedAt: at(i),
  }));
  for (let start = 0; start < rows.length; start += 100) {
    await dataSource.createQueryBuilder().insert().into(table.target).values(rows.slice(start, start + 100)).execute();
  }
}

beforeAll(async () => {
  source = await freshBackend();
  site = await startSite(source);
  await addContent(site);
  await addPageViews(site, 2 * ROWS_PER_BATCH + 50);
  original = await everything(site);
  // Taken while the site is running.
  const summary = await createBackup({ config: siteConfig(source), tables, dir: backupDir });
  archive = summary.file;
  expect(summary).toMatchObject({ images: 6, vanishedImages: [] }); // one of them a trashed project's
  expect(summary.rows).toBe(Object.values(original.rows).reduce((sum, rows) => sum + rows.length, 0));
}, 60_000);

afterAll(async () => {
  await site?.close();
  for (const backend of [source, ...targets]) await backend?.drop();
  fs.rmSync(backupDir, { recursive: true, force: true });
});

describe('backup and restore', () => {
  it('writes one timestamped archive and nothing else', () => {
    expect(path.basename(archive)).toMatch(/^site-\d{4}-\d{2}-\d{2}T\d{2}-\d{2}-\d{2}Z\.tar\.gz$/);
    expect(fs.readdirSync(backupDir)).toEqual([path.basename(archive)]);
  });

  it('writes a large table in batches of rows', async () => {
    const pageViews = (await verifyArchive(archive, limits)).tables.find((table) => table.name === 'page_views')!;
    expect(pageViews.rows).toBe(2 * ROWS_PER_BATCH + 51); // and one tracked through the API
    expect(pageViews.parts).toHaveLength(3);
  });

  it('restores every row and every image, byte for byte, into a fresh backend', async () => {
    const target = await emptyTarget();
    const summary = await restoreBackup({ config: siteConfig(target), tables, file: archive });
    expect(summary).toMatchObject({ images: 6, replaced: '' });

    const restored = await startSite(target);
    try {
      expect(restored.firstAdmin).toBeNull(); // the administrator came back: none was created
      const now = await everything(restored);
      expect(now.api).toEqual(original.api);
      expect(Object.keys(now.images).sort()).toEqual(Object.keys(original.images).sort());
      for (const [key, image] of Object.entries(original.images)) {
        expect(now.images[key].type).toBe(image.type);
        expect(Buffer.compare(now.images[key].bytes, image.bytes)).toBe(0);
      }
      expect(now.rows).toEqual(original.rows); // dates to the millisecond, JSON columns, nulls
      // Revisions are content's history: every save's, with their values, come back.
      expect(original.rows.revisions.length).toBeGreaterThanOrEqual(5);
      expect(now.rows.revisions).toEqual(original.rows.revisions);
    } finally {
      await restored.close();
    }
  });

  it('refuses a target that holds content, and changes nothing', async () => {
    await expect(restoreBackup({ config: siteConfig(source), tables, file: archive })).rejects.toThrow(
      /already holds content \(.*admins: 1 row.*6 stored images\)/,
    );
    expect(await everything(site)).toEqual(original);
  });

  it('with force, replaces what the target holds', async () => {
    const target = await emptyTarget();
    const other = await startSite(target);
    // A post of its own, which the site search finds until the restore replaces it.
    const token = (await request(other.app).post('/api/admin/login').send(ADMIN).expect(200)).body.token as string;
    await request(other.app).post('/api/blog/add').set('Authorization', `Bearer ${token}`).send({ title: 'Replaced walrus post' }).expect(200);
    await other.close();
    expect((await storedContent(target)).rows).toBeGreaterThan(0); // its own admin, statistics, footer

    const summary = await restoreBackup({ config: siteConfig(target), tables, file: archive, force: true });
    expect(summary.replaced).toMatch(/admins: 1 row/);
    const restored = await startSite(target);
    try {
      expect((await everything(restored)).rows).toEqual(original.rows);
      // The search rows were written again from the restored items, in the restore.
      const found = async (q: string) => (await request(restored.app).get('/api/search').query({ q }).expect(200)).body.results.map((result: { title: string }) => result.title);
      expect(await found('walrus')).toEqual([]);
      expect(await found('boring technology')).toEqual(['Choosing a database — 日本語 too']);
      expect(await found('bookkeeping')).toEqual(['Ledger Lite ✨']);
      expect(await found('binned')).toEqual([]);
    } finally {
      await restored.close();
    }
  });

  it('refuses a truncated archive with a message, and leaves the target empty', async () => {
    const truncated = path.join(backupDir, 'truncated.tar.gz');
    const bytes = fs.readFileSync(archive);
    fs.writeFileSync(truncated, bytes.subarray(0, Math.floor(bytes.length * 0.6)));
    const target = await emptyTarget();
    await expect(restoreBackup({ config: siteConfig(target), tables, file: truncated })).rejects.toThrow(
      /The archive is damaged or unreadable: it cannot be read to its end/,
    );
    expect(await storedContent(target)).toEqual({ rows: 0, images: [] });
  });

  it('refuses an archive of an unknown format version', async () => {
    const future = await withManifest((manifest) => { manifest.version = 2; });
    const target = await emptyTarget();
    await expect(restoreBackup({ config: siteConfig(target), tables, file: future })).rejects.toThrow(
      /format version 2; this version of the site reads version 1/,
    );
    expect(await storedContent(target)).toEqual({ rows: 0, images: [] });
  });

  it('undoes a restore that fails part way: no row and no image stays behind', async () => {
    // The row count is checked after every row and image has been written.
    const inconsistent = await withManifest((manifest) => { manifest.tables[0].rows += 1; });
    const target = await emptyTarget();
    await expect(restoreBackup({ config: siteConfig(target), tables, file: inconsistent })).rejects.toThrow(
      /manifest says[\s\S]*Nothing was restored: the database transaction was rolled back, and the images already put back were removed/,
    );
    expect(await storedContent(target)).toEqual({ rows: 0, images: [] });
  });
});
