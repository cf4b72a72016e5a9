import { describeCollectionContract } from '../../../test/contracts/collection-contract';
import { sharedGateway } from '../../../test/harness';
import { gif, png } from '../../../test/images';
import { testimonialCollection } from './testimonial.collection';
import { Testimonial } from './testimonial.entity';

const api = sharedGateway();

const valid = {
  rating: '5',
  review: 'They shipped our app in six weeks.\nClear communication throughout.',
  userName: 'Dana Whitfield',
  userRole: 'CTO, Harbor Logistics',
};

describeCollectionContract({
  collection: testimonialCollection,
  valid,
  changed: { rating: '4', review: 'Still great.', userName: 'Dana W.', userRole: 'CEO' },
  nameField: 'userName',
  invalid: [
    ['userName missing', { userName: '' }, 'userName is required'],
    ['userName blank', { userName: '   ' }, 'userName is required'],
    ['userName over 120 characters', { userName: 'x'.repeat(121) }, 'userName must be at most 120 characters'],
    ['review blank', { review: ' \n ' }, 'review is required'],
    ['rating missing', { rating: '' }, 'rating is required'],
    ['rating 0', { rating: '0' }, 'rating must be between 1 and 5'],
    ['rating 6', { rating: '6' }, 'rating must be between 1 and 5'],
    ['rating abc', { rating: 'abc' }, 'rating'],
    ['a fractional rating', { rating: '4.5' }, 'rating'],
    ['userRole over 160 characters', { userRole: 'r'.repeat(161) }, 'userRole must be at most 160 characters'],
  ],
}, api);

describe('testimonials: their own rules', () => {
  let auth: string;
  beforeAll(async () => { auth = await api().auth(); });

  it('adds a testimonial without a photo, with an empty role, and trims text', async () => {
    const added = await api().http().post('/api/testimonial/add').set('Authorization', auth)
      .field('rating', ' 3 ').field('review', '  Solid work.  ').field('userName', '  Sam  ').expect(200);
    expect(added.body.testimonial).toMatchObject({ rating: 3, review: 'Solid work.', userName: 'Sam', userRole: '', userImage: null });
  });

  it('accepts the bounds: rating 1 and a userName of exactly 120 characters', async () => {
    const response = await api().http().post('/api/testimonial/add').set('Authorization', auth)
      .send({ ...valid, rating: 1, userName: 'n'.repeat(120) }).expect(200);
    expect(response.body.testimonial).toMatchObject({ rating: 1, userName: 'n'.repeat(120) });
  });

  it('replaces the photo when a new file is sent, keeping its format', async () => {
    const call = api().http().post('/api/testimonial/add').set('Authorization', auth);
    for (const [name, value] of Object.entries(valid)) call.field(name, value);
    const { _id: id, userImage: old } = (await call.attach('image', png(), 'a.png').expect(200)).body.testimonial;
    const update = api().http().put(`/api/testimonial/update/${id}`).set('Authorization', auth);
    for (const [name, value] of Object.entries(valid)) update.field(name, value);
    const fresh = (await update.attach('image', gif(), { filename: 'new.gif', contentType: 'image/gif' }).expect(200)).body.testimonial.userImage;
    expect(fresh).toMatch(/^\/uploads\/[\w-]+\.gif$/);
    // Kept while the testimonial's first revision names it.
    await api().http().get(old).expect(200);
    const photo = await api().http().get(fresh).expect(200);
    expect(photo.headers['content-type']).toBe('image/gif');
    expect(await api().count(Testimonial)).toBe(1);
  });
});
