import jwt from 'jsonwebtoken';
import { graphql } from '../../test/graphql';
import { startTestGateway, type TestGateway } from '../../test/harness';
import { gif, oversizedPng, png, svgImpostor } from '../../test/images';
import { refusedTokens } from '../../test/tokens';
import { Testimonial } from './testimonial.entity';

let api: TestGateway;
let auth: string;
beforeAll(async () => {
  api = await startTestGateway();
  auth = await api.auth();
});
afterAll(async () => { await api.close(); });

const fields = {
  rating: '5',
  review: 'They shipped our app in six weeks.\nClear communication throughout.',
  userName: 'Dana Whitfield',
  userRole: 'CTO, Harbor Logistics',
};

const ISO_DATE = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/;
const UNKNOWN_ID = '3f0b2d4e-0000-4000-8000-000000000000';

type Values = Record<string, string | undefined>;

/** Multipart as the admin form sends it: text fields and at most one `image` file. */
function form<T extends { field(name: string, value: string): T; attach(field: string, file: Buffer, options: object): T }>(
  call: T,
  values: Values,
  image?: Buffer | { data: Buffer; filename: string; contentType: string },
): T {
  for (const [key, value] of Object.entries(values)) if (value !== undefined) call.field(key, value);
  if (image) {
    const file = Buffer.isBuffer(image) ? { data: image, filename: 'photo.png', contentType: 'image/png' } : image;
    call.attach('image', file.data, { filename: file.filename, contentType: file.contentType });
  }
  return call;
}

const addTestimonial = (values: Values = fields, image?: Parameters<typeof form>[2]) =>
  form(api.http().post('/api/testimonial/add').set('Authorization', auth), values, image);

const updateTestimonial = (id: string, values: Values = fields, image?: Parameters<typeof form>[2]) =>
  form(api.http().put(`/api/testimonial/update/${id}`).set('Authorization', auth), values, image);

async function clearAll() {
  const { body } = await api.http().get('/api/testimonial/all').expect(200);
  for (const item of body.testimonials) {
    await api.http().delete(`/api/testimonial/delete/${item._id}`).set('Authorization', auth).expect(200);
  }
}

beforeEach(clearAll);

describe('REST /api/testimonial', () => {
  it('adds a testimonial with a photo, lists it publicly and serves the photo', async () => {
    const added = await addTestimonial(fields, png()).expect(200);
    expect(added.body).toMatchObject({ success: true, message: 'Testimonial added successfully' });
    const saved = added.body.testimonial;
    expect(saved).toMatchObject({
      _id: expect.stringMatching(/^[0-9a-f-]{36}$/),
      rating: 5,
      review: fields.review,
      userName: fields.userName,
      userRole: fields.userRole,
      userImage: expect.stringMatching(/^\/uploads\/[\w-]+\.png$/),
      views: 0,
      createdAt: expect.stringMatching(ISO_DATE),
      updatedAt: expect.stringMatching(ISO_DATE),
    });

    // Public: no Authorization header.
    const list = await api.http().get('/api/testimonial/all').expect(200);
    expect(list.body).toEqual({ success: true, testimonials: [saved] });

    const one = await api.http().get(`/api/testimonial/${saved._id}`).expect(200);
    expect(one.body).toEqual({ success: true, testimonial: saved });

    const photo = await api.http().get(saved.userImage).expect(200);
    expect(photo.headers['content-type']).toBe('image/png');
    expect(Buffer.compare(photo.body, png())).toBe(0);
    expect(await api.storedFiles()).toHaveLength(1);
  });

  it('adds a testimonial without a photo, with an empty role, and trims text', async () => {
    const added = await addTestimonial({ rating: ' 3 ', review: '  Solid work.  ', userName: '  Sam  ' }).expect(200);
    expect(added.body.testimonial).toMatchObject({ rating: 3, review: 'Solid work.', userName: 'Sam', userRole: '', userImage: null });
    expect(await api.storedFiles()).toEqual([]);
  });

  it('accepts a JSON body as well as multipart', async () => {
    const added = await api.http().post('/api/testimonial/add').set('Authorization', auth)
      .send({ rating: 4, review: 'Good', userName: 'Lee' }).expect(200);
    expect(added.body).toMatchObject({ success: true, testimonial: { rating: 4, review: 'Good', userName: 'Lee', userImage: null } });
  });

  it('lists testimonials newest first', async () => {
    await addTestimonial({ ...fields, userName: 'First' }).expect(200);
    await addTestimonial({ ...fields, userName: 'Second' }).expect(200);
    const { body } = await api.http().get('/api/testimonial/all').expect(200);
    expect(body.testimonials.map((t: { userName: string }) => t.userName)).toEqual(['Second', 'First']);
  });

  it.each([
    ['userName missing', { userName: undefined }, 'userName is required'],
    ['userName empty', { userName: '' }, 'userName is required'],
    ['userName blank', { userName: '   ' }, 'userName is required'],
    ['userName over 120 characters', { userName: 'x'.repeat(121) }, 'userName must be at most 120 characters'],
    ['review missing', { review: undefined }, 'review is required'],
    ['review blank', { review: ' \n ' }, 'review is required'],
    ['rating missing', { rating: undefined }, 'rating is required'],
    ['rating 0', { rating: '0' }, 'rating must be between 1 and 5'],
    ['rating 6', { rating: '6' }, 'rating must be between 1 and 5'],
    ['rating abc', { rating: 'abc' }, 'rating'],
    ['userRole over 160 characters', { userRole: 'r'.repeat(161) }, 'userRole must be at most 160 characters'],
  ])('refuses %s with 400, naming the field, and stores nothing', async (_case, change, message) => {
    const response = await addTestimonial({ ...fields, ...change }, png()).expect(400);
    expect(response.body.success).toBe(false);
    expect(response.body.message).toContain(message);
    expect(await api.count(Testimonial)).toBe(0);
    expect(await api.storedFiles()).toEqual([]);
  });

  it('refuses a fractional rating', async () => {
    const response = await addTestimonial({ ...fields, rating: '4.5' }).expect(400);
    expect(response.body).toMatchObject({ success: false, message: expect.stringContaining('rating') });
    expect(await api.count(Testimonial)).toBe(0);
  });

  it('accepts the bounds: rating 1 and 5, userName of exactly 120 characters', async () => {
    await addTestimonial({ ...fields, rating: '1' }).expect(200);
    const long = await addTestimonial({ ...fields, userName: 'n'.repeat(120) }).expect(200);
    expect(long.body.testimonial.userName).toHaveLength(120);
  });

  it('refuses an SVG named .jpg with 400 naming the file, and stores nothing', async () => {
    const response = await addTestimonial(fields, { data: svgImpostor(), filename: 'avatar.jpg', contentType: 'image/jpeg' }).expect(400);
    expect(response.body).toEqual({ success: false, message: 'image: "avatar.jpg" is not a PNG, JPEG, GIF or WebP image' });
    expect(await api.count(Testimonial)).toBe(0);
    expect(await api.storedFiles()).toEqual([]);
  });

  it('refuses a photo over 10 MB with 413 and stores nothing', async () => {
    const response = await addTestimonial(fields, { data: oversizedPng(), filename: 'huge.png', contentType: 'image/png' }).expect(413);
    expect(response.body.success).toBe(false);
    expect(response.body.message).toMatch(/10 MB/);
    expect(await api.count(Testimonial)).toBe(0);
    expect(await api.storedFiles()).toEqual([]);
  });

  it('refuses two files in the single image field with 400 and stores nothing', async () => {
    const call = addTestimonial(fields, png()).attach('image', png(2, 2), 'second.png');
    const response = await call.expect(400);
    expect(response.body).toEqual({ success: false, message: 'image: too many files' });
    expect(await api.count(Testimonial)).toBe(0);
    expect(await api.storedFiles()).toEqual([]);
  });

  it('updates the text and keeps the photo when no file is sent', async () => {
    const added = await addTestimonial(fields, png()).expect(200);
    const { _id: id, userImage } = added.body.testimonial;

    const updated = await updateTestimonial(id, { ...fields, rating: '4', userName: 'Dana W.' }).expect(200);
    expect(updated.body).toMatchObject({
      success: true,
      message: 'Testimonial updated successfully',
      testimonial: { _id: id, rating: 4, userName: 'Dana W.', userImage },
    });
    const { body } = await api.http().get('/api/testimonial/all').expect(200);
    expect(body.testimonials).toEqual([expect.objectContaining({ _id: id, rating: 4, userName: 'Dana W.', userImage })]);
    await api.http().get(userImage).expect(200);
    expect(await api.storedFiles()).toHaveLength(1);
  });

  it('replaces the photo with a new one and deletes the old file', async () => {
    const added = await addTestimonial(fields, png()).expect(200);
    const { _id: id, userImage: oldUrl } = added.body.testimonial;

    const updated = await updateTestimonial(id, fields, { data: gif(), filename: 'new.gif', contentType: 'image/gif' }).expect(200);
    const newUrl = updated.body.testimonial.userImage;
    expect(newUrl).toMatch(/^\/uploads\/[\w-]+\.gif$/);
    expect(newUrl).not.toBe(oldUrl);

    await api.http().get(oldUrl).expect(404);
    const photo = await api.http().get(newUrl).expect(200);
    expect(photo.headers['content-type']).toBe('image/gif');
    expect(Buffer.compare(photo.body, gif())).toBe(0);
    expect(await api.storedFiles()).toHaveLength(1);
  });

  it('removes the photo and its file when existingImages is [] and no file is sent', async () => {
    const added = await addTestimonial(fields, png()).expect(200);
    const { _id: id, userImage: oldUrl } = added.body.testimonial;

    const updated = await updateTestimonial(id, { ...fields, existingImages: '[]' }).expect(200);
    expect(updated.body.testimonial.userImage).toBeNull();
    await api.http().get(oldUrl).expect(404);
    expect(await api.storedFiles()).toEqual([]);
  });

  it('refuses an invalid update with 400 and changes nothing', async () => {
    const added = await addTestimonial(fields, png()).expect(200);
    const { _id: id, userImage } = added.body.testimonial;

    const response = await updateTestimonial(id, { ...fields, rating: '9' }, { data: gif(), filename: 'new.gif', contentType: 'image/gif' }).expect(400);
    expect(response.body).toEqual({ success: false, message: 'rating must be between 1 and 5' });
    const impostor = await updateTestimonial(id, fields, { data: svgImpostor(), filename: 'x.jpg', contentType: 'image/jpeg' }).expect(400);
    expect(impostor.body.message).toBe('image: "x.jpg" is not a PNG, JPEG, GIF or WebP image');

    const { body } = await api.http().get(`/api/testimonial/${id}`).expect(200);
    expect(body.testimonial).toEqual(added.body.testimonial);
    expect(await api.storedFiles()).toEqual([userImage.replace('/uploads/', '')]);
  });

  it('deletes a testimonial and its photo file', async () => {
    const added = await addTestimonial(fields, png()).expect(200);
    const { _id: id, userImage } = added.body.testimonial;

    const response = await api.http().delete(`/api/testimonial/delete/${id}`).set('Authorization', auth).expect(200);
    expect(response.body).toEqual({ success: true, message: 'Testimonial deleted successfully' });
    expect(await api.count(Testimonial)).toBe(0);
    expect(await api.storedFiles()).toEqual([]);
    await api.http().get(userImage).expect(404);
    await api.http().get(`/api/testimonial/${id}`).expect(404);
  });

  it('answers 404 with a message for unknown ids on get, update and delete', async () => {
    const notFound = { success: false, message: 'Testimonial not found' };
    expect((await api.http().get(`/api/testimonial/${UNKNOWN_ID}`).expect(404)).body).toEqual(notFound);
    expect((await api.http().get('/api/testimonial/not-an-id').expect(404)).body).toEqual(notFound);
    expect((await updateTestimonial(UNKNOWN_ID, fields, png()).expect(404)).body).toEqual(notFound);
    expect((await api.http().delete(`/api/testimonial/delete/${UNKNOWN_ID}`).set('Authorization', auth).expect(404)).body).toEqual(notFound);
    expect(await api.storedFiles()).toEqual([]);
  });

  it.each(Object.keys(refusedTokens('unused')))('refuses add, update and delete with %s: 401 and nothing changed', async (name) => {
    const adminId = (jwt.decode(await api.token()) as { sub: string }).sub;
    const header = refusedTokens(api.config.jwtSecret, adminId)[name];
    const withAuth = <T extends { set(field: string, value: string): T }>(call: T) => (header ? call.set('Authorization', header) : call);

    const existing = await addTestimonial(fields, png()).expect(200);
    const id = existing.body.testimonial._id;
    const filesBefore = await api.storedFiles();

    const add = form(withAuth(api.http().post('/api/testimonial/add')), fields, gif());
    const update = form(withAuth(api.http().put(`/api/testimonial/update/${id}`)), { ...fields, userName: 'Intruder' }, gif());
    const remove = withAuth(api.http().delete(`/api/testimonial/delete/${id}`));
    for (const response of [await add, await update, await remove]) {
      expect(response.status).toBe(401);
      expect(response.body).toEqual({ success: false, message: expect.any(String) });
    }

    expect(await api.count(Testimonial)).toBe(1);
    expect((await api.http().get(`/api/testimonial/${id}`).expect(200)).body.testimonial).toEqual(existing.body.testimonial);
    expect(await api.storedFiles()).toEqual(filesBefore);
  });
});

describe('GraphQL testimonial operations', () => {
  const SELECTION = '_id rating review userName userRole userImage views createdAt updatedAt';
  const ADD = `mutation Add($input: TestimonialInput!, $image: Upload) {
    addTestimonial(input: $input, image: $image) { success message testimonial { ${SELECTION} } }
  }`;
  const UPDATE = `mutation Update($id: ID!, $input: TestimonialInput!, $image: Upload, $existingImages: [String!]) {
    updateTestimonial(id: $id, input: $input, image: $image, existingImages: $existingImages) { success message testimonial { ${SELECTION} } }
  }`;
  const DELETE = 'mutation Delete($id: ID!) { deleteTestimonial(id: $id) { success message } }';
  const input = { rating: 5, review: 'Great partner.', userName: 'Ana', userRole: 'Founder' };

  it('adds with an upload, reads, updates, removes the photo and deletes, like REST', async () => {
    const added = await graphql(api, ADD, { input, image: null }, {
      auth,
      files: [{ variable: 'image', data: png(), filename: 'ana.png' }],
    }).expect(200);
    expect(added.body.errors).toBeUndefined();
    const testimonial = added.body.data.addTestimonial.testimonial;
    expect(added.body.data.addTestimonial).toEqual({
      success: true,
      message: 'Testimonial added successfully',
      testimonial: {
        _id: expect.any(String), ...input, userImage: expect.stringMatching(/^\/uploads\/[\w-]+\.png$/),
        views: 0, createdAt: expect.stringMatching(ISO_DATE), updatedAt: expect.stringMatching(ISO_DATE),
      },
    });
    const photo = await api.http().get(testimonial.userImage).expect(200);
    expect(photo.headers['content-type']).toBe('image/png');

    const list = await graphql(api, `{ testimonials { ${SELECTION} } }`).expect(200);
    expect(list.body.data.testimonials).toEqual([testimonial]);
    const one = await graphql(api, `query One($id: ID!) { testimonial(id: $id) { ${SELECTION} } }`, { id: testimonial._id }).expect(200);
    expect(one.body.data.testimonial).toEqual(testimonial);

    const updated = await graphql(api, UPDATE, { id: testimonial._id, input: { ...input, rating: 4 }, existingImages: [] }, { auth }).expect(200);
    expect(updated.body.data.updateTestimonial).toMatchObject({
      success: true, message: 'Testimonial updated successfully', testimonial: { rating: 4, userImage: null },
    });
    await api.http().get(testimonial.userImage).expect(404);
    expect(await api.storedFiles()).toEqual([]);

    const deleted = await graphql(api, DELETE, { id: testimonial._id }, { auth }).expect(200);
    expect(deleted.body.data.deleteTestimonial).toEqual({ success: true, message: 'Testimonial deleted successfully' });
    expect(await api.count(Testimonial)).toBe(0);
  });

  it.each([
    ['rating 6', { rating: 6 }, 'rating must be between 1 and 5'],
    ['a blank userName', { userName: ' ' }, 'userName is required'],
    ['no review', { review: undefined }, 'review is required'],
  ])('refuses %s with BAD_USER_INPUT naming the field, and stores nothing', async (_case, change, message) => {
    const response = await graphql(api, ADD, { input: { ...input, ...change }, image: null }, {
      auth,
      files: [{ variable: 'image', data: png(), filename: 'ana.png' }],
    });
    expect(response.body.data ?? null).toBeNull();
    expect(response.body.errors[0]).toMatchObject({ message: expect.stringContaining(message), extensions: { code: 'BAD_USER_INPUT' } });
    expect(await api.count(Testimonial)).toBe(0);
    expect(await api.storedFiles()).toEqual([]);
  });

  it('refuses anonymous writes with UNAUTHENTICATED and changes nothing', async () => {
    const anonymousAdd = await graphql(api, ADD, { input, image: null }, { files: [{ variable: 'image', data: png(), filename: 'a.png' }] });
    expect(anonymousAdd.body.errors[0].extensions.code).toBe('UNAUTHENTICATED');
    expect(await api.count(Testimonial)).toBe(0);
    expect(await api.storedFiles()).toEqual([]);

    const existing = await graphql(api, ADD, { input }, { auth });
    const id = existing.body.data.addTestimonial.testimonial._id;
    const anonymousUpdate = await graphql(api, UPDATE, { id, input: { ...input, userName: 'Intruder' } });
    expect(anonymousUpdate.body.errors[0].extensions.code).toBe('UNAUTHENTICATED');
    const anonymousDelete = await graphql(api, DELETE, { id });
    expect(anonymousDelete.body.errors[0].extensions.code).toBe('UNAUTHENTICATED');
    const { body } = await graphql(api, `{ testimonials { _id userName } }`);
    expect(body.data.testimonials).toEqual([{ _id: id, userName: 'Ana' }]);
  });

  it('answers NOT_FOUND for an unknown id', async () => {
    const response = await graphql(api, 'query One($id: ID!) { testimonial(id: $id) { _id } }', { id: UNKNOWN_ID });
    expect(response.body.errors[0]).toMatchObject({ message: 'Testimonial not found', extensions: { code: 'NOT_FOUND' } });
    const deleted = await graphql(api, DELETE, { id: UNKNOWN_ID }, { auth });
    expect(deleted.body.errors[0]).toMatchObject({ message: 'Testimonial not found', extensions: { code: 'NOT_FOUND' } });
  });
});
