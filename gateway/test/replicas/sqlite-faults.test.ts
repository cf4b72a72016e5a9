/**
 * The embedded database's own faults, caused for real on the file the app uses:
 * a full disk (SQLite's page limit reached) and the file locked by another process.
 * Writes answer 503 with a message and leave nothing behind; reads go on; the app
 * recovers by itself once the fault is gone.
 */
import path from 'node:path';
import { DataSource } from 'typeorm';
import { DATABASE_UNAVAILABLE_MESSAGE } from '../../src/api/errors/outage';
import { Testimonial } from '../../src/features/testimonial/testimonial.entity';
import { startTestGateway, type TestGateway } from '../harness';
import { png } from '../images';

let api: TestGateway;
let auth: string;
beforeAll(async () => {
  api = await startTestGateway();
  auth = await api.auth();
});
afterAll(() => api?.close());

/** A testimonial with an image and a long review, so its row needs new database pages. */
const addTestimonial = (name: string) =>
  api.http().post('/api/testimonial/add').set('Authorization', auth)
    .field('rating', '5').field('review', 'Thorough and kind. '.repeat(400)).field('userName', name)
    .attach('image', png(), 'photo.png');

const refusedAsOutage = { success: false, message: DATABASE_UNAVAILABLE_MESSAGE, requestId: expect.any(String) };

describe('the SQLite file cannot take a write', () => {
  it('answers 503 when the disk is full, stores no file, keeps reads serving, and writes again once there is room', async () => {
    const sqlite = api.gateway.services.dataSource;
    // No free page left inside the file for the write to reuse (a migration may have dropped a table).
    await sqlite.query('VACUUM');
    const [{ page_count: pages }] = await sqlite.query('PRAGMA page_count');
    const rowsBefore = await api.count(Testimonial);
    const filesBefore = (await api.storedFiles()).length;

    await sqlite.query(`PRAGMA max_page_count = ${pages}`);
    const refused = await addTestimonial('Disk full');
    expect(refused.status).toBe(503);
    expect(refused.body).toEqual(refusedAsOutage);
    expect(await api.count(Testimonial)).toBe(rowsBefore);
    expect(await api.storedFiles()).toHaveLength(filesBefore);
    await api.http().get('/api/testimonial/all').expect(200);

    await sqlite.query('PRAGMA max_page_count = 1073741823');
    await addTestimonial('Room again').expect(200);
    expect(await api.count(Testimonial)).toBe(rowsBefore + 1);
  });

  it('answers 503 while another process holds the write lock, and writes again once it lets go', async () => {
    const other = await new DataSource({ type: 'better-sqlite3', database: path.join(api.config.dataDir, 'site.sqlite') }).initialize();
    try {
      await other.query('BEGIN EXCLUSIVE');
      const refused = await addTestimonial('Locked out');
      expect(refused.status).toBe(503);
      expect(refused.body).toEqual(refusedAsOutage);
      // WAL mode: readers are not blocked by a writer.
      await api.http().get('/api/testimonial/all').expect(200);
      await other.query('ROLLBACK');
    } finally {
      await other.destroy();
    }
    const names = async () => (await api.http().get('/api/testimonial/all').expect(200)).body.testimonials
      .map((item: { userName: string }) => item.userName);
    expect(await names()).not.toContain('Locked out');
    await addTestimonial('After the lock').expect(200);
    expect(await names()).toContain('After the lock');
  });
});
