import { sharedGateway } from '../../../test/harness';
import { png } from '../../../test/images';
import { Revision } from './revision.entity';

/**
 * Each item keeps its newest REVISIONS_KEPT revisions (3 here), pruned at each save. An image
 * stays stored while the item or a kept revision names it, and goes once none does.
 */
const api = sharedGateway({ REVISIONS_KEPT: '3' });
let auth: string;
beforeAll(async () => { auth = await api().auth(); });

const fields = { rating: '5', review: 'Kept', userName: 'Ada' };
const add = (image: Buffer) => api().http().post('/api/testimonial/add').set('Authorization', auth).field(fields).attach('image', image, 'a.png');
/** Replaces the item's image with a new file. */
const replaceImage = (id: string, image: Buffer) => api().http().put(`/api/testimonial/update/${id}`).set('Authorization', auth)
  .field({ ...fields, existingImages: '[]' }).attach('image', image, 'b.png');
const revisionsOf = (id: string) => api().http().get(`/api/testimonial/${id}/revisions`).set('Authorization', auth).expect(200);
const storedOriginals = async () => (await api().gateway.services.images.originals()).sort();

it('keeps the newest revisions and the images they name; removes what no revision or item names', async () => {
  const added = (await add(png(1, 1)).expect(200)).body.testimonial;
  const id = added._id as string;
  const images = [added.userImage as string];
  for (const size of [2, 3]) images.push((await replaceImage(id, png(size, size)).expect(200)).body.testimonial.userImage);
  // Three revisions: every image an update dropped is still stored.
  expect(await storedOriginals()).toEqual([...images].sort());

  images.push((await replaceImage(id, png(4, 4)).expect(200)).body.testimonial.userImage);
  const kept = (await revisionsOf(id)).body;
  expect(kept.total).toBe(3);
  // The first revision was pruned, and with it the only mention of the first image.
  expect(await storedOriginals()).toEqual(images.slice(1).sort());

  // Restoring the oldest kept revision brings its image back (still stored), as a new revision.
  const oldest = kept.revisions[2];
  await api().http().post(`/api/testimonial/${id}/revisions/${oldest._id}/restore`).set('Authorization', auth).expect(200);
  const restored = (await api().http().get(`/api/testimonial/${id}`).expect(200)).body.testimonial;
  expect(restored.userImage).toBe(images[1]);
  await api().http().get(images[1]).expect(200);
  expect((await revisionsOf(id)).body.total).toBe(3);
  // Kept now: the second image (current, and its restore's revision), the third and the fourth (kept revisions).
  expect(await storedOriginals()).toEqual(images.slice(1).sort());

  // One more save without a new image prunes the third image's revision.
  await api().http().put(`/api/testimonial/update/${id}`).set('Authorization', auth).field({ ...fields, review: 'Once more' }).expect(200);
  expect(await storedOriginals()).toEqual([images[1], images[3]].sort());

  // Deleting the item for good (the trash, then the purge) deletes its revisions and every image they named.
  await api().http().delete(`/api/testimonial/delete/${id}`).set('Authorization', auth).expect(200);
  expect(await api().gateway.services.dataSource.getRepository(Revision).countBy({ itemId: id })).toBe(3);
  await api().http().delete(`/api/testimonial/trash/${id}`).set('Authorization', auth).expect(200);
  expect(await api().gateway.services.dataSource.getRepository(Revision).countBy({ itemId: id })).toBe(0);
  expect(await storedOriginals()).toEqual([]);
});

it('prunes settings revisions the same way', async () => {
  const figures = {
    projectsCompleted: '1', projectsCompletedDescription: 'Shipped', industriesServed: '3', industriesServedDescription: 'Sectors',
    clientSatisfaction: '99%', clientSatisfactionDescription: 'Happy',
  };
  for (const count of ['1', '2', '3', '4', '5']) {
    await api().http().put('/api/statistics/update').set('Authorization', auth).send({ ...figures, projectsCompleted: count }).expect(200);
  }
  const { body } = await api().http().get('/api/statistics/revisions').set('Authorization', auth).expect(200);
  expect(body.total).toBe(3);
  expect(body.revisions.map((revision: { changedFields: string[] }) => revision.changedFields)).toEqual([['projectsCompleted'], ['projectsCompleted'], ['projectsCompleted']]);
});

it('keeps an image the settings chose while any kept revision names it, and removes it once none does', async () => {
  const site = { siteName: 'Acme', defaultDescription: 'What we do.', organizationLogo: '' };
  const setSocialImage = (url: string) =>
    api().http().put('/api/siteSettings/update').set('Authorization', auth).send({ ...site, defaultSocialImage: url }).expect(200);
  const added = (await add(png(6, 6)).expect(200)).body.testimonial;
  const chosen = added.userImage as string;
  await setSocialImage(chosen);
  const fresh = (await replaceImage(added._id, png(7, 7)).expect(200)).body.testimonial.userImage as string;
  // The settings choose it now.
  await api().http().get(chosen).expect(200);

  // No settings revision names it any more once three more are saved; the testimonial's first revision still does.
  for (let save = 0; save < 3; save += 1) await setSocialImage('');
  await api().http().get(chosen).expect(200);

  // Two more saves of the testimonial prune its first revision: nothing names the image, and it goes.
  for (const review of ['Again', 'And again']) {
    await api().http().put(`/api/testimonial/update/${added._id}`).set('Authorization', auth).field({ ...fields, review }).expect(200);
  }
  await api().http().get(chosen).expect(404);
  expect(await storedOriginals()).toEqual([fresh]);
  await api().http().delete(`/api/testimonial/delete/${added._id}`).set('Authorization', auth).expect(200);
  await api().http().delete(`/api/testimonial/trash/${added._id}`).set('Authorization', auth).expect(200);
});
