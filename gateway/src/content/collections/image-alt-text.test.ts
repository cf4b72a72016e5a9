import { graphql } from '../../../test/graphql';
import { sharedGateway } from '../../../test/harness';
import { png } from '../../../test/images';

/**
 * Alt text per image: stored and returned with the item, for portfolio kept in the
 * images' order through reorder, remove and add, optional for REST and GraphQL clients.
 */
const api = sharedGateway();

const project = {
  category: 'Web App',
  projectName: 'Ledger Lite',
  description: '<p>A bookkeeping app.</p>',
};

let auth: string;
beforeAll(async () => { auth = await api().auth(); });

function addProject(values: Record<string, string>, images: Buffer[]) {
  const call = api().http().post('/api/portfolio/add').set('Authorization', auth);
  for (const [key, value] of Object.entries(values)) call.field(key, value);
  images.forEach((image, index) => call.attach('images', image, `shot-${index}.png`));
  return call;
}

describe('portfolio: one alt text per image', () => {
  it('stores the alt texts of a multipart add in the order of the images', async () => {
    const added = await addProject({ ...project, imageAlts: JSON.stringify(['Dashboard', ' Invoice list ']) }, [png(1, 1), png(2, 2)]).expect(200);
    expect(added.body.portfolio.imageAlts).toEqual(['Dashboard', 'Invoice list']);
    const { body } = await api().http().get(`/api/portfolio/${added.body.portfolio._id}`).expect(200);
    expect(body.portfolio.imageAlts).toEqual(['Dashboard', 'Invoice list']);
  });

  it('without alt texts, an add stores empty ones, one per image', async () => {
    const added = await addProject(project, [png(1, 1), png(2, 2)]).expect(200);
    expect(added.body.portfolio.imageAlts).toEqual(['', '']);
  });

  it('keeps each alt text with its image when images are reordered, removed and added without alt texts', async () => {
    const added = await addProject({ ...project, imageAlts: JSON.stringify(['First', 'Second', 'Third']) }, [png(1, 1), png(2, 2), png(3, 3)]).expect(200);
    const [first, , third] = added.body.portfolio.images_url as string[];
    const call = api().http().put(`/api/portfolio/update/${added.body.portfolio._id}`).set('Authorization', auth);
    for (const [key, value] of Object.entries(project)) call.field(key, value);
    const updated = await call.field('existingImages', JSON.stringify([third, first])).attach('images', png(5, 5), 'new.png').expect(200);
    expect(updated.body.portfolio.images_url.slice(0, 2)).toEqual([third, first]);
    expect(updated.body.portfolio.imageAlts).toEqual(['Third', 'First', '']);
  });

  it('takes the alt texts an update gives, in the final order (kept images, then new files)', async () => {
    const added = await addProject({ ...project, imageAlts: JSON.stringify(['A', 'B']) }, [png(1, 1), png(2, 2)]).expect(200);
    const [first, second] = added.body.portfolio.images_url as string[];
    const updated = await graphql(
      api(),
      `mutation ($id: ID!, $input: PortfolioInput!, $existing: [String!], $images: [Upload!]) {
        updatePortfolio(id: $id, input: $input, existingImages: $existing, images: $images) { imageUrls imageAlts }
      }`,
      { id: added.body.portfolio._id, input: { ...project, imageAlts: ['B again', 'A again', 'New one'] }, existing: [second, first], images: [null] },
      { auth, files: [{ variable: 'images.0', data: png(4, 4), filename: 'new.png' }] },
    );
    expect([updated.status, updated.body.errors]).toEqual([200, undefined]);
    expect(updated.body.data.updatePortfolio.imageAlts).toEqual(['B again', 'A again', 'New one']);
    expect(updated.body.data.updatePortfolio.imageUrls.slice(0, 2)).toEqual([second, first]);
  });

  it('refuses an alt text over the limit with 400 naming the field, storing nothing', async () => {
    const before = (await api().storedFiles()).length;
    const response = await addProject({ ...project, imageAlts: JSON.stringify(['ok', 'x'.repeat(251)]) }, [png(1, 1), png(2, 2)]).expect(400);
    expect(response.body).toMatchObject({ success: false, message: expect.stringMatching(/imageAlts.*250 characters/) });
    expect(await api().storedFiles()).toHaveLength(before);
  });
});

describe('testimonial photo and blog featured image: one alt text each', () => {
  it("stores a testimonial photo's alt text and keeps it when an update omits it", async () => {
    const added = await api().http().post('/api/testimonial/add').set('Authorization', auth)
      .field('rating', '5').field('review', 'Great.').field('userName', 'Dana').field('userImageAlt', 'Dana smiling')
      .attach('image', png(), 'dana.png').expect(200);
    expect(added.body.testimonial.userImageAlt).toBe('Dana smiling');
    const updated = await api().http().put(`/api/testimonial/update/${added.body.testimonial._id}`).set('Authorization', auth)
      .send({ rating: 4, review: 'Still great.', userName: 'Dana' }).expect(200);
    expect(updated.body.testimonial.userImageAlt).toBe('Dana smiling');
  });

  it("stores a post's featured image alt text from a JSON body and refuses one over the limit", async () => {
    const added = await api().http().post('/api/blog/add').set('Authorization', auth)
      .send({ title: 'Alt text matters', featuredImageAlt: 'A screen reader on a phone' }).expect(200);
    expect(added.body.blog.featuredImageAlt).toBe('A screen reader on a phone');
    const refused = await api().http().put(`/api/blog/update/${added.body.blog._id}`).set('Authorization', auth)
      .send({ title: 'Alt text matters', featuredImageAlt: 'x'.repeat(251) }).expect(400);
    expect(refused.body).toMatchObject({ success: false, message: expect.stringMatching(/featuredImageAlt must be at most 250 characters/) });
  });
});
