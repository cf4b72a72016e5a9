/**
 * What an administrator's upload becomes, through the real gateway and its storage (disk
 * on api:sqlite, S3 on api:mariadb): a cleaned, upright original plus AVIF and WebP copies
 * served with long cache headers; refused files leave nothing behind; deleting removes all.
 */
import sharp from 'sharp';
import { graphql } from '../../../test/graphql';
import { sharedGateway } from '../../../test/harness';
import { animatedGif, bombPng, phonePhoto, png, truncatedJpeg } from '../../../test/images';
import { Portfolio } from '../../features/portfolio/portfolio.entity';

const api = sharedGateway();
let auth: string;
beforeAll(async () => { auth = await api().auth(); });

const FIELDS = { category: 'Web App', projectName: 'Field app', description: '<p>Made in the field.</p>' };
const UUID = '[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}';

interface Described { url: string; width: number | null; height: number | null; sources: Array<{ type: string; srcset: string }> }

function addPortfolio(files: Array<[Buffer, string]>) {
  const call = api().http().post('/api/portfolio/add').set('Authorization', auth);
  for (const [name, value] of Object.entries(FIELDS)) call.field(name, value);
  for (const [data, filename] of files) call.attach('images', data, filename);
  return call;
}

/** GET as a browser would, the body as bytes whatever the type. */
const fetchImage = (url: string) =>
  api().http().get(url).buffer(true).parse((res, done) => {
    const chunks: Buffer[] = [];
    res.on('data', (chunk: Buffer) => chunks.push(chunk));
    res.on('end', () => done(null, Buffer.concat(chunks)));
  });

const srcsetEntries = (srcset: string) =>
  srcset.split(', ').map((entry) => {
    const [url, descriptor] = entry.split(' ');
    return { url, width: Number(descriptor.replace(/w$/, '')) };
  });

beforeEach(async () => {
  const all = (await api().http().get('/api/portfolio/all').expect(200)).body.portfolios as Array<{ _id: string }>;
  for (const item of all) await api().http().delete(`/api/portfolio/delete/${item._id}`).set('Authorization', auth).expect(200);
  // Out of the trash too, with their files.
  const trashed = (await api().http().get('/api/portfolio/trash').set('Authorization', auth).expect(200)).body.items as Array<{ _id: string }>;
  for (const item of trashed) await api().http().delete(`/api/portfolio/trash/${item._id}`).set('Authorization', auth).expect(200);
});

describe('a phone photo with EXIF orientation and GPS', () => {
  let item: { _id: string; images_url: string[]; responsiveImages: Described[] };

  beforeEach(async () => {
    item = (await addPortfolio([[await phonePhoto(), 'IMG_0042.jpg']]).expect(200)).body.portfolio;
  });

  it('keeps images_url as the original URL, named with its upright size', () => {
    expect(item.images_url).toEqual([expect.stringMatching(new RegExp(`^/uploads/${UUID}_2000x1200\\.jpg$`))]);
  });

  it('is stored upright with no metadata at all', async () => {
    const response = await fetchImage(item.images_url[0]).expect(200);
    expect(response.headers['content-type']).toBe('image/jpeg');
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const meta = await sharp(response.body as Buffer).metadata();
    expect(meta).toMatchObject({ format: 'jpeg', width: 2000, height: 1200 });
    expect(meta.exif).toBeUndefined();
    expect(meta.orientation).toBeUndefined();
    expect((response.body as Buffer).includes('PhoneCo')).toBe(false);
    // Turned as its orientation said: the stored left (red) half is now the top.
    const { data } = await sharp(response.body as Buffer).extract({ left: 1000, top: 100, width: 1, height: 1 }).raw().toBuffer({ resolveWithObject: true });
    expect(data[0]).toBeGreaterThan(150);
    expect(data[2]).toBeLessThan(100);
  });

  it('describes AVIF and WebP copies at 480, 960 and 1600 px, each served with its type, size, no EXIF and a long cache', async () => {
    expect(item.responsiveImages).toHaveLength(1);
    const [described] = item.responsiveImages;
    expect(described).toMatchObject({ url: item.images_url[0], width: 2000, height: 1200 });
    expect(described.sources.map((source) => source.type)).toEqual(['image/avif', 'image/webp']);
    for (const source of described.sources) {
      const entries = srcsetEntries(source.srcset);
      expect(entries.map((entry) => entry.width)).toEqual([480, 960, 1600]);
      for (const entry of entries) {
        expect(entry.url).toMatch(new RegExp(`^/uploads/${UUID}_2000x1200-${entry.width}\\.(avif|webp)$`));
        const response = await fetchImage(entry.url).expect(200);
        expect(response.headers['content-type']).toBe(source.type);
        expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
        const meta = await sharp(response.body as Buffer).metadata();
        expect(meta.format).toBe(source.type === 'image/avif' ? 'heif' : 'webp');
        expect(meta.width).toBe(entry.width);
        expect(meta.height).toBe(Math.round((entry.width * 1200) / 2000));
        expect(meta.exif).toBeUndefined();
      }
    }
    expect(await api().storedFiles()).toHaveLength(7);
  });

  it('answers the same description over GraphQL', async () => {
    const response = await graphql(api(), `query ($id: ID!) { portfolio(id: $id) { imageUrls responsiveImages { url width height sources { type srcset } alt focalPoint { x y } } } }`, { id: item._id });
    expect(response.body.data.portfolio).toEqual({ imageUrls: item.images_url, responsiveImages: item.responsiveImages });
  });

  it('deleting the item for good (from the trash) removes the original and every copy', async () => {
    await api().http().delete(`/api/portfolio/delete/${item._id}`).set('Authorization', auth).expect(200);
    expect(await api().storedFiles()).not.toEqual([]);
    await api().http().delete(`/api/portfolio/trash/${item._id}`).set('Authorization', auth).expect(200);
    expect(await api().storedFiles()).toEqual([]);
    await api().http().get(srcsetEntries(item.responsiveImages[0].sources[0].srcset)[0].url).expect(404);
  });

  it('an image an update drops stays, with every copy, while a revision names it; the item deleted for good takes them all', async () => {
    const before = await api().storedFiles();
    const call = api().http().put(`/api/portfolio/update/${item._id}`).set('Authorization', auth);
    for (const [name, value] of Object.entries(FIELDS)) call.field(name, value);
    const updated = await call.field('existingImages', '[]').expect(200);
    expect(updated.body.portfolio).toMatchObject({ images_url: [], responsiveImages: [] });
    expect((await api().storedFiles()).sort()).toEqual(before.sort());
    await api().http().delete(`/api/portfolio/delete/${item._id}`).set('Authorization', auth).expect(200);
    await api().http().delete(`/api/portfolio/trash/${item._id}`).set('Authorization', auth).expect(200);
    expect(await api().storedFiles()).toEqual([]);
  });
});

describe('small and animated images', () => {
  it('a picture narrower than every copy width is stored alone and described without sources', async () => {
    const [described] = (await addPortfolio([[png(4, 3), 'dot.png']]).expect(200)).body.portfolio.responsiveImages as Described[];
    expect(described).toMatchObject({ width: 4, height: 3, sources: [] });
    expect(await api().storedFiles()).toHaveLength(1);
  });

  it('an animated GIF within the frame limit stays an animated GIF, with animated WebP copies only', async () => {
    const [described] = (await addPortfolio([[await animatedGif(3, 600, 300), 'wave.gif']]).expect(200)).body.portfolio.responsiveImages as Described[];
    expect(described.url).toMatch(/_600x300\.gif$/);
    expect(described.sources).toEqual([{ type: 'image/webp', srcset: expect.stringMatching(/_600x300-480\.webp 480w$/) }]);
    const copy = await fetchImage(srcsetEntries(described.sources[0].srcset)[0].url).expect(200);
    expect((await sharp(copy.body as Buffer).metadata()).pages).toBe(3);
  });
});

describe('refused uploads: 400 naming the field and the file, nothing stored', () => {
  it.each([
    ['a PNG declaring 50,000 × 50,000 pixels', () => bombPng(), 'bomb.png', 'images: "bomb.png" is larger than 40 megapixels'],
    ['a JPEG cut off halfway', () => truncatedJpeg(), 'cut.jpg', 'images: "cut.jpg" could not be read as an image (damaged or cut off)'],
    ['an animated GIF of 60 frames', () => animatedGif(60), 'long.gif', 'images: "long.gif" has 60 frames; at most 50 are accepted'],
  ])('%s', async (_label, make, filename, message) => {
    // A valid image first in the same request: it must not be kept either.
    const response = await addPortfolio([[png(), 'fine.png'], [await make(), filename]]).expect(400);
    expect(response.body).toEqual({ success: false, message, requestId: expect.any(String) });
    expect(await api().count(Portfolio)).toBe(0);
    expect(await api().storedFiles()).toEqual([]);
  });
});
