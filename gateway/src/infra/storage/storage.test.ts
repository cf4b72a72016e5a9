import { mkdtemp, readdir, rm } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import express from 'express';
import { GraphQLError } from 'graphql';
import request from 'supertest';
import type { FileStorage } from './file-storage';
import type { FileUpload } from './image-file';
import { ImageStore } from './image-store';
import { LocalStorage } from './local-storage';
import { S3Storage } from './s3-storage';
import { jpeg, png } from '../../../test/images';
import sharp from 'sharp';
import { uploadsRouter } from './uploads-router';

// s3rver ships no type declarations.
interface S3rverServer {
  run(): Promise<AddressInfo>;
  close(): Promise<void>;
}
type S3rverConstructor = new (options: Record<string, unknown>) => S3rverServer;
// eslint-disable-next-line @typescript-eslint/no-require-imports
const S3rver = require('s3rver') as S3rverConstructor;

const GIF = Buffer.from('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7', 'base64');
const WEBP = Buffer.from('UklGRhoAAABXRUJQVlA4TA0AAAAvAAAAEAcQERGIiP4HAA==', 'base64');
const SVG = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(document.cookie)"/>');

const cleanups: Array<() => Promise<unknown>> = [];
let s3Endpoint = '';
let bucketCounter = 0;
let JPEG: Buffer;

beforeAll(async () => {
  JPEG = await jpeg(1, 1);
  const directory = await mkdtemp(path.join(tmpdir(), 's3rver-'));
  // Port 0: the OS picks a free port, which run() reports back.
  const server = new S3rver({ port: 0, address: '127.0.0.1', silent: true, directory, configureBuckets: [] });
  const { port } = await server.run();
  s3Endpoint = `http://127.0.0.1:${port}`;
  cleanups.push(() => server.close(), () => rm(directory, { recursive: true, force: true }));
});

afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
});

const backends: Array<[string, () => Promise<FileStorage>]> = [
  [
    'LocalStorage',
    async () => {
      const dir = await mkdtemp(path.join(tmpdir(), 'uploads-'));
      cleanups.push(() => rm(dir, { recursive: true, force: true }));
      return new LocalStorage(path.join(dir, 'uploads'));
    },
  ],
  [
    'S3Storage',
    async () =>
      new S3Storage({
        endpoint: s3Endpoint,
        accessKey: 'S3RVER',
        secretKey: 'S3RVER',
        bucket: `test-bucket-${++bucketCounter}`,
      }),
  ],
];

async function readAll(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

async function refusal(promise: Promise<unknown>): Promise<GraphQLError> {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(GraphQLError);
  return error as GraphQLError;
}

function upload(filename: string, data: Buffer, mimetype = 'image/png'): Promise<FileUpload> {
  return Promise.resolve({ filename, mimetype, encoding: '7bit', createReadStream: () => Readable.from([data]) });
}

describe.each(backends)('%s', (_name, makeStorage) => {
  let storage: FileStorage;

  beforeEach(async () => {
    storage = await makeStorage();
    // Twice at once, as two gateway instances starting together would.
    await Promise.all([storage.init(), storage.init()]);
  });

  describe('FileStorage', () => {
    it('round-trips data with its content type', async () => {
      await storage.save('a1.gif', GIF, 'image/gif');
      const object = await storage.open('a1.gif');
      expect(object).not.toBeNull();
      expect(object!.contentType).toBe('image/gif');
      expect(object!.size).toBe(GIF.length);
      expect((await readAll(object!.stream)).equals(GIF)).toBe(true);
    });

    it('replaces an object saved again under the same key', async () => {
      await storage.save('same.bin', GIF, 'image/gif');
      await storage.save('same.bin', WEBP, 'image/webp');
      const object = await storage.open('same.bin');
      expect(object!.contentType).toBe('image/webp');
      expect((await readAll(object!.stream)).equals(WEBP)).toBe(true);
    });

    it('opens a missing key as null', async () => {
      expect(await storage.open('missing.png')).toBeNull();
    });

    it('removes objects, and removing a missing one is fine', async () => {
      await storage.save('gone.gif', GIF, 'image/gif');
      await storage.remove('gone.gif');
      expect(await storage.open('gone.gif')).toBeNull();
      await expect(storage.remove('gone.gif')).resolves.toBeUndefined();
    });

    it('lists keys only, the most recently saved first', async () => {
      expect(await storage.list()).toEqual([]);
      await storage.save('a.jpg', JPEG, 'image/jpeg');
      // S3 gives the time an object was saved to the second.
      await new Promise((resolve) => setTimeout(resolve, 1_100));
      await storage.save('b.webp', WEBP, 'image/webp');
      expect(await storage.list()).toEqual(['b.webp', 'a.jpg']);
    });

    it.each(['../x', 'a/b', '/etc/passwd', '.hidden', '', 'a\\b', `${'x'.repeat(129)}`])(
      'refuses the key %j',
      async (key) => {
        for (const attempt of [storage.save(key, GIF, 'image/gif'), storage.open(key), storage.remove(key)]) {
          expect((await refusal(attempt)).extensions.code).toBe('BAD_USER_INPUT');
        }
      },
    );
  });

  describe('ImageStore', () => {
    let images: ImageStore;
    beforeEach(() => {
      images = new ImageStore(storage);
    });

    it('stores real images, re-encoded, and returns their URLs in input order', async () => {
      const urls = await images.storeAll([upload('a.jpg', JPEG), upload('b.gif', GIF), upload('c.webp', WEBP)], 'images');
      expect(urls).toHaveLength(3);
      urls.forEach((url, i) => expect(url).toMatch(new RegExp(`^/uploads/[0-9a-f-]{36}_1x1\\.${['jpg', 'gif', 'webp'][i]}$`)));
      const object = await storage.open(ImageStore.keyFromUrl(urls[2])!);
      expect(object!.contentType).toBe('image/webp');
      expect(await sharp(await readAll(object!.stream)).metadata()).toMatchObject({ format: 'webp', width: 1, height: 1 });
      expect(await storage.list()).toHaveLength(3);
    });

    it('stores the AVIF and WebP copies narrower than the image beside it, and removeAll removes them all', async () => {
      const [url] = await images.storeAll([upload('wide.png', png(1000, 2))], 'images');
      const base = ImageStore.keyFromUrl(url)!.replace(/\.png$/, '');
      expect(base).toMatch(/_1000x2$/);
      expect((await storage.list()).sort()).toEqual([`${base}-480.avif`, `${base}-480.webp`, `${base}-960.avif`, `${base}-960.webp`, `${base}.png`].sort());
      expect((await storage.open(`${base}-960.avif`))!.contentType).toBe('image/avif');
      await images.removeAll([url]);
      expect(await storage.list()).toEqual([]);
    });

    it('stores nothing when one file of the batch is not an image', async () => {
      const error = await refusal(
        images.storeAll([upload('ok.gif', GIF), upload('photo.png', SVG, 'image/png'), upload('ok.webp', WEBP)], 'images'),
      );
      expect(error.message).toBe('images: "photo.png" is not a PNG, JPEG, GIF or WebP image');
      expect(error.extensions.code).toBe('BAD_USER_INPUT');
      expect(await storage.list()).toEqual([]);
    });

    it('stores nothing when one file of the batch is too large', async () => {
      const huge = Buffer.concat([JPEG, Buffer.alloc(11 * 1024 * 1024)]);
      const error = await refusal(images.storeAll([upload('ok.gif', GIF), upload('huge.jpg', huge)], 'images'));
      expect(error.message).toBe('images: "huge.jpg" is larger than 10 MB');
      expect(error.extensions.code).toBe('PAYLOAD_TOO_LARGE');
      expect(await storage.list()).toEqual([]);
    });

    it('removes every file it saved when a later save fails', async () => {
      let saves = 0;
      const flaky: FileStorage = {
        init: () => storage.init(),
        open: (key) => storage.open(key),
        remove: (key) => storage.remove(key),
        list: () => storage.list(),
        save: async (key, data, type) => {
          if (++saves === 2) throw new Error('disk full');
          await storage.save(key, data, type);
        },
      };
      // The second save is the first image's first copy: the original written before it goes too.
      await expect(new ImageStore(flaky).storeAll([upload('a.png', png(600, 2)), upload('b.gif', GIF)], 'images')).rejects.toThrow(
        'disk full',
      );
      expect(await storage.list()).toEqual([]);
    });

    it('stores a buffer and refuses a non-image buffer', async () => {
      const url = await images.storeBuffer(GIF);
      expect(await storage.list()).toEqual([ImageStore.keyFromUrl(url)]);
      expect((await refusal(images.storeBuffer(SVG))).extensions.code).toBe('BAD_USER_INPUT');
    });

    it('removes our images and ignores foreign URLs', async () => {
      const [first, second] = await images.storeAll([upload('a.gif', GIF), upload('b.webp', WEBP)], 'images');
      await images.removeAll([first, `https://cdn.example.com${second}`, 'https://example.com/photo.png', '/uploads/../x']);
      expect(await storage.list()).toEqual([]);
    });

    it('serves a stored image and 404s a missing or invalid key', async () => {
      const [url] = await images.storeAll([upload('a.gif', GIF)], 'images');
      const app = express().use(uploadsRouter(storage));

      const stored = await readAll((await storage.open(ImageStore.keyFromUrl(url)!))!.stream);
      const found = await request(app).get(url).buffer(true);
      expect(found.status).toBe(200);
      expect(found.headers['content-type']).toBe('image/gif');
      expect(found.headers['content-length']).toBe(String(stored.length));
      expect(found.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(found.headers['x-content-type-options']).toBe('nosniff');
      // An upload can never run as a page: an image type, its own name, and a sandbox without scripts if opened directly.
      expect(found.headers['content-disposition']).toBe(`inline; filename="${ImageStore.keyFromUrl(url)}"`);
      expect(found.headers['content-security-policy']).toMatch(/default-src 'none'.*sandbox/);
      expect(Buffer.from(found.body as Buffer).equals(stored)).toBe(true);

      const head = await request(app).head(url);
      expect(head.status).toBe(200);
      expect(head.headers['content-length']).toBe(String(stored.length));

      for (const missing of ['/uploads/nothing-here.png', '/uploads/..%2F..%2Fetc%2Fpasswd', '/uploads/.hidden']) {
        const response = await request(app).get(missing);
        expect(response.status).toBe(404);
        expect(response.body).toEqual({ success: false, message: 'File not found' });
      }
    });
  });
});

describe('LocalStorage files', () => {
  it('keeps only the object and its sidecar, and a failed write leaves nothing', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'uploads-'));
    cleanups.push(() => rm(dir, { recursive: true, force: true }));
    const storage = new LocalStorage(dir);
    await storage.init();
    await storage.save('a.gif', GIF, 'image/gif');
    // A value that write() refuses stands in for a disk error halfway through.
    await expect(storage.save('b.gif', 42 as unknown as Buffer, 'image/gif')).rejects.toThrow();
    expect((await readdir(dir)).sort()).toEqual(['a.gif', 'a.gif.meta.json']);
    expect(await storage.list()).toEqual(['a.gif']);
    await expect(storage.save('a.gif.meta.json', GIF, 'image/gif')).rejects.toBeInstanceOf(GraphQLError);
  });
});

describe('ImageStore URLs', () => {
  it('builds and recognises our URLs only', () => {
    expect(ImageStore.urlFor('abc.png')).toBe('/uploads/abc.png');
    expect(ImageStore.keyFromUrl('/uploads/abc.png')).toBe('abc.png');
    expect(ImageStore.keyFromUrl('http://localhost:4000/uploads/abc.png')).toBe('abc.png');
    expect(ImageStore.keyFromUrl('https://example.com/images/abc.png')).toBeNull();
    expect(ImageStore.keyFromUrl('/uploads/../secret')).toBeNull();
    expect(ImageStore.keyFromUrl('/uploads/a/b.png')).toBeNull();
    expect(ImageStore.keyFromUrl('javascript:/uploads/a.png')).toBeNull();
  });

  it('accepts the sized names originals and copies are stored under', () => {
    const key = '0b6c2f7e-1a2b-4c3d-8e9f-0123456789ab_2000x1200-480.avif';
    expect(ImageStore.keyFromUrl(`/uploads/${key}`)).toBe(key);
  });

  it('never throws from removeAll', async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const broken = { remove: () => Promise.reject(new Error('offline')) } as unknown as FileStorage;
    await expect(new ImageStore(broken).removeAll(['/uploads/a.png'])).resolves.toBeUndefined();
    expect(warn).toHaveBeenCalled();
    warn.mockRestore();
  });
});
