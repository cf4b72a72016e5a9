import { graphql } from '../../../test/graphql';
import { sharedGateway } from '../../../test/harness';
import { png, svgImpostor } from '../../../test/images';
import { AuditEntry } from '../../content/audit/audit-entry.entity';
import { Media } from './media.entity';

const api = sharedGateway();

let auth: string;
beforeAll(async () => { auth = await api().auth(); });

type Body = Record<string, any>;

/** A project with these images, as the admin form sends it. */
async function addProject(name: string, images: Array<[Buffer, string]>, alts: string[] = []): Promise<Body> {
  const call = api().http().post('/api/portfolio/add').set('Authorization', auth).field('category', 'Web App').field('projectName', name);
  if (alts.length) call.field('imageAlts', JSON.stringify(alts));
  images.forEach(([data, filename]) => call.attach('images', data, filename));
  return (await call.expect(200)).body.portfolio;
}

const upload = (data: Buffer, filename: string) => api().http().post('/api/media').set('Authorization', auth).attach('file', data, filename);
const list = (query: Record<string, string | number | boolean> = {}) => api().http().get('/api/media').query(query).set('Authorization', auth);
const byUrl = async (url: string): Promise<Body> => {
  const found = (await list({ limit: 100 }).expect(200)).body.media.find((media: Body) => media.url === url);
  expect(found).toBeDefined();
  return found;
};
const keyOf = (url: string) => url.replace('/uploads/', '');

describe('the media library: listing', () => {
  it('lists an image uploaded with a project, with its file name, size, dimensions, uploader and use', async () => {
    const project = await addProject('Harbour Lights', [[png(40, 30), 'harbour-front.png']]);
    const media = await byUrl(project.images_url[0]);
    expect(media).toMatchObject({
      name: 'harbour-front.png', width: 40, height: 30, alt: '', focalPoint: { x: 0.5, y: 0.5 },
      uploadedBy: { email: 'admin@test.local' },
      uses: [{ collection: 'portfolio', id: project._id, title: 'Harbour Lights' }],
    });
    expect(media._id).toMatch(/^[0-9a-f-]{36}$/);
    expect(media.size).toBeGreaterThan(0);
  });

  it('searches file names and alt texts, case aside, and pages on the server', async () => {
    for (const name of ['zebra-one.png', 'zebra-two.png', 'zebra-three.png']) await upload(png(8, 8), name).expect(200);
    const other = (await upload(png(8, 8), 'plain.png').expect(200)).body.media;
    await api().http().put(`/api/media/${other._id}`).set('Authorization', auth).send({ alt: 'A Zebra crossing at dusk' }).expect(200);

    const first = await list({ search: 'ZEBRA', limit: 3, page: 1 }).expect(200);
    expect(first.body).toMatchObject({ success: true, pagination: { page: 1, limit: 3, total: 4, pages: 2 } });
    const second = await list({ search: 'zebra', limit: 3, page: 2 }).expect(200);
    const names = [...first.body.media, ...second.body.media].map((media: Body) => media.name);
    expect(names.sort()).toEqual(['plain.png', 'zebra-one.png', 'zebra-three.png', 'zebra-two.png']);
    // Newest first.
    expect(first.body.media[0].name).toBe('plain.png');
  });

  it('keeps only the images used nowhere with unused=true', async () => {
    const project = await addProject('Used Somewhere', [[png(9, 9), 'used-here.png']]);
    const lonely = (await upload(png(9, 9), 'used-nowhere.png').expect(200)).body.media;
    const unused = (await list({ unused: true, limit: 100 }).expect(200)).body.media.map((media: Body) => media.url);
    expect(unused).toContain(lonely.url);
    expect(unused).not.toContain(project.images_url[0]);
    const all = (await list({ limit: 100 }).expect(200)).body.media.map((media: Body) => media.url);
    expect(all).toEqual(expect.arrayContaining([lonely.url, project.images_url[0]]));
  });

  it('names a settings row that chose the image as a use', async () => {
    const chosen = (await upload(png(12, 12), 'logo.png').expect(200)).body.media;
    await api().http().put('/api/siteSettings/update').set('Authorization', auth)
      .send({ siteName: 'Acme', defaultDescription: 'We build things.', defaultSocialImage: '', organizationLogo: chosen.url }).expect(200);
    const { body } = await api().http().get(`/api/media/${chosen._id}`).set('Authorization', auth).expect(200);
    expect(body.media.uses).toEqual([{ collection: 'siteSettings', id: 'site', title: 'Site settings' }]);
    await api().http().put('/api/siteSettings/update').set('Authorization', auth)
      .send({ siteName: 'Acme', defaultDescription: 'We build things.', defaultSocialImage: '', organizationLogo: '' }).expect(200);
  });

  it('is for administrators only', async () => {
    await api().http().get('/api/media').expect(401);
    const answer = await graphql(api(), '{ media { total } }').expect(200);
    expect(answer.body.errors[0].extensions.code).toBe('UNAUTHENTICATED');
  });

  it('records the images stored before the library existed, with the alt text their item gave them, at start-up', async () => {
    const project = await addProject('Before The Library', [[png(20, 10), 'old.png']], ['An old photo']);
    await api().gateway.services.dataSource.getRepository(Media).delete({ url: project.images_url[0] });
    await api().restart();
    auth = `Bearer ${(await api().http().post('/api/admin/login').send({ email: 'admin@test.local', password: 'correct horse battery staple' }).expect(200)).body.token}`;
    const rows = await api().gateway.services.dataSource.getRepository(Media).findBy({ url: project.images_url[0] });
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ name: keyOf(project.images_url[0]), alt: 'An old photo', width: 20, height: 10, uploadedByEmail: null });
  });
});

describe('the media library: upload', () => {
  it('stores an image with its copies, answered as the library lists it', async () => {
    const files = (await api().storedFiles()).length;
    const { body } = await upload(png(1000, 500), 'wide.png').expect(200);
    expect(body).toMatchObject({ success: true, message: 'Image uploaded successfully', media: { name: 'wide.png', width: 1000, height: 500, uses: [] } });
    await api().http().get(body.media.url).expect(200);
    // The original, and its 480 and 960 px copies in AVIF and WebP.
    expect((await api().storedFiles()).length).toBe(files + 5);
    expect(body.media.thumbnailUrl).toMatch(/-480\.webp$/);
  });

  it('refuses a file that is not an image: 400, nothing stored, no row', async () => {
    const [files, rows] = [(await api().storedFiles()).length, await api().count(Media)];
    const { body } = await upload(svgImpostor(), 'evil.png').expect(400);
    expect(body).toMatchObject({ success: false, message: 'file: "evil.png" is not a PNG, JPEG, GIF or WebP image' });
    expect((await api().storedFiles()).length).toBe(files);
    expect(await api().count(Media)).toBe(rows);
  });

  it('refuses a request without a file', async () => {
    const { body } = await api().http().post('/api/media').set('Authorization', auth).field('alt', 'x').expect(400);
    expect(body).toMatchObject({ success: false, message: 'file is required' });
  });
});

describe('the media library: alt text and focal point', () => {
  it('stores them, and the pages placing the image carry them (the item’s own alt text first)', async () => {
    const project = await addProject('Portrait Study', [[png(30, 60), 'portrait.png']]);
    const media = await byUrl(project.images_url[0]);
    const saved = await api().http().put(`/api/media/${media._id}`).set('Authorization', auth)
      .send({ alt: '  A portrait by the window ', focalPoint: { x: 0.5, y: 0.2 } }).expect(200);
    expect(saved.body).toMatchObject({ success: true, message: 'Image updated successfully', media: { alt: 'A portrait by the window', focalPoint: { x: 0.5, y: 0.2 } } });

    const page = await api().http().get(`/api/portfolio/${project._id}`).expect(200);
    expect(page.body.portfolio.responsiveImages[0]).toMatchObject({ alt: 'A portrait by the window', focalPoint: { x: 0.5, y: 0.2 } });
    const read = await graphql(api(), `{ portfolio(id: "${project._id}") { responsiveImages { alt focalPoint { x y } } } }`).expect(200);
    expect(read.body.data.portfolio.responsiveImages[0]).toEqual({ alt: 'A portrait by the window', focalPoint: { x: 0.5, y: 0.2 } });

    const entries = await api().gateway.services.dataSource.getRepository(AuditEntry).findBy({ action: 'media.updated', targetId: media._id });
    expect(entries).toHaveLength(1);
  });

  it.each([
    ['x above 1', { focalPoint: { x: 1.5, y: 0.2 } }, 'x must be a number from 0 to 1'],
    ['y below 0', { focalPoint: { x: 0.3, y: -0.1 } }, 'y must be a number from 0 to 1'],
    ['y missing', { focalPoint: { x: 0.3 } }, 'y is required'],
    ['x not a number', { focalPoint: { x: 'left', y: 0.5 } }, 'x has an invalid value'],
    ['an alt text too long', { alt: 'x'.repeat(251) }, 'alt must be at most 250 characters'],
  ])('refuses %s with 400, writing nothing', async (_label, change, message) => {
    const media = (await upload(png(6, 6), 'steady.png').expect(200)).body.media;
    const { body } = await api().http().put(`/api/media/${media._id}`).set('Authorization', auth).send({ alt: 'Changed', ...change }).expect(400);
    expect(body.success).toBe(false);
    expect(body.message).toContain(message);
    const after = (await api().http().get(`/api/media/${media._id}`).set('Authorization', auth).expect(200)).body.media;
    expect(after).toMatchObject({ alt: '', focalPoint: { x: 0.5, y: 0.5 }, version: media.version });
  });

  it('refuses an update made from an older version (409)', async () => {
    const media = (await upload(png(6, 6), 'versioned.png').expect(200)).body.media;
    await api().http().put(`/api/media/${media._id}`).set('Authorization', auth).send({ alt: 'First', version: media.version }).expect(200);
    const { body } = await api().http().put(`/api/media/${media._id}`).set('Authorization', auth).send({ alt: 'Second', version: media.version }).expect(409);
    expect(body.success).toBe(false);
  });

  it('answers 404 for an unknown image', async () => {
    const { body } = await api().http().get('/api/media/00000000-0000-4000-8000-000000000000').set('Authorization', auth).expect(404);
    expect(body).toMatchObject({ success: false, message: 'Image not found' });
  });
});

describe('the media library: replace and delete', () => {
  it('replaces the file under a new URL, rewriting every use at once', async () => {
    const project = await addProject('Rewritten', [[png(10, 10), 'before.png'], [png(11, 11), 'second.png']], ['First alt', 'Second alt']);
    const [old, second] = project.images_url as string[];
    const media = await byUrl(old);
    await api().http().put(`/api/media/${media._id}`).set('Authorization', auth).send({ alt: 'Library alt', focalPoint: { x: 0.1, y: 0.9 } }).expect(200);

    const replaced = await api().http().put(`/api/media/${media._id}/file`).set('Authorization', auth).attach('file', png(50, 40), 'after.png').expect(200);
    const now = replaced.body.media;
    expect(replaced.body.message).toBe('Image replaced successfully');
    expect(now).toMatchObject({ _id: media._id, name: 'after.png', width: 50, height: 40, alt: 'Library alt', focalPoint: { x: 0.1, y: 0.9 } });
    expect(now.url).not.toBe(old);
    expect(now.uses).toEqual([{ collection: 'portfolio', id: project._id, title: 'Rewritten' }]);

    const item = (await api().http().get(`/api/portfolio/${project._id}`).expect(200)).body.portfolio;
    expect(item.images_url).toEqual([now.url, second]);
    expect(item.imageAlts).toEqual(['First alt', 'Second alt']);
    expect(item.version).toBe(project.version + 1);
    await api().http().get(now.url).expect(200);
    // The project's first revision still names the old file: it stays for a restore, listed as that version's.
    await api().http().get(old).expect(200);
    expect((await byUrl(old)).uses).toEqual([{ collection: 'portfolio', id: project._id, title: 'Rewritten (an earlier version)' }]);

    // History shows the swap, and restoring the revision before it brings the old file back.
    const history = (await api().http().get(`/api/portfolio/${project._id}/revisions`).set('Authorization', auth).expect(200)).body.revisions;
    expect(history[0]).toMatchObject({ changedFields: ['imageUrls'] });
    await api().http().post(`/api/portfolio/${project._id}/revisions/${history[1]._id}/restore`).set('Authorization', auth).expect(200);
    expect((await api().http().get(`/api/portfolio/${project._id}`).expect(200)).body.portfolio.images_url).toEqual([old, second]);
  });

  it('a page using the replaced image gets a revision of the swap', async () => {
    const media = (await upload(png(20, 10), 'page-hero.png').expect(200)).body.media;
    const home = (await api().http().get('/api/pages/home').expect(200)).body.page;
    await api().http().put('/api/pages/home').set('Authorization', auth).send({ hero: { ...home.hero, image: media.url } }).expect(200);
    const now = (await api().http().put(`/api/media/${media._id}/file`).set('Authorization', auth).attach('file', png(30, 15), 'page-hero-2.png').expect(200)).body.media;
    expect((await api().http().get('/api/pages/home').expect(200)).body.page.hero.image).toBe(now.url);
    const history = (await api().http().get('/api/pages/home/revisions').set('Authorization', auth).expect(200)).body.revisions;
    expect(history[0]).toMatchObject({ changedFields: ['hero'] });
  });

  it('refuses a replacement that is not an image, changing nothing', async () => {
    const media = (await upload(png(7, 7), 'kept.png').expect(200)).body.media;
    const files = (await api().storedFiles()).length;
    await api().http().put(`/api/media/${media._id}/file`).set('Authorization', auth).attach('file', svgImpostor(), 'bad.png').expect(400);
    expect((await api().http().get(`/api/media/${media._id}`).set('Authorization', auth).expect(200)).body.media).toMatchObject({ url: media.url, name: 'kept.png' });
    expect((await api().storedFiles()).length).toBe(files);
  });

  it('refuses to delete a used image with 409 and its uses, on REST and GraphQL', async () => {
    const project = await addProject('Still Using It', [[png(13, 13), 'busy.png']]);
    const media = await byUrl(project.images_url[0]);
    const { body } = await api().http().delete(`/api/media/${media._id}`).set('Authorization', auth).expect(409);
    expect(body).toMatchObject({
      success: false, message: 'This image is used in 1 place; remove it from it before deleting it',
      uses: [{ collection: 'portfolio', id: project._id, title: 'Still Using It' }],
    });
    const answer = await graphql(api(), `mutation { deleteMedia(id: "${media._id}") }`, {}, { auth }).expect(200);
    expect(answer.body.errors[0].extensions).toMatchObject({ code: 'CONFLICT', details: { uses: [{ collection: 'portfolio', id: project._id }] } });
    await api().http().get(project.images_url[0]).expect(200);
    await api().http().get(`/api/media/${media._id}`).set('Authorization', auth).expect(200);
  });

  it('deletes an unused image: its row and every one of its files', async () => {
    const media = (await upload(png(1000, 500), 'doomed.png').expect(200)).body.media;
    const { body } = await api().http().delete(`/api/media/${media._id}`).set('Authorization', auth).expect(200);
    expect(body).toMatchObject({ success: true, message: 'Image deleted successfully', _id: media._id });
    await api().http().get(`/api/media/${media._id}`).set('Authorization', auth).expect(404);
    const stem = keyOf(media.url).replace(/\.png$/, '');
    expect((await api().storedFiles()).filter((key) => key.startsWith(stem))).toEqual([]);
    const entries = await api().gateway.services.dataSource.getRepository(AuditEntry).findBy({ action: 'media.deleted', targetId: media._id });
    expect(entries).toHaveLength(1);
  });

  it('drops the row of an image its item drops', async () => {
    const project = await addProject('Short Lived', [[png(14, 14), 'gone-soon.png']]);
    const url = project.images_url[0];
    await api().http().delete(`/api/portfolio/delete/${project._id}`).set('Authorization', auth).expect(200);
    await api().http().delete(`/api/portfolio/trash/${project._id}`).set('Authorization', auth).expect(200);
    await api().http().get(url).expect(404);
    expect(await api().gateway.services.dataSource.getRepository(Media).findBy({ url })).toEqual([]);
  });
});

describe('the media library: shared images', () => {
  /** Updates a project to hold exactly these stored images (the form's kept images), no new file. */
  const holdOnly = (project: Body, urls: string[]) => api().http().put(`/api/portfolio/update/${project._id}`).set('Authorization', auth)
    .field('category', 'Web App').field('projectName', project.projectName).field('existingImages', JSON.stringify(urls));
  const purge = async (project: Body) => {
    await api().http().delete(`/api/portfolio/delete/${project._id}`).set('Authorization', auth).expect(200);
    await api().http().delete(`/api/portfolio/trash/${project._id}`).set('Authorization', auth).expect(200);
  };

  it('a project takes an image uploaded in the library, which stays there when the project drops it', async () => {
    const library = (await upload(png(30, 20), 'from-the-library.png').expect(200)).body.media;
    const project = await addProject('Chooses From Library', [[png(11, 11), 'own.png']]);
    const { body } = await holdOnly(project, [library.url, project.images_url[0]]).expect(200);
    expect(body.portfolio.images_url).toEqual([library.url, project.images_url[0]]);
    expect((await byUrl(library.url)).uses).toEqual([{ collection: 'portfolio', id: project._id, title: 'Chooses From Library' }]);

    await purge(project);
    await api().http().get(library.url).expect(200);
    expect((await byUrl(library.url)).uses).toEqual([]);
    // The project's own upload went with it.
    await api().http().get(project.images_url[0]).expect(404);
  });

  it('an image two projects share stays while either holds it, and goes with the last', async () => {
    const first = await addProject('Shares First', [[png(13, 13), 'shared.png']]);
    const shared = first.images_url[0];
    const second = await addProject('Shares Second', []);
    await holdOnly(second, [shared]).expect(200);
    expect((await byUrl(shared)).uses.map((use: Body) => use.title).sort()).toEqual(['Shares First', 'Shares Second']);

    await purge(first);
    await api().http().get(shared).expect(200);
    await holdOnly(second, []).expect(200);
    // The second project's first revision still names it: a restore brings it back.
    await api().http().get(shared).expect(200);
    await purge(second);
    await api().http().get(shared).expect(404);
  });

  it('refuses a kept image that is not stored, storing nothing', async () => {
    const project = await addProject('Names A Ghost', []);
    const files = (await api().storedFiles()).length;
    const { body } = await holdOnly(project, ['/uploads/not-stored_10x10.png']).attach('images', png(5, 5), 'new.png').expect(400);
    expect(body).toMatchObject({ success: false, message: 'existingImages: "/uploads/not-stored_10x10.png" is not a stored image' });
    expect((await api().storedFiles()).length).toBe(files);
  });
});
