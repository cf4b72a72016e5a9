import { randomUUID } from 'node:crypto';
import type { EntitySubscriberInterface, InsertEvent, TransactionCommitEvent } from 'typeorm';
import { ADMIN, sharedGateway } from '../../../test/harness';
import { graphql } from '../../../test/graphql';
import { png } from '../../../test/images';
import { Testimonial } from '../../features/testimonial/testimonial.entity';
import { Admin } from '../../features/auth/admin.entity';
import { IdempotencyKey } from './idempotency-key.entity';
import { MAX_KEPT_ANSWER_BYTES } from './idempotency';
import { KEY_LIFETIME_MS, KeyStore, MAX_KEYS_PER_CALLER } from './key-store';

/**
 * A retry never adds twice: writes sent with an Idempotency-Key run once and every
 * retry with the same key and request gets the first answer again, across a
 * connection dropped after the commit too.
 */
const api = sharedGateway();
let auth: string;

/** Drops "the connection" once, at `moment`, in the next transaction that inserts a testimonial. */
class DroppedConnection implements EntitySubscriberInterface {
  moment: 'before commit' | 'after commit' | null = null;
  afterInsert(event: InsertEvent<unknown>) {
    if (event.metadata.target === Testimonial) event.queryRunner.data.insertsTestimonial = true;
  }
  async beforeTransactionCommit(event: TransactionCommitEvent) { this.drop(event, 'before commit'); }
  async afterTransactionCommit(event: TransactionCommitEvent) { this.drop(event, 'after commit'); }
  private drop(event: TransactionCommitEvent, moment: DroppedConnection['moment']) {
    if (this.moment !== moment || !event.queryRunner.data.insertsTestimonial) return;
    event.queryRunner.data.insertsTestimonial = false;
    this.moment = null;
    throw Object.assign(new Error('Connection lost: The server closed the connection.'), { code: 'PROTOCOL_CONNECTION_LOST' });
  }
}
const dropped = new DroppedConnection();

beforeAll(async () => {
  api().gateway.services.dataSource.subscribers.push(dropped);
  auth = await api().auth();
});

const add = (key: string | null, review: string, rating = '5') => {
  const call = api().http().post('/api/testimonial/add').set('Authorization', auth);
  if (key !== null) call.set('Idempotency-Key', key);
  return call.field({ rating, review, userName: 'Ada' }).attach('image', png(3, 3), 'a.png');
};
const rowsWith = (review: string) => api().gateway.services.dataSource.getRepository(Testimonial).countBy({ review });
const keys = () => api().gateway.services.dataSource.getRepository(IdempotencyKey);

describe('Idempotency-Key on the REST writes', () => {
  it('the same key sent twice at once creates one row, and every retry gets the first answer', async () => {
    const key = randomUUID();
    const both = await Promise.all([add(key, 'Parallel'), add(key, 'Parallel')]);
    expect(await rowsWith('Parallel')).toBe(1);
    const first = both.find((answer) => answer.status === 200)!;
    for (const answer of both) {
      // The second either waited for nothing (409 while the first runs) or came after it (the same answer).
      if (answer.status === 409) expect(answer.headers['retry-after']).toBe('1');
      else expect(answer.body).toEqual(first.body);
    }
    const retry = await add(key, 'Parallel').expect(200);
    expect(retry.body).toEqual(first.body);
    expect(retry.headers['idempotent-replayed']).toBe('true');
    expect(await rowsWith('Parallel')).toBe(1);
  });

  it('the same key with another request is refused with 422', async () => {
    const key = randomUUID();
    await add(key, 'Original').expect(200);
    const other = await add(key, 'Something else').expect(422);
    expect(other.body).toMatchObject({ success: false, message: expect.stringMatching(/different request/) });
    expect(await rowsWith('Something else')).toBe(0);
  });

  it('without the header, every request runs as before', async () => {
    await add(null, 'No key').expect(200);
    await add(null, 'No key').expect(200);
    expect(await rowsWith('No key')).toBe(2);
  });

  it('a refused request (400) is final: the retry gets the same 400 without running', async () => {
    const key = randomUUID();
    const first = await add(key, 'Bad rating', '9').expect(400);
    const retry = await add(key, 'Bad rating', '9').expect(400);
    expect(retry.body).toEqual(first.body);
    expect(retry.headers['idempotent-replayed']).toBe('true');
  });

  it('a key that is empty or too long is refused with 400', async () => {
    await add('', 'Empty key').expect(400);
    const long = await add('k'.repeat(256), 'Long key').expect(400);
    expect(long.body).toMatchObject({ success: false, message: expect.stringMatching(/Idempotency-Key/) });
    expect(await rowsWith('Empty key') + await rowsWith('Long key')).toBe(0);
  });

  it('a connection dropped after the commit, retried with the same key, creates one row', async () => {
    const key = randomUUID();
    dropped.moment = 'after commit';
    await add(key, 'Dropped after').expect(503);
    expect(dropped.moment).toBeNull();
    const retry = await add(key, 'Dropped after').expect(200);
    expect(retry.body).toMatchObject({ success: true, message: expect.stringMatching(/already carried out/) });
    expect(await rowsWith('Dropped after')).toBe(1);
  });

  it('a connection dropped before the commit frees the key: the retry runs and creates one row', async () => {
    const key = randomUUID();
    dropped.moment = 'before commit';
    await add(key, 'Dropped before').expect(503);
    expect(await rowsWith('Dropped before')).toBe(0);
    const retry = await add(key, 'Dropped before').expect(200);
    expect(retry.body).toMatchObject({ success: true, testimonial: { review: 'Dropped before' } });
    expect(await rowsWith('Dropped before')).toBe(1);
  });

  it('a key whose attempt died with its process (lease run out, nothing committed) runs again', async () => {
    const key = randomUUID();
    const first = await add(key, 'Lease').expect(200);
    // As if that attempt had never finished: running, lease over, nothing written.
    await keys().update({ fingerprint: (await keys().findOneByOrFail({ body: JSON.stringify(first.body) })).fingerprint }, { state: 'running', leaseUntil: new Date(Date.now() - 1000), body: null, status: null });
    await api().gateway.services.dataSource.getRepository(Testimonial).delete({ review: 'Lease' });
    await add(key, 'Lease').expect(200);
    expect(await rowsWith('Lease')).toBe(1);
  });
});

describe('answers that carry a credential', () => {
  it('a sign-in (a visitor\'s call, its answer a token) is simply run: nothing is kept in the keys table', async () => {
    const key = randomUUID();
    const before = await keys().count();
    const signIn = () => api().http().post('/api/admin/login').set('Idempotency-Key', key).send(ADMIN);
    const first = await signIn().expect(200);
    expect(first.body.token).toEqual(expect.any(String));
    const retry = await signIn().expect(200);
    expect(retry.headers['idempotent-replayed']).toBeUndefined();
    expect(retry.body.token).toEqual(expect.any(String));
    expect(await keys().count()).toBe(before);
  });
});

describe('a bounded store', () => {
  const storeSize = async () => {
    const [row] = await api().gateway.services.dataSource.query('SELECT COUNT(*) AS n, COALESCE(SUM(LENGTH(body)), 0) AS bytes FROM idempotency_keys');
    return { rows: Number(row.n), bytes: Number(row.bytes) };
  };

  it('a visitor\'s call with a fresh key and a 4 MB variable is run and leaves the store as it was', async () => {
    const before = await storeSize();
    const path = `/${'x'.repeat(4 * 1024 * 1024)}`;
    for (let i = 0; i < 2; i++) {
      const answer = await graphql(api(), 'mutation View($path: String!) { recordPageView(path: $path) }', { path }).set('Idempotency-Key', randomUUID());
      expect(answer.headers['idempotent-replayed']).toBeUndefined();
    }
    expect(await storeSize()).toEqual(before);
  });

  it('an administrator\'s answer over 16 KB is kept as its status and a short body, and replayed so', async () => {
    const key = randomUUID();
    const send = () => graphql(api(), 'mutation Add($input: TestimonialInput!) { addTestimonial(input: $input) { id } }', {
      input: { rating: 'x'.repeat(20_000), review: 'Too large an answer', userName: 'Ada' },
    }, { auth }).set('Idempotency-Key', key);
    const first = await send().expect(400);
    expect(JSON.stringify(first.body).length).toBeGreaterThan(MAX_KEPT_ANSWER_BYTES);
    const retry = await send().expect(400);
    expect(retry.headers['idempotent-replayed']).toBe('true');
    expect(retry.body).toEqual({ data: null, errors: [{ message: expect.stringMatching(/too large to keep/), extensions: { code: 'ANSWER_NOT_KEPT' } }] });
    const largest = await api().gateway.services.dataSource.query('SELECT MAX(LENGTH(body)) AS bytes FROM idempotency_keys');
    expect(Number(largest[0].bytes)).toBeLessThanOrEqual(MAX_KEPT_ANSWER_BYTES);
  });

  it(`an administrator keeps at most ${MAX_KEYS_PER_CALLER} keys: a new one forgets the oldest`, async () => {
    const admin = await api().gateway.services.dataSource.getRepository(Admin).findOneByOrFail({ email: ADMIN.email });
    await keys().delete({ caller: admin.id });
    const old = Date.now() - 3_600_000;
    const rows = Array.from({ length: MAX_KEYS_PER_CALLER }, (_, i) => ({
      id: `filler-${String(i).padStart(8, '0')}`, caller: admin.id, fingerprint: 'f', state: 'done' as const, holder: randomUUID(),
      leaseUntil: new Date(old + i), status: 200, headers: '{}', body: '{}', createdAt: new Date(old + i),
    }));
    for (let i = 0; i < rows.length; i += 50) await keys().insert(rows.slice(i, i + 50));
    const key = randomUUID();
    await add(key, 'Past the cap').expect(200);
    expect(await keys().countBy({ caller: admin.id })).toBe(MAX_KEYS_PER_CALLER);
    expect(await keys().existsBy({ id: rows[0].id })).toBe(false);
    expect(await keys().existsBy({ id: rows[1].id })).toBe(true);
    expect((await add(key, 'Past the cap').expect(200)).headers['idempotent-replayed']).toBe('true');
    expect(await rowsWith('Past the cap')).toBe(1);
  });
});

describe('Idempotency-Key on GraphQL mutations', () => {
  const mutation = `mutation Add($input: TestimonialInput!) { addTestimonial(input: $input) { id review } }`;
  const send = (key: string, review: string) =>
    graphql(api(), mutation, { input: { rating: 5, review, userName: 'Ada' } }, { auth }).set('Idempotency-Key', key);

  it('replays the first answer and creates one row', async () => {
    const key = randomUUID();
    const first = await send(key, 'By GraphQL').expect(200);
    expect(first.body.data.addTestimonial.review).toBe('By GraphQL');
    const retry = await send(key, 'By GraphQL').expect(200);
    expect(retry.body).toEqual(first.body);
    expect(await rowsWith('By GraphQL')).toBe(1);
  });

  it('a multipart mutation (an image) replays too; another image is another request', async () => {
    const key = randomUUID();
    const upload = (data: Buffer) => graphql(api(), `mutation Add($input: TestimonialInput!, $image: Upload) {
      addTestimonial(input: $input, image: $image) { id userImage }
    }`, { input: { rating: 5, review: 'GraphQL image', userName: 'Ada' }, image: null }, {
      auth, files: [{ variable: 'image', data, filename: 'a.png' }],
    }).set('Idempotency-Key', key);
    const first = await upload(png(3, 3)).expect(200);
    expect(first.body.data.addTestimonial.userImage).toMatch(/^\/uploads\//);
    expect((await upload(png(3, 3)).expect(200)).body).toEqual(first.body);
    await upload(png(4, 4)).expect(422);
    expect(await rowsWith('GraphQL image')).toBe(1);
  });

  it('refuses the same key with another mutation (422) in GraphQL words', async () => {
    const key = randomUUID();
    await send(key, 'GraphQL one').expect(200);
    const other = await send(key, 'GraphQL two').expect(422);
    expect(other.body.errors[0]).toMatchObject({ extensions: { code: 'IDEMPOTENCY_KEY_REUSED' } });
  });

  it('a query ignores the header: no key is kept', async () => {
    const before = await keys().count();
    await graphql(api(), '{ testimonials { total } }').set('Idempotency-Key', randomUUID()).expect(200);
    expect(await keys().count()).toBe(before);
  });
});

describe('pruning', () => {
  it('removes the keys older than 24 hours, and an old key runs again', async () => {
    const key = randomUUID();
    await add(key, 'Old key').expect(200);
    const store = new KeyStore(api().gateway.services.dataSource, () => Date.now() + KEY_LIFETIME_MS + 60_000);
    const before = await keys().count();
    expect(await store.prune()).toBe(before);
    expect(await keys().count()).toBe(0);
    await add(key, 'Old key').expect(200);
    expect(await rowsWith('Old key')).toBe(2);
  });
});
