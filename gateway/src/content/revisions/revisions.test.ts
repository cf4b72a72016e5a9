import type { Test } from 'supertest';
import type { EntitySubscriberInterface, InsertEvent, TransactionCommitEvent } from 'typeorm';
import { graphql } from '../../../test/graphql';
import { png } from '../../../test/images';
import { ADMIN, sharedGateway } from '../../../test/harness';
import { AuditEntry } from '../audit/audit-entry.entity';
import { Revision } from './revision.entity';

/**
 * Every save keeps a revision, written in the save's own transaction; an administrator
 * lists them, reads one and restores one, through REST and GraphQL alike.
 */
const api = sharedGateway();
let auth: string;
beforeAll(async () => { auth = await api().auth(); });

type Values = Record<string, string>;
const post = { title: 'First title', content: '<p>First body</p>', excerpt: 'First', category: 'Engineering', slug: '' };

const addPost = (values: Values = post) => api().http().post('/api/blog/add').set('Authorization', auth).send(values);
const updatePost = (id: string, values: Values) => api().http().put(`/api/blog/update/${id}`).set('Authorization', auth).send(values);
const revisionsOf = (path: string, query = '') => api().http().get(`${path}/revisions${query}`).set('Authorization', auth);
const storedRevisions = (itemId: string) => api().gateway.services.dataSource.getRepository(Revision).countBy({ itemId });

/** A post saved three times: created, then two updates. */
async function postWithHistory() {
  const added = (await addPost({ ...post, slug: `post-${Date.now()}` }).expect(200)).body.blog;
  await updatePost(added._id, { ...post, slug: added.slug, title: 'Second title' }).expect(200);
  await updatePost(added._id, { ...post, slug: added.slug, title: 'Third title', excerpt: 'Third' }).expect(200);
  return added as { _id: string; slug: string };
}

describe('the revisions of a collection item', () => {
  it('lists every save, newest first, with who, when and which fields changed', async () => {
    const { _id } = await postWithHistory();
    const answer = await revisionsOf(`/api/blog/${_id}`).expect(200);
    expect(answer.body).toMatchObject({ success: true, total: 3, page: 1, pages: 1 });
    const [third, second, first] = answer.body.revisions;
    expect(third).toMatchObject({ _id: expect.any(String), admin: { email: ADMIN.email }, changedFields: ['title', 'excerpt'] });
    expect(second.changedFields).toEqual(['title']);
    expect(first.changedFields).toEqual(expect.arrayContaining(['title', 'content', 'slug', 'status']));
    expect(Date.parse(third.createdAt)).toBeGreaterThan(Date.parse(second.createdAt));
    expect(Date.parse(second.createdAt)).toBeGreaterThan(Date.parse(first.createdAt));
    // The moment of the save, whatever the time zone the process runs in.
    expect(Math.abs(Date.parse(third.createdAt) - Date.now())).toBeLessThan(60_000);
  });

  it('pages like the other lists', async () => {
    const { _id } = await postWithHistory();
    const all = (await revisionsOf(`/api/blog/${_id}`).expect(200)).body.revisions;
    const second = await revisionsOf(`/api/blog/${_id}`, '?page=2&limit=2').expect(200);
    expect(second.body).toMatchObject({ success: true, page: 2, limit: 2, total: 3, pages: 2 });
    expect(second.body.revisions.map((revision: { _id: string }) => revision._id)).toEqual([all[2]._id]);
    const refused = await revisionsOf(`/api/blog/${_id}`, '?page=0').expect(400);
    expect(refused.body).toMatchObject({ success: false, message: 'page must be a whole number of at least 1' });
  });

  it('carries the request id the audit entry of the same write has', async () => {
    const added = await addPost({ ...post, slug: `traced-${Date.now()}` }).set('X-Request-Id', 'revision-trace-1').expect(200);
    const [revision] = (await revisionsOf(`/api/blog/${added.body.blog._id}`).expect(200)).body.revisions;
    expect(revision.requestId).toBe('revision-trace-1');
    const audit = await api().gateway.services.dataSource.getRepository(AuditEntry).findOneByOrFail({ targetId: added.body.blog._id });
    expect(audit.requestId).toBe('revision-trace-1');
  });

  it('answers one revision with every stored field', async () => {
    const { _id } = await postWithHistory();
    const [, second] = (await revisionsOf(`/api/blog/${_id}`).expect(200)).body.revisions;
    const answer = await revisionsOf(`/api/blog/${_id}`, `/${second._id}`).expect(200);
    expect(answer.body).toMatchObject({
      success: true,
      revision: { _id: second._id, createdAt: second.createdAt, admin: { email: ADMIN.email }, values: { _id, title: 'Second title', excerpt: 'First', content: '<p>First body</p>' } },
    });
    expect(Object.keys(answer.body.revision.values)).toEqual(expect.arrayContaining(['views', 'status', 'publishAt', 'slug', 'featuredImage', 'tags']));
  });

  it('restores a revision through the update: values back, a new revision, an audit entry, the public answer', async () => {
    const { _id, slug } = await postWithHistory();
    await api().http().get(`/api/blog/${slug}`).expect(200);
    const [, second] = (await revisionsOf(`/api/blog/${_id}`).expect(200)).body.revisions;
    const restored = await api().http().post(`/api/blog/${_id}/revisions/${second._id}/restore`).set('Authorization', auth).expect(200);
    expect(restored.body).toEqual({ success: true, message: expect.stringMatching(/^Blog restored from the revision of \d{4}-\d\d-\d\d \d\d:\d\d:\d\d UTC$/) });
    // The public answer (kept in the answer cache before) follows at once.
    expect((await api().http().get(`/api/blog/${slug}`).expect(200)).body.blog).toMatchObject({ title: 'Second title', excerpt: 'First' });
    const after = (await revisionsOf(`/api/blog/${_id}`).expect(200)).body;
    expect(after.total).toBe(4);
    expect(after.revisions[0].changedFields).toEqual(['title', 'excerpt']);
    const audit = await api().gateway.services.dataSource.getRepository(AuditEntry).find({ where: { targetId: _id }, order: { at: 'DESC' } });
    expect(audit[0]).toMatchObject({ action: 'blog.updated', changes: expect.arrayContaining([{ field: 'title', before: 'Third title', after: 'Second title' }]) });
  });

  it('has GraphQL twins: revisions, revision and restoreRevision', async () => {
    const { _id } = await postWithHistory();
    const list = await graphql(api(), `query ($id: ID) { revisions(kind: blog, id: $id, limit: 1) { total items { id changedFields admin { email } } } }`, { id: _id }, { auth }).expect(200);
    expect(list.body.data.revisions).toMatchObject({ total: 3, items: [{ changedFields: ['title', 'excerpt'], admin: { email: ADMIN.email } }] });
    const oldest = (await revisionsOf(`/api/blog/${_id}`).expect(200)).body.revisions[2]._id;
    const one = await graphql(api(), `query ($id: ID, $r: ID!) { revision(kind: blog, id: $id, revisionId: $r) { values } }`, { id: _id, r: oldest }, { auth }).expect(200);
    expect(one.body.data.revision.values).toMatchObject({ id: _id, title: 'First title' });
    const restore = await graphql(api(), `mutation ($id: ID, $r: ID!) { restoreRevision(kind: blog, id: $id, revisionId: $r) { id } }`, { id: _id, r: oldest }, { auth }).expect(200);
    expect(restore.body.data.restoreRevision.id).toBe(oldest);
    expect((await api().http().get(`/api/blog/${_id}`).set('Authorization', auth).expect(200)).body.blog.title).toBe('First title');
  });

  it('restoring a revision takes its slug back, by the slug rules: the later slug still leads to the item', async () => {
    const { _id, slug } = await postWithHistory();
    const [, , first] = (await revisionsOf(`/api/blog/${_id}`).expect(200)).body.revisions;
    await updatePost(_id, { ...post, slug: `${slug}-moved` }).expect(200);
    await api().http().post(`/api/blog/${_id}/revisions/${first._id}/restore`).set('Authorization', auth).expect(200);
    expect((await api().http().get(`/api/blog/${slug}`).expect(200)).body.blog).toMatchObject({ _id, slug, title: 'First title' });
    expect((await api().http().get(`/api/blog/${slug}-moved`).expect(200)).body.blog._id).toBe(_id);
  });
});

const project = { category: 'Web App', projectName: 'Ledger Lite' };
/** Multipart, as the admin form sends a project. */
const save = (call: Test, values: Values, images: Buffer[]) => {
  for (const [key, value] of Object.entries(values)) call.field(key, value);
  images.forEach((image, index) => call.attach('images', image, `shot-${index}.png`));
  return call.set('Authorization', auth);
};

describe('the revisions of a project (a list of images)', () => {

  it('names the images in the API\'s words, and a restore brings a dropped image back', async () => {
    const added = (await save(api().http().post('/api/portfolio/add'), project, [png(1, 1), png(2, 2)]).expect(200)).body.portfolio;
    const [kept, dropped] = added.images_url as string[];
    await save(api().http().put(`/api/portfolio/update/${added._id}`), { ...project, existingImages: JSON.stringify([kept]) }, []).expect(200);
    // Dropped by the update, still stored: the first revision names it.
    await api().http().get(dropped).expect(200);
    const [latest, first] = (await revisionsOf(`/api/portfolio/${added._id}`).expect(200)).body.revisions;
    expect(latest.changedFields).toEqual(['imageUrls', 'imageAlts']);
    const one = (await revisionsOf(`/api/portfolio/${added._id}`, `/${first._id}`).expect(200)).body.revision;
    expect(one).toMatchObject({ images: [kept, dropped], values: { _id: added._id, images_url: [kept, dropped], projectName: 'Ledger Lite' } });
    await api().http().post(`/api/portfolio/${added._id}/revisions/${first._id}/restore`).set('Authorization', auth).expect(200);
    expect((await api().http().get(`/api/portfolio/${added._id}`).expect(200)).body.portfolio.images_url).toEqual([kept, dropped]);
  });
});

describe('a revision loaded into the form and saved', () => {
  it('may keep an image a kept revision of this item names, or any stored image, never one that is not stored', async () => {
    const added = (await save(api().http().post('/api/portfolio/add'), project, [png(1, 1), png(2, 2)]).expect(200)).body.portfolio;
    const [kept, dropped] = added.images_url as string[];
    await save(api().http().put(`/api/portfolio/update/${added._id}`), { ...project, existingImages: JSON.stringify([kept]) }, []).expect(200);
    // The editor restored the first revision in the form: its images, as the existing ones.
    const back = await save(api().http().put(`/api/portfolio/update/${added._id}`), { ...project, existingImages: JSON.stringify([dropped, kept]) }, []).expect(200);
    expect(back.body.portfolio.images_url).toEqual([dropped, kept]);

    const ghost = kept.replace(/\/uploads\/[^_]+/, '/uploads/00000000-0000-4000-8000-000000000000');
    const refused = await save(api().http().put(`/api/portfolio/update/${added._id}`), { ...project, existingImages: JSON.stringify([ghost]) }, []).expect(400);
    expect(refused.body).toMatchObject({ success: false, message: `existingImages: "${ghost}" is not a stored image` });
  });
});

describe('a write that fails leaves no revision', () => {
  it('a refused update (a slug another post has)', async () => {
    const { _id } = await postWithHistory();
    const other = (await addPost({ ...post, slug: `other-${Date.now()}` }).expect(200)).body.blog;
    const before = await storedRevisions(_id);
    await updatePost(_id, { ...post, slug: other.slug }).expect(400);
    expect(await storedRevisions(_id)).toBe(before);
  });

  it('an update whose connection drops before its commit (503)', async () => {
    const { _id } = await postWithHistory();
    const before = await storedRevisions(_id);
    const dropped = new DropBeforeCommit();
    api().gateway.services.dataSource.subscribers.push(dropped);
    try {
      const answer = await updatePost(_id, { ...post, title: 'Never stored' });
      expect(answer.status).toBe(503);
      await api().gateway.services.images.settled();
    } finally {
      api().gateway.services.dataSource.subscribers.splice(api().gateway.services.dataSource.subscribers.indexOf(dropped), 1);
    }
    expect(dropped.dropped).toBe(true);
    expect(await storedRevisions(_id)).toBe(before);
    expect((await api().http().get(`/api/blog/${_id}`).set('Authorization', auth).expect(200)).body.blog.title).toBe('Third title');
  });
});

/** Drops "the connection" just before the commit of the first transaction that writes a revision. */
class DropBeforeCommit implements EntitySubscriberInterface {
  dropped = false;

  afterInsert(event: InsertEvent<unknown>) {
    if (event.metadata.target === Revision) event.queryRunner.data.writesRevision = true;
  }

  async beforeTransactionCommit(event: TransactionCommitEvent) {
    if (this.dropped || !event.queryRunner.data.writesRevision) return;
    this.dropped = true;
    throw Object.assign(new Error('Connection lost: The server closed the connection.'), { code: 'PROTOCOL_CONNECTION_LOST' });
  }
}

describe('the revisions of settings', () => {
  const figures = {
    projectsCompleted: '10+', projectsCompletedDescription: 'Shipped',
    industriesServed: '3', industriesServedDescription: 'Sectors',
    clientSatisfaction: '99%', clientSatisfactionDescription: 'Happy',
  };
  const updateStatistics = (values: Values) => api().http().put('/api/statistics/update').set('Authorization', auth).send({ ...figures, ...values });

  it('keeps every update, and restores one', async () => {
    await updateStatistics({ projectsCompleted: '20+' }).expect(200);
    await updateStatistics({ projectsCompleted: '30+', industriesServed: '4' }).expect(200);
    const list = await revisionsOf('/api/statistics').expect(200);
    expect(list.body.revisions[0]).toMatchObject({ changedFields: ['projectsCompleted', 'industriesServed'], admin: { email: ADMIN.email } });
    const older = list.body.revisions[1];
    const one = await revisionsOf('/api/statistics', `/${older._id}`).expect(200);
    expect(one.body.revision.values).toMatchObject({ _id: 'site', projectsCompleted: '20+', industriesServed: '3' });
    const restored = await api().http().post(`/api/statistics/revisions/${older._id}/restore`).set('Authorization', auth).expect(200);
    expect(restored.body.message).toMatch(/^Statistics restored from the revision of /);
    expect((await api().http().get('/api/statistics/get').expect(200)).body.statistics).toMatchObject({ projectsCompleted: '20+', industriesServed: '3' });
    expect((await revisionsOf('/api/statistics').expect(200)).body.total).toBe(list.body.total + 1);
  });

  it.each(['/api/footer', '/api/siteSettings'])('%s/revisions answers its list', async (path) => {
    const answer = await revisionsOf(path).expect(200);
    expect(answer.body).toMatchObject({ success: true, revisions: expect.any(Array), page: 1 });
  });
});

describe('refusals', () => {
  const unknownId = '00000000-0000-4000-8000-000000000000';

  it('answers 401 without a token', async () => {
    const { _id } = await postWithHistory();
    for (const call of [
      api().http().get(`/api/blog/${_id}/revisions`),
      api().http().get('/api/statistics/revisions'),
      api().http().post(`/api/blog/${_id}/revisions/${unknownId}/restore`),
    ]) {
      const answer = await call.expect(401);
      expect(answer.body).toMatchObject({ success: false, message: expect.any(String) });
    }
  });

  it.each([
    ['an unknown item', `/api/blog/${unknownId}/revisions`, 'Blog not found'],
    ['an item id that is no id', '/api/testimonial/not-an-id/revisions', 'Testimonial not found'],
    ['an unknown item of a revision', `/api/portfolio/${unknownId}/revisions/${unknownId}`, 'Portfolio not found'],
  ])('answers 404 for %s', async (_case, path, message) => {
    const answer = await api().http().get(path).set('Authorization', auth).expect(404);
    expect(answer.body).toMatchObject({ success: false, message });
  });

  it('answers 404 for a revision that is unknown, malformed, or another item\'s', async () => {
    const mine = await postWithHistory();
    const other = await postWithHistory();
    const [othersRevision] = (await revisionsOf(`/api/blog/${other._id}`).expect(200)).body.revisions;
    for (const revisionId of [unknownId, 'nope', othersRevision._id]) {
      const read = await revisionsOf(`/api/blog/${mine._id}`, `/${revisionId}`).expect(404);
      expect(read.body).toMatchObject({ success: false, message: 'Revision not found' });
      const restore = await api().http().post(`/api/blog/${mine._id}/revisions/${revisionId}/restore`).set('Authorization', auth).expect(404);
      expect(restore.body).toMatchObject({ success: false, message: 'Revision not found' });
    }
  });

  it('answers 400 for a limit out of range', async () => {
    const answer = await revisionsOf('/api/statistics', '?limit=1000').expect(400);
    expect(answer.body).toMatchObject({ success: false, message: 'limit must be a whole number from 1 to 100' });
  });
});
