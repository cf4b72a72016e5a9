import type { EntitySubscriberInterface, InsertEvent, RemoveEvent, TransactionCommitEvent, UpdateEvent } from 'typeorm';
import { sharedGateway } from '../../../test/harness';
import { png } from '../../../test/images';
import { Testimonial } from '../../features/testimonial/testimonial.entity';

/**
 * A content write whose database connection drops at the worst moment: just
 * before its commit (nothing was written) or just after it (all was written, but
 * the answer never came). Either way the client gets a 503, and once the row can
 * be read the images follow it: a stored row keeps every image it names, and no
 * file is left that no row names. (The replicas suite kills MariaDB under load for
 * the same guarantee; here the moment is chosen, so each case is certain to occur.)
 */
const api = sharedGateway();

type Moment = 'before commit' | 'after commit';

/** Drops "the connection" once, at `moment`, in the next transaction that writes a testimonial. */
class DroppedConnection implements EntitySubscriberInterface {
  moment: Moment | null = null;

  afterInsert(event: InsertEvent<unknown>) { this.mark(event); }
  afterUpdate(event: UpdateEvent<unknown>) { this.mark(event); }
  afterRemove(event: RemoveEvent<unknown>) { this.mark(event); }

  async beforeTransactionCommit(event: TransactionCommitEvent) { this.drop(event, 'before commit'); }
  async afterTransactionCommit(event: TransactionCommitEvent) { this.drop(event, 'after commit'); }

  private mark(event: InsertEvent<unknown> | UpdateEvent<unknown> | RemoveEvent<unknown>) {
    if (event.metadata.target === Testimonial) event.queryRunner.data.writesTestimonial = true;
  }

  private drop(event: TransactionCommitEvent, moment: Moment) {
    if (this.moment !== moment || !event.queryRunner.data.writesTestimonial) return;
    this.moment = null;
    throw Object.assign(new Error('Connection lost: The server closed the connection.'), { code: 'PROTOCOL_CONNECTION_LOST' });
  }
}

const dropped = new DroppedConnection();
let auth: string;

beforeAll(async () => {
  api().gateway.services.dataSource.subscribers.push(dropped);
  auth = await api().auth();
});

const fields = { rating: '5', review: 'Interrupted', userName: 'Ada' };
const add = () => api().http().post('/api/testimonial/add').set('Authorization', auth)
  .field(fields).attach('image', png(3, 3), 'a.png');
const replaceImage = (id: string) => api().http().put(`/api/testimonial/update/${id}`).set('Authorization', auth)
  .field({ ...fields, existingImages: '[]' }).attach('image', png(5, 5), 'b.png');
const remove = (id: string) => api().http().delete(`/api/testimonial/delete/${id}`).set('Authorization', auth);
const purge = (id: string) => api().http().delete(`/api/testimonial/trash/${id}`).set('Authorization', auth);

const rows = () => api().gateway.services.dataSource.getRepository(Testimonial).find();
/** Rows in the trash too: a deleted item keeps its row (and images) until it is purged. */
const allRows = () => api().gateway.services.dataSource.getRepository(Testimonial).find({ withDeleted: true });
/** The stored originals (each with its copies), as the URLs rows hold. */
const storedOriginals = async () => (await api().gateway.services.images.originals()).sort();
const heldByRows = async () => (await rows()).map((row) => row.userImage).filter(Boolean).sort();

async function interrupted(moment: Moment, write: () => PromiseLike<{ status: number; body: { success?: boolean; message?: string } }>) {
  dropped.moment = moment;
  const response = await write();
  expect(dropped.moment).toBeNull();
  expect(response.status).toBe(503);
  expect(response.body).toMatchObject({ success: false, message: expect.stringMatching(/database/i) });
  await api().gateway.services.images.settled();
}

beforeEach(async () => {
  for (const row of await rows()) await remove(row.id).expect(200);
  for (const row of await allRows()) await purge(row.id).expect(200);
  expect(await api().storedFiles()).toEqual([]);
});

describe('a write whose database connection drops', () => {
  it('before its commit: nothing is stored, and its uploaded image is removed', async () => {
    await interrupted('before commit', add);
    expect(await rows()).toEqual([]);
    expect(await api().storedFiles()).toEqual([]);
  });

  it('after its commit: the row is stored and keeps its image', async () => {
    await interrupted('after commit', add);
    const [row] = await rows();
    expect(row).toMatchObject({ review: 'Interrupted', userImage: expect.stringMatching(/^\/uploads\//) });
    expect(await storedOriginals()).toEqual([row.userImage]);
    await api().http().get(row.userImage!).expect(200);
  });

  it('an update before its commit: the row keeps its old image, the new one is removed', async () => {
    const { userImage: old, _id: id } = (await add().expect(200)).body.testimonial;
    await interrupted('before commit', () => replaceImage(id));
    expect(await heldByRows()).toEqual([old]);
    expect(await storedOriginals()).toEqual([old]);
  });

  it('an update after its commit: the row has the new image, the old one stays only while a revision names it', async () => {
    const { userImage: old, _id: id } = (await add().expect(200)).body.testimonial;
    await interrupted('after commit', () => replaceImage(id));
    const held = await heldByRows();
    expect(held).toHaveLength(1);
    expect(held).not.toEqual([old]);
    // The item's first revision names the old image (restoring it brings the image back).
    expect(await storedOriginals()).toEqual([...held, old].sort());
    await remove(id).expect(200);
    await purge(id).expect(200);
    expect(await api().storedFiles()).toEqual([]);
  });

  it('a delete after its commit: the item is in the trash and keeps its image', async () => {
    const { userImage, _id: id } = (await add().expect(200)).body.testimonial;
    await interrupted('after commit', () => remove(id));
    expect(await rows()).toEqual([]);
    expect((await allRows()).map((row) => row.userImage)).toEqual([userImage]);
    expect(await storedOriginals()).toEqual([userImage]);
  });

  it('a delete before its commit: the row and its image stay', async () => {
    const { userImage, _id: id } = (await add().expect(200)).body.testimonial;
    await interrupted('before commit', () => remove(id));
    expect(await heldByRows()).toEqual([userImage]);
    expect(await storedOriginals()).toEqual([userImage]);
  });

  it('a purge after its commit: the row and its image are gone', async () => {
    const { _id: id } = (await add().expect(200)).body.testimonial;
    await remove(id).expect(200);
    await interrupted('after commit', () => purge(id));
    expect(await allRows()).toEqual([]);
    expect(await api().storedFiles()).toEqual([]);
  });

  it('a purge before its commit: the trashed row and its image stay', async () => {
    const { userImage, _id: id } = (await add().expect(200)).body.testimonial;
    await remove(id).expect(200);
    await interrupted('before commit', () => purge(id));
    expect((await allRows()).map((row) => row.userImage)).toEqual([userImage]);
    expect(await storedOriginals()).toEqual([userImage]);
  });
});
