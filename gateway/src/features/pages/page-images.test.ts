import { graphql } from '../../../test/graphql';
import { sharedGateway } from '../../../test/harness';
import { SAMPLE_HERO } from '../../../test/page-sections';
import { png } from '../../../test/images';
import { keyFromUploadUrl, keysOf } from '../../infra/storage/image-variants';

/** A page's PUT as multipart: sections as JSON fields, image files under the path they fill. */

const api = sharedGateway();

const hero = { ...SAMPLE_HERO, imageAlt: 'Our studio' };

type Files = Array<[path: string, data: Buffer, filename: string]>;

describe('pages: image files sent with the sections', () => {
  let auth: string;
  beforeAll(async () => { auth = await api().auth(); });

  const putMultipart = (name: string, sections: Record<string, unknown>, files: Files, version?: number) => {
    const call = api().http().put(`/api/pages/${name}`).set('Authorization', auth);
    for (const [section, value] of Object.entries(sections)) call.field(section, JSON.stringify(value));
    if (version !== undefined) call.field('version', String(version));
    for (const [path, data, filename] of files) call.attach(path, data, filename);
    return call;
  };
  const read = async (name: string) => (await api().http().get(`/api/pages/${name}`).expect(200)).body.page;
  const mediaNamed = async (url: string) =>
    (await api().http().get('/api/media').query({ limit: 100 }).set('Authorization', auth).expect(200)).body.media.find((media: { url: string }) => media.url === url);

  it('stores a hero image sent as a file, names it in the hero, and lists it in the media library as used by the page', async () => {
    const { version } = await read('home');
    // The file takes the field's place, whatever it held: here a URL that is no stored image.
    const sent = { ...hero, image: '/uploads/00000000-0000-4000-8000-000000000000_10x10.png' };
    const { body } = await putMultipart('home', { hero: sent }, [['hero.image', png(40, 30), 'hero-photo.png']], version).expect(200);

    const url = body.page.hero.image;
    expect(url).toMatch(/^\/uploads\//);
    expect(body.page.hero).toMatchObject({ headline: hero.headline, imageAlt: 'Our studio' });
    expect((await read('home')).hero.image).toBe(url);
    await api().http().get(url).expect(200);
    expect(await mediaNamed(url)).toMatchObject({
      name: 'hero-photo.png', width: 40, height: 30, uploadedBy: { email: 'admin@test.local' },
      uses: [expect.objectContaining({ title: 'Home page' })],
    });
  });

  it.each([
    ['a field that is not an image', 'hero.headline'],
    ['a section not sent', 'about.image'],
    ['an item not sent', 'industries.0.image'],
    ['a section the page does not have', 'testimonials.image'],
  ])('refuses a file for %s with 400 naming its path, storing nothing', async (_label, path) => {
    const before = { page: await read('home'), files: await api().storedFiles() };
    const response = await putMultipart('home', { hero: { ...hero, headline: 'Not stored' } }, [['hero.image', png(8, 8), 'fine.png'], [path, png(8, 8), 'stray.png']]).expect(400);
    expect(response.body).toMatchObject({ success: false, message: expect.stringContaining(path) });
    expect(await api().storedFiles()).toEqual(before.files);
    expect(await read('home')).toEqual(before.page);
  });

  it('refuses a file that is not an image, naming its path, storing nothing', async () => {
    const before = await api().storedFiles();
    const response = await putMultipart('home', { hero }, [['hero.image', Buffer.from('not a picture'), 'notes.png']]).expect(400);
    expect(response.body).toMatchObject({ success: false, message: expect.stringMatching(/^hero\.image: /) });
    expect(await api().storedFiles()).toEqual(before);
  });

  it('refuses a file sent with a stale version (409), leaving no file behind', async () => {
    const { version } = await read('home');
    await putMultipart('home', { hero: { ...hero, headline: 'First editor' } }, [], version).expect(200);
    const before = await api().storedFiles();
    const late = await putMultipart('home', { hero: { ...hero, headline: 'Second editor' } }, [['hero.image', png(9, 9), 'late.png']], version).expect(409);
    expect(late.body).toMatchObject({ success: false, message: expect.stringContaining('since you opened it') });
    expect(await api().storedFiles()).toEqual(before);
    expect((await read('home')).hero.headline).toBe('First editor');
  });

  it('of two updates from the same version with files, keeps only the stored one\'s files', async () => {
    const { version } = await read('home');
    const before = await api().storedFiles();
    const answers = await Promise.all(['One', 'Two'].map((name) =>
      putMultipart('home', { hero: { ...hero, headline: name } }, [['hero.image', png(11, 11), `${name}.png`]], version)));
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
    const stored = answers.find((answer) => answer.status === 200)!.body.page.hero.image;
    await api().gateway.services.images.settled();
    const added = (await api().storedFiles()).filter((key) => !before.includes(key));
    expect(added.sort()).toEqual(keysOf(keyFromUploadUrl(stored)!).sort());
  });

  it('GraphQL: updateAboutPage takes a leader\'s photo as an upload under its path', async () => {
    const leaders = [{ name: 'Ada Byron', role: 'Founder', bio: 'Writes the first programs.', photo: '', profileUrl: '' }];
    const response = await graphql(
      api(),
      'mutation ($input: AboutPageInput!, $images: [ImageUpload!]) { updateAboutPage(input: $input, images: $images) { leaders { name photo } } }',
      { input: { leaders }, images: [{ path: 'leaders.0.photo', file: null }] },
      { auth, files: [{ variable: 'images.0.file', data: png(20, 20), filename: 'ada.png' }] },
    ).expect(200);
    expect(response.body.errors).toBeUndefined();
    const [leader] = response.body.data.updateAboutPage.leaders;
    expect(leader).toMatchObject({ name: 'Ada Byron', photo: expect.stringMatching(/^\/uploads\//) });
    await api().http().get(leader.photo).expect(200);
    expect((await read('about')).leaders[0].photo).toBe(leader.photo);
  });

  it('GraphQL: refuses an upload under a path that is no image field, naming it', async () => {
    const before = await api().storedFiles();
    const response = await graphql(
      api(),
      'mutation ($input: AboutPageInput!, $images: [ImageUpload!]) { updateAboutPage(input: $input, images: $images) { id } }',
      { input: { hero }, images: [{ path: 'leaders.0.photo', file: null }] },
      { auth, files: [{ variable: 'images.0.file', data: png(20, 20), filename: 'ada.png' }] },
    ).expect(200);
    expect(response.body.errors?.[0].message).toContain('leaders.0.photo');
    expect(await api().storedFiles()).toEqual(before);
  });
});
