import path from 'node:path';
import { graphql } from '../../../test/graphql';
import { ADMIN, sharedGateway } from '../../../test/harness';
import { png } from '../../../test/images';
import { AuditEntry } from '../audit/audit-entry.entity';
import { Portfolio } from '../../features/portfolio/portfolio.entity';
import { withoutTrashMark } from './collection-trash';
import { CONTENT_VERSION, readVersion } from '../../infra/database/versions';

const FIXTURE = path.resolve(__dirname, '..', '..', '..', 'test', 'fixtures', 'rendered-web-dist');
// The fixture renderer lists the projects on /portfolio; a fixed origin keeps one cached page.
const api = sharedGateway({ WEB_DIST: FIXTURE, PUBLIC_URL: 'https://site.test' });
const UNKNOWN_ID = '3f0b2d4e-0000-4000-8000-000000000000';

let auth: string;
beforeAll(async () => { auth = await api().auth(); });

const http = () => api().http();
const withAuth = <T extends { set(name: string, value: string): T }>(call: T, token = auth) => call.set('Authorization', token);

async function addProject(projectName: string, slug?: string) {
  const call = withAuth(http().post('/api/portfolio/add')).field('category', 'Web App').field('projectName', projectName);
  if (slug) call.field('slug', slug);
  const response = await call.attach('images', png(), 'photo.png').expect(200);
  return response.body.portfolio as { _id: string; slug: string; images_url: string[] };
}

async function addPost(title: string) {
  const response = await withAuth(http().post('/api/blog/add')).send({ title, content: '<p>Words</p>' }).expect(200);
  return response.body.blog as { _id: string; slug: string };
}

const trashIt = (key: string, id: string) => withAuth(http().delete(`/api/${key}/delete/${id}`)).expect(200);
const trashList = async (key = 'portfolio', query = '') => (await withAuth(http().get(`/api/${key}/trash${query}`)).expect(200)).body;
const stored = async () => (await api().storedFiles()).length;
const page = (url: string) => http().get(url).set('Accept', 'text/html');
const contentVersion = async () => Number(await readVersion(api().gateway.services.dataSource, CONTENT_VERSION));

/** An editor, signed in with a password of their own. */
async function editorAuth(email: string): Promise<string> {
  const created = await withAuth(http().post('/api/admin/admins')).send({ email, role: 'editor' }).expect(200);
  const oneTime = created.body.oneTimePassword as string;
  const token = `Bearer ${(await http().post('/api/admin/login').send({ email, password: oneTime }).expect(200)).body.token}`;
  await withAuth(http().put('/api/admin/password'), token).send({ currentPassword: oneTime, newPassword: 'kettle violin marsh 93 lantern' }).expect(200);
  return token;
}

describe('deleting moves an item to the trash', () => {
  it('answers as before, and every public and admin surface drops it at once', async () => {
    const project = await addProject('Trashed project');
    const post = await addPost('Trashed post');
    // Rendered and cached with the project in it.
    expect((await page('/portfolio').expect(200)).text).toContain('Trashed project');
    expect((await http().get('/blog/rss.xml').expect(200)).text).toContain('Trashed post');
    const filesBefore = await stored();

    const versionBefore = await contentVersion();
    expect((await trashIt('portfolio', project._id)).body).toEqual({ success: true, message: 'Portfolio deleted successfully' });
    expect(await contentVersion()).toBeGreaterThan(versionBefore);
    const deleted = await graphql(api(), 'mutation($id: ID!) { deleteBlog(id: $id) }', { id: post._id }, { auth }).expect(200);
    expect(deleted.body).toEqual({ data: { deleteBlog: post._id } });

    expect((await page('/portfolio').expect(200)).text).not.toContain('Trashed project');
    for (const path of [`/api/portfolio/${project._id}`, `/api/portfolio/${project.slug}`, `/api/blog/${post.slug}`]) {
      expect((await http().get(path).expect(404)).body).toMatchObject({ success: false, message: expect.stringMatching(/not found/) });
      await withAuth(http().get(path)).expect(404);
    }
    const item = await graphql(api(), 'query($id: ID!) { portfolio(id: $id) { id } }', { id: project._id }, { auth });
    expect(item.body.errors[0].extensions.code).toBe('NOT_FOUND');
    for (const list of [await http().get('/api/portfolio/all').expect(200), await withAuth(http().get('/api/portfolio/all')).expect(200)]) {
      expect(list.body.portfolios.map((one: { _id: string }) => one._id)).not.toContain(project._id);
      expect(list.body.total).toBe(list.body.portfolios.length);
    }
    const searched = await withAuth(http().get('/api/portfolio/all?q=Trashed')).expect(200);
    expect(searched.body).toMatchObject({ portfolios: [], total: 0 });
    expect((await http().get('/blog/rss.xml').expect(200)).text).not.toContain('Trashed post');
    expect((await http().get('/blog/atom.xml').expect(200)).text).not.toContain('Trashed post');
    const sitemap = (await http().get('/sitemap.xml').expect(200)).text;
    expect(sitemap).not.toContain(project.slug);
    expect(sitemap).not.toContain(post.slug);
    // The old URL by id names nothing public any more: no redirect to the trashed item's page.
    await page(`/portfolio/${project._id}`).expect(404);
    // A view of it is not counted.
    await graphql(api(), 'mutation($id: ID!) { trackView(page: "/portfolio/x", type: "portfolio", id: $id) }', { id: project._id })
      .expect((response) => expect(response.body.errors[0].extensions.code).toBe('NOT_FOUND'));
    // Nothing removed: the row and its images stay.
    expect(await stored()).toBe(filesBefore);
    const row = await api().gateway.services.dataSource.getRepository(Portfolio).findOne({ where: { id: project._id }, withDeleted: true });
    expect(row).toMatchObject({ deletedByEmail: ADMIN.email, deletedById: expect.any(String), deletedAt: expect.any(Date) });
  });

  it('lists the trash with who deleted each item and when, the most recently trashed first, paged', async () => {
    const first = await addProject('Listed first');
    const second = await addProject('Listed second');
    await trashIt('portfolio', second._id);
    await trashIt('portfolio', first._id);
    const body = await trashList('portfolio', '?limit=1');
    expect(body).toMatchObject({ success: true, page: 1, limit: 1, total: expect.any(Number) });
    expect(body.items).toEqual([{
      _id: first._id, title: 'Listed first', slug: first.slug, createdAt: expect.any(String),
      deletedAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/), deletedBy: { email: ADMIN.email },
    }]);
    const searched = await trashList('portfolio', '?q=Listed second');
    expect(searched.items.map((one: { _id: string }) => one._id)).toEqual([second._id]);
    const graph = await graphql(api(), '{ trashedPortfolios(limit: 50) { items { id title deletedBy { email } } total } }', {}, { auth });
    expect(graph.body.data.trashedPortfolios.items).toEqual(expect.arrayContaining([{ id: second._id, title: 'Listed second', deletedBy: { email: ADMIN.email } }]));
    expect(await trashList('testimonial')).toMatchObject({ items: [], total: 0 });
  });

  it('keeps a trashed item\'s slug reserved', async () => {
    const project = await addProject('Reserved name', 'reserved-slug');
    await trashIt('portfolio', project._id);
    const taken = await withAuth(http().post('/api/portfolio/add')).field('category', 'Web App').field('projectName', 'Other')
      .field('slug', 'reserved-slug').attach('images', png(), 'photo.png').expect(400);
    // The answer of any taken slug.
    expect(taken.body).toMatchObject({ success: false, message: 'slug "reserved-slug" is already used by another portfolio item' });
    // A slug made from a name takes the next free one.
    expect((await addProject('Reserved slug')).slug).toBe('reserved-slug-2');
  });

  it('refuses the trash to visitors, and answers 404 for unknown, untrashed or malformed ids, never 500', async () => {
    await http().get('/api/portfolio/trash').expect(401);
    await http().post(`/api/portfolio/trash/${UNKNOWN_ID}/restore`).expect(401);
    await http().delete(`/api/portfolio/trash/${UNKNOWN_ID}`).expect(401);
    const live = await addProject('Not trashed');
    for (const id of [UNKNOWN_ID, live._id, 'not-an-id', 'x'.repeat(300), '%E2%82%AC']) {
      const restored = await withAuth(http().post(`/api/portfolio/trash/${id}/restore`)).expect(404);
      expect(restored.body).toEqual({ success: false, message: 'Portfolio not found in the trash', requestId: expect.any(String) });
      await withAuth(http().delete(`/api/portfolio/trash/${id}`)).expect(404);
    }
    await withAuth(http().delete(`/api/portfolio/delete/${UNKNOWN_ID}`)).expect(404);
    await withAuth(http().get('/api/portfolio/trash?page=0')).expect(400);
    await withAuth(http().get('/api/portfolio/trash?limit=abc')).expect(400);
    // Deleting an item already in the trash: it is not found, as today.
    await trashIt('portfolio', live._id);
    await withAuth(http().delete(`/api/portfolio/delete/${live._id}`)).expect(404);
  });
});

describe('an update racing a delete', () => {
  it('leaves the item in the trash: a save of the item as read before never writes its trash columns', async () => {
    const project = await addProject('Read before the delete');
    const repo = api().gateway.services.dataSource.getRepository(Portfolio);
    const readBefore = await repo.findOneByOrFail({ id: project._id });
    await trashIt('portfolio', project._id);
    await repo.save(Object.assign(withoutTrashMark(readBefore), { projectName: 'Saved after the delete' }));
    const row = await repo.findOne({ where: { id: project._id }, withDeleted: true });
    expect(row).toMatchObject({ projectName: 'Saved after the delete', deletedAt: expect.any(Date), deletedByEmail: ADMIN.email });
    await http().get(`/api/portfolio/${project._id}`).expect(404);
  });
});

describe('restoring', () => {
  it('brings the item back with its page, slug and images, and records it', async () => {
    const project = await addProject('Comes back', 'comes-back');
    await withAuth(http().put(`/api/portfolio/update/${project._id}`)).send({ category: 'Web App', projectName: 'Comes back', slug: 'comes-back-now' }).expect(200);
    await trashIt('portfolio', project._id);
    await page('/portfolio/comes-back').expect(404);
    const versionBefore = await contentVersion();
    const restored = await withAuth(http().post(`/api/portfolio/trash/${project._id}/restore`)).expect(200);
    // A write to the content: cached pages and answers follow at once.
    expect(await contentVersion()).toBeGreaterThan(versionBefore);
    expect(restored.body).toEqual({ success: true, message: 'Portfolio restored successfully' });

    const back = (await http().get('/api/portfolio/comes-back-now').expect(200)).body.portfolio;
    expect(back).toMatchObject({ _id: project._id, slug: 'comes-back-now', images_url: project.images_url });
    await http().get(back.images_url[0]).expect(200);
    // Its former slug redirects again.
    expect((await page('/portfolio/comes-back').expect(301)).headers.location).toBe('/portfolio/comes-back-now');
    expect((await page('/portfolio').expect(200)).text).toContain('Comes back');
    expect((await trashList()).items.map((one: { _id: string }) => one._id)).not.toContain(project._id);
    const audit = await api().gateway.services.dataSource.getRepository(AuditEntry).find({ where: { targetId: project._id }, order: { at: 'ASC' } });
    expect(audit.map((entry) => entry.action)).toEqual(['portfolio.created', 'portfolio.updated', 'portfolio.deleted', 'portfolio.restored']);
    // Restored once: a second restore finds it no longer in the trash.
    await withAuth(http().post(`/api/portfolio/trash/${project._id}/restore`)).expect(404);
  });

  it('is open to editors, with its GraphQL twin answering the item', async () => {
    const editor = await editorAuth('restorer@test.local');
    const post = await addPost('Editor restores');
    await withAuth(http().delete(`/api/blog/delete/${post._id}`), editor).expect(200);
    expect((await trashList('blog')).items[0]).toMatchObject({ _id: post._id, deletedBy: { email: 'restorer@test.local' } });
    const restored = await graphql(api(), 'mutation($id: ID!) { restoreBlog(id: $id) { id slug } }', { id: post._id }, { auth: editor });
    expect(restored.body).toEqual({ data: { restoreBlog: { id: post._id, slug: post.slug } } });
  });
});

describe('purging', () => {
  it('deletes the row and its image files for good, owners only, and records it', async () => {
    const editor = await editorAuth('not-an-owner@test.local');
    const project = await addProject('Gone for good');
    await trashIt('portfolio', project._id);
    const before = await stored();

    const refused = await withAuth(http().delete(`/api/portfolio/trash/${project._id}`), editor).expect(403);
    expect(refused.body).toMatchObject({ success: false });
    const graphRefused = await graphql(api(), 'mutation($id: ID!) { purgePortfolio(id: $id) }', { id: project._id }, { auth: editor });
    expect(graphRefused.body.errors[0].extensions.code).toBe('FORBIDDEN');
    expect(await stored()).toBe(before);

    const versionBefore = await contentVersion();
    const purged = await withAuth(http().delete(`/api/portfolio/trash/${project._id}`)).expect(200);
    // The trash's totals are kept per content version: the purge moves it.
    expect(await contentVersion()).toBeGreaterThan(versionBefore);
    expect(purged.body).toEqual({ success: true, message: 'Portfolio deleted permanently' });
    const repo = api().gateway.services.dataSource.getRepository(Portfolio);
    expect(await repo.findOne({ where: { id: project._id }, withDeleted: true })).toBeNull();
    expect(await stored()).toBeLessThan(before);
    await http().get(project.images_url[0]).expect(404);
    expect((await trashList()).items.map((one: { _id: string }) => one._id)).not.toContain(project._id);
    const audit = await api().gateway.services.dataSource.getRepository(AuditEntry).findOneBy({ targetId: project._id, action: 'portfolio.purged' });
    expect(audit).toMatchObject({ adminEmail: ADMIN.email, targetLabel: 'Gone for good' });
    // Its slug is free again.
    expect((await addProject('Gone for good')).slug).toBe(project.slug);
  });

  it('has a GraphQL twin answering the id', async () => {
    const post = await addPost('Purged by GraphQL');
    await trashIt('blog', post._id);
    const purged = await graphql(api(), 'mutation($id: ID!) { purgeBlog(id: $id) }', { id: post._id }, { auth });
    expect(purged.body).toEqual({ data: { purgeBlog: post._id } });
    const again = await graphql(api(), 'mutation($id: ID!) { purgeBlog(id: $id) }', { id: post._id }, { auth });
    expect(again.body.errors[0].extensions.code).toBe('NOT_FOUND');
  });
});
