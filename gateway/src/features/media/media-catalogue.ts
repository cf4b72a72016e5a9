import { randomUUID } from 'node:crypto';
import { In, type DataSource } from 'typeorm';
import type { AnyCollection } from '../../content/collections/collection';
import { isDuplicateKey } from '../../infra/database/duplicate-key';
import type { ImageHolders, ImageStore, StoredImagesListener, StoredOriginal } from '../../infra/storage/image-store';
import { keyFromUploadUrl, parseOriginalKey } from '../../infra/storage/image-variants';
import { Media } from './media.entity';

/** A new row for a stored original; the alt text is the first its uses gave it, if any. */
function rowOf(image: StoredOriginal, createdAt: Date, alt = ''): Partial<Media> {
  return {
    id: randomUUID(), url: image.url, name: image.name.slice(0, 255), size: image.size, width: image.width, height: image.height,
    alt, focalX: 0.5, focalY: 0.5, keptInLibrary: false, uploadedById: image.uploadedBy?.id ?? null, uploadedByEmail: image.uploadedBy?.email.toLowerCase() ?? null,
    createdAt, updatedAt: createdAt, version: 1,
  };
}

/** Writes the rows; one another replica (or request) wrote first for the same file is left as it is. */
async function insertRows(dataSource: DataSource, rows: Array<Partial<Media>>): Promise<void> {
  const repo = dataSource.getRepository(Media);
  for (const row of rows) {
    try {
      await repo.insert(row);
    } catch (error) {
      if (!isDuplicateKey(error)) throw error;
    }
  }
}

/**
 * The library's rows follow the image storage (ImageStore.listen): a row for every original
 * stored, by whoever stored it (the media screen, a collection form, the demo seed), and none
 * for one removed, however it went (an item's update, a purge, a delete here).
 */
export function mediaCatalogue(dataSource: DataSource): StoredImagesListener {
  return {
    async stored(images) {
      const now = Date.now();
      // One upload of several: the first listed stays first, newest first.
      await insertRows(dataSource, images.map((image, index) => rowOf(image, new Date(now - index))));
    },
    async discarded(urls) {
      await dataSource.getRepository(Media).delete({ url: In(urls) });
    },
  };
}

/** Of the images asked about, those uploaded on the Media screen: the library holds them until they are deleted there. */
export function keptInLibrary(dataSource: DataSource): ImageHolders {
  return async (urls) => {
    const rows = await dataSource.getRepository(Media).find({ select: { id: true, url: true }, where: { url: In(urls), keptInLibrary: true } });
    return rows.map((row) => row.url);
  };
}

/** The first alt text each image was given where it is used: the library starts from what editors typed. */
async function altsInUse(dataSource: DataSource, collections: readonly AnyCollection[]): Promise<Map<string, string>> {
  const alts = new Map<string, string>();
  for (const collection of collections) {
    for (const item of await dataSource.getRepository(collection.entity).find({ withDeleted: true })) {
      const texts = collection.images.alts.read(item);
      collection.images.read(item).forEach((url, index) => {
        const text = texts[index]?.trim();
        if (text && !alts.has(url)) alts.set(url, text);
      });
    }
  }
  return alts;
}

/** A row whose file is gone is dropped only once it is this old: a file is stored before its row is written, never after. */
const SETTLED_MS = 60_000;

/**
 * Brings the rows in step with the stored originals: at start-up (under the start-up lock,
 * so replicas starting together do it once) it adds the images stored before the library
 * existed, and before each listing any that a write interrupted mid-way left without a row
 * (or a row without its file). Older images get their stored key as their name, the size the
 * storage reports, the dimensions their key carries, and the first alt text an item gave them;
 * they keep the storage's order (newest first). Answers how many rows it added.
 */
export async function addMissingRows(dataSource: DataSource, images: ImageStore, collections: readonly AnyCollection[]): Promise<number> {
  const stored = await images.originals();
  const rows = await dataSource.getRepository(Media).find({ select: { id: true, url: true, createdAt: true } });
  const known = new Set(rows.map((row) => row.url));
  const files = new Set(stored);
  const gone = rows.filter((row) => !files.has(row.url) && row.createdAt.getTime() < Date.now() - SETTLED_MS);
  if (gone.length) await dataSource.getRepository(Media).delete({ id: In(gone.map((row) => row.id)) });
  const missing = stored.filter((url) => !known.has(url));
  if (missing.length === 0) return 0;
  const alts = await altsInUse(dataSource, collections);
  const now = Date.now();
  const added: Array<Partial<Media>> = [];
  for (const [index, url] of missing.entries()) {
    const size = await images.sizeOf(url);
    if (size === null) continue;
    const key = keyFromUploadUrl(url) ?? url;
    const sized = parseOriginalKey(key);
    const image: StoredOriginal = { url, name: key, size, width: sized?.width ?? null, height: sized?.height ?? null, uploadedBy: null };
    added.push(rowOf(image, new Date(now - index), alts.get(url)?.slice(0, 250)));
  }
  await insertRows(dataSource, added);
  return added.length;
}
