import { png } from '../images';
import { sleep, useSiteWithReplica, type Site } from './replicas';

const running = useSiteWithReplica();

interface Outcome { status: number; body: { success?: boolean; message?: string }; ms: number }

/** A contact message from its own address (so the per-address limit stays out of the way). */
async function submit(index: number): Promise<Outcome> {
  const started = Date.now();
  const response = await running.replica.http().post('/api/contact/submit').set('X-Forwarded-For', `198.51.100.${index % 250}`).timeout(15_000)
    .send({ firstName: 'Crash', lastName: `Test ${index}`, email: `crash${index}@example.com`, message: `message ${index}` })
    .catch((error: { response?: { status: number; body: Outcome['body'] } }) => error.response ?? { status: 0, body: {} });
  return { status: response.status, body: response.body, ms: Date.now() - started };
}

async function upload(index: number): Promise<Outcome> {
  const started = Date.now();
  const response = await running.replica.http().post('/api/testimonial/add').set('Authorization', running.auth).timeout(15_000)
    .field('rating', '5').field('review', `review ${index}`).field('userName', `Crash ${index}`).attach('image', png(index % 7 + 1, 2), 'a.png')
    .catch((error: { response?: { status: number; body: Outcome['body'] } }) => error.response ?? { status: 0, body: {} });
  return { status: response.status, body: response.body, ms: Date.now() - started };
}

async function until(condition: () => Promise<boolean>, limitMs: number): Promise<number> {
  const started = Date.now();
  while (!(await condition())) {
    if (Date.now() - started > limitMs) throw new Error(`Not within ${limitMs} ms`);
    await sleep(100);
  }
  return Date.now() - started;
}

const healthStatus = () => running.replica.http().get('/healthz').timeout(10_000).then((response) => response.status, () => 0);

describe('MariaDB killed while writes are in flight', () => {
  it('loses no acknowledged write, answers 503 while away, recovers within 5 s, leaves no orphan files', async () => {
    const outcomes = new Map<number, Outcome>();
    const uploads = new Map<number, Outcome>();
    let next = 0;
    let crashed = false;
    // Four writers keep going through the crash and the restart.
    const writer = async () => {
      while (next < 400) {
        const index = next++;
        if (index % 5 === 0) uploads.set(index, await upload(index));
        else outcomes.set(index, await submit(index));
        if (crashed && outcomes.size + uploads.size > 300) break;
      }
    };
    const writers = Promise.all([writer(), writer(), writer(), writer()]);
    await until(async () => outcomes.size > 40, 30_000);

    await running.site.database.crash();
    crashed = true;
    const down = await until(async () => (await healthStatus()) === 503, 5_000);
    expect(down).toBeLessThan(5_000);
    const whileDown = await submit(10_000);
    expect(whileDown.status).toBe(503);
    expect(whileDown.body).toEqual({ success: false, message: expect.stringMatching(/database/i), requestId: expect.any(String) });
    expect(whileDown.ms).toBeLessThan(10_000);
    await sleep(1_000);

    await running.site.database.restart();
    const back = await until(async () => (await healthStatus()) === 200 && (await submit(20_000)).status === 200, 10_000);
    expect(back).toBeLessThan(5_000);
    await writers;

    const all = [...outcomes.values(), ...uploads.values()];
    // Every answer was a success or a clear 503: never a 500, never a hang.
    expect(all.filter((outcome) => ![200, 503].includes(outcome.status))).toEqual([]);
    expect(all.filter((outcome) => outcome.status === 503).every((outcome) => outcome.body.success === false && outcome.body.message)).toBe(true);
    expect(Math.max(...all.map((outcome) => outcome.ms))).toBeLessThan(10_000);

    const stored = new Set((await running.site.query<{ lastName: string }>('SELECT lastName FROM contacts')).map((row) => row.lastName));
    const acknowledged = [...outcomes].filter(([, outcome]) => outcome.status === 200).map(([index]) => `Test ${index}`);
    expect(acknowledged.filter((name) => !stored.has(name))).toEqual([]);

    const reviews = new Set((await running.site.query<{ review: string }>('SELECT review FROM testimonials')).map((row) => row.review));
    const savedUploads = [...uploads].filter(([, outcome]) => outcome.status === 200).map(([index]) => `review ${index}`);
    expect(savedUploads.filter((review) => !reviews.has(review))).toEqual([]);
    // Every row's image is stored, and every stored image belongs to a row. A write cut off
    // around its commit settles once the database answers (checked every 5 s at most).
    const images = (await running.site.query<{ userImage: string }>('SELECT userImage FROM testimonials')).map((row) => row.userImage.replace('/uploads/', '')).sort();
    const bucket = async () => (await listBucket(running.site)).sort();
    await until(async () => JSON.stringify(await bucket()) === JSON.stringify(images), 15_000).catch(() => undefined);
    expect(await bucket()).toEqual(images);
  });
});

async function listBucket(site: Site): Promise<string[]> {
  const { Client } = await import('minio');
  const url = new URL(site.s3.endpoint);
  const client = new Client({ endPoint: url.hostname, port: Number(url.port), useSSL: false, accessKey: site.s3.accessKey, secretKey: site.s3.secretKey });
  const keys: string[] = [];
  for await (const item of client.listObjects(site.env.MINIO_BUCKET, '', true)) if (item.name) keys.push(item.name);
  return keys;
}
