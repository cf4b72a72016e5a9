import { png } from '../images';
import { adminAuth, sleep, useSiteWithReplica, type Replica } from './replicas';

const running = useSiteWithReplica();

const addTestimonial = (target: Replica, token: string, name: string) =>
  target.http().post('/api/testimonial/add').set('Authorization', token)
    .field('rating', '4').field('review', 'Good work').field('userName', name).attach('image', png(), 'photo.png');

const rowsNamed = async (name: string) =>
  Number((await running.site.query<{ count: number }>('SELECT COUNT(*) AS count FROM testimonials WHERE userName = ?', [name]))[0].count);

describe('the S3 server stopped', () => {
  it('refuses uploads with 503 and stores nothing, keeps pages and reads serving, and recovers when it is back', async () => {
    await running.site.s3.pause();

    const refused = await addTestimonial(running.replica, running.auth, 'During outage').expect(503);
    expect(refused.body).toEqual({ success: false, message: expect.stringMatching(/image storage is unavailable/i), requestId: expect.any(String) });
    expect(await rowsNamed('During outage')).toBe(0);

    await running.replica.http().get('/').set('Accept', 'text/html').expect(200);
    await running.replica.http().get('/api/testimonial/all').expect(200);
    await running.replica.http().get('/healthz').expect(200);
    // An image cannot be served meanwhile: a clear 503, not a broken page.
    const image = await running.replica.http().get('/uploads/0b6c1e2a-0000-4000-8000-000000000000.png');
    expect(image.status).toBe(503);

    await running.site.s3.resume();
    const added = await addTestimonial(running.replica, running.auth, 'After outage').expect(200);
    await running.replica.http().get(added.body.testimonial.userImage).expect(200);
  }, 60_000);

  it('removes the files of an item deleted for good while it was away once it is back', async () => {
    const added = await addTestimonial(running.replica, running.auth, 'Deleted during outage').expect(200);
    const { _id: id, userImage } = added.body.testimonial;
    await running.replica.http().get(userImage).expect(200);
    // To the trash first: the files stay until the item is purged from it.
    await running.replica.http().delete(`/api/testimonial/delete/${id}`).set('Authorization', running.auth).expect(200);

    await running.site.s3.pause();
    await running.replica.http().delete(`/api/testimonial/trash/${id}`).set('Authorization', running.auth).expect(200);
    const pending = await running.site.query<{ fileKey: string }>('SELECT fileKey FROM pending_removals');
    // A 4x3 photo has no smaller copies: the original alone.
    expect(pending.map((row) => row.fileKey)).toEqual([userImage.replace('/uploads/', '')]);

    await running.site.s3.resume();
    let status = 200;
    for (let tries = 0; tries < 40 && status !== 404; tries += 1) {
      await sleep(500);
      status = (await running.replica.http().get(userImage)).status;
    }
    expect(status).toBe(404);
    expect(await running.site.query('SELECT fileKey FROM pending_removals')).toEqual([]);
  }, 60_000);

  it('lets a replica start while storage is away, and prepares the bucket once it is back', async () => {
    await running.site.s3.pause();
    const late = await running.site.start({ MINIO_BUCKET: 'created-later' });
    expect(late.output()).toMatch(/Image storage is not ready .*trying again/);
    await addTestimonial(late, await adminAuth(late), 'Too early').expect(503);

    await running.site.s3.resume();
    let status = 0;
    for (let tries = 0; tries < 40 && status !== 200; tries += 1) {
      await sleep(500);
      status = (await addTestimonial(late, await adminAuth(late), `Later ${tries}`)).status;
    }
    expect(status).toBe(200);
  }, 120_000);
});
