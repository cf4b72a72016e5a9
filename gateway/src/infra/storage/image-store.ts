import { GraphQLError } from 'graphql';
import { tooLarge } from '../../api/errors/api-error';
import { reasonOf } from '../../api/errors/reason';
import { keepTrying } from '../retry/keep-trying';
import type { FileStorage } from './file-storage';
import { MAX_IMAGE_BYTES, readUpload, type FileUpload } from './image-file';
import { processImage, type ImageFile } from './image-processing';
import { isOriginalKey, keyFromUploadUrl, keysOf, parseOriginalKey, uploadUrl } from './image-variants';

/** Who stored an image: the signed-in administrator, or nobody (the demo seed). */
export interface Uploader {
  id?: string | null;
  email: string;
}

/** One original just stored, as the media library records it. */
export interface StoredOriginal {
  url: string;
  /** The file name it was uploaded with. */
  name: string;
  /** Bytes of the stored (re-encoded) original. */
  size: number;
  width: number | null;
  height: number | null;
  uploadedBy: Uploader | null;
}

/** Told of the originals stored and of those about to be removed (the media library keeps its rows in step). */
export interface StoredImagesListener {
  stored(images: StoredOriginal[]): Promise<void>;
  discarded(urls: string[]): Promise<void>;
}

/** Of the URLs asked about, those something holds (an item, a setting, a revision, the library). */
export type ImageHolders = (urls: string[]) => Promise<string[]>;

/** Prefixes a refusal with the form field it came from, keeping its error code. */
function inField(field: string, error: unknown): unknown {
  if (!(error instanceof GraphQLError)) return error;
  return new GraphQLError(`${field}: ${error.message}`, { extensions: error.extensions });
}

/** Checks often, since the database is usually back within seconds; gives up when it has been away for long. */
const SETTLING = { maxDelayMs: 5_000, forMs: 15 * 60_000 };

/**
 * Validated images in a FileStorage, addressed by `/uploads/KEY` URLs. Each image is
 * stored as its cleaned original plus smaller AVIF and WebP copies named after it
 * (image-variants.ts), so its URL is all that is kept in the database.
 */
export class ImageStore {
  /** What else may hold an image (other items, settings, revisions, the library): removeAll keeps what any of them names. */
  private readonly holders: ImageHolders[] = [];

  /** Where files that could not be removed go to be removed later (removal-retries.ts); by default nowhere. */
  private removalFailed: (keys: string[]) => Promise<void> = async () => {};

  /** The settlements of unknown write outcomes still waiting for the database (keepOnlyHeld). */
  private readonly settling = new Set<Promise<void>>();

  /** The media library's rows follow the files (features/media); nobody listens by default. */
  private listener: StoredImagesListener | null = null;

  constructor(private readonly storage: FileStorage) {}

  /** Tells `listener` of every original stored or discarded from now on (app.ts: the media library). */
  listen(listener: StoredImagesListener): void {
    this.listener = listener;
  }

  /** Hands the files whose removal failed (the storage was down) to a queue that tries again. */
  retryFailedRemovals(queue: (keys: string[]) => Promise<void>): void {
    this.removalFailed = queue;
  }

  /**
   * Adds a holder of stored images: an image is shared (chosen from the library by several
   * items, pages and settings), so an item dropping it removes the file only when no holder
   * names it any more.
   */
  keepWhileUsed(holders: ImageHolders): void {
    this.holders.push(holders);
  }

  /** Of `urls`, those some holder still names. */
  private async inUse(urls: string[]): Promise<Set<string>> {
    const named = await Promise.all(this.holders.map((holders) => holders(urls)));
    return new Set(named.flat());
  }

  static urlFor(key: string): string {
    return uploadUrl(key);
  }

  static keyFromUrl(url: string): string | null {
    return keyFromUploadUrl(url);
  }

  /** The key of the original a site URL (`/uploads/…`) names; null for a copy, another site's URL or anything else. */
  static originalKeyOf(url: string): string | null {
    const key = url.startsWith('/uploads/') ? ImageStore.keyFromUrl(url) : null;
    return key && isOriginalKey(key) ? key : null;
  }

  /**
   * All or nothing: every file is read, checked and encoded before the first one is saved.
   * `field` names the form field in a refusal: one for all the files, or one each (a page's
   * image paths, where each file fills its own field).
   */
  async storeAll(uploads: Array<FileUpload | Promise<FileUpload>>, field: string | readonly string[], uploadedBy: Uploader | null = null): Promise<string[]> {
    const images: ImageFile[][] = [];
    const names: string[] = [];
    for (const [index, upload] of uploads.entries()) {
      try {
        const file = await readUpload(upload, MAX_IMAGE_BYTES);
        images.push(await processImage(file.data, file.filename));
        names.push(file.filename);
      } catch (error) {
        throw inField(typeof field === 'string' ? field : field[index], error);
      }
    }
    return this.saveAll(images, names, uploadedBy);
  }

  /** For images that do not come from a request, such as the demo seed. */
  async storeBuffer(data: Buffer, filename = 'image'): Promise<string> {
    if (data.length > MAX_IMAGE_BYTES) throw tooLarge(`"${filename}" is larger than 10 MB`);
    const [url] = await this.saveAll([await processImage(data, filename)], [filename], null);
    return url;
  }

  /** Whether the URL is the site path of a stored original image (not one of its copies, not on another host). */
  async has(url: string): Promise<boolean> {
    const key = ImageStore.originalKeyOf(url);
    if (!key) return false;
    const object = await this.storage.open(key);
    object?.stream.destroy();
    return object !== null;
  }

  /** The bytes of a stored original, or null when it is not stored (what the media library records of older images). */
  async sizeOf(url: string): Promise<number | null> {
    const key = ImageStore.keyFromUrl(url);
    const object = key ? await this.storage.open(key) : null;
    object?.stream.destroy();
    return object?.size ?? null;
  }

  /** The URLs of every stored original image (their copies left out), the newest first. */
  async originals(): Promise<string[]> {
    return (await this.storage.list()).filter(isOriginalKey).map(ImageStore.urlFor);
  }

  /** Best effort: a leftover file is cheaper than failing the edit that dropped it (or than removing one still used). */
  async removeAll(urls: string[]): Promise<void> {
    if (urls.length === 0) return;
    const used = await this.inUse(urls).catch(() => new Set(urls));
    await this.discard(urls.filter((url) => !used.has(url)));
  }

  /**
   * Removes images (and their copies) without asking what else uses them: for files this
   * request just stored and whose row was not written, which nothing can have chosen yet;
   * asking would need the database, which may be the reason the write failed.
   */
  async discard(urls: string[]): Promise<void> {
    if (urls.length === 0) return;
    await this.tell((listener) => listener.discarded(urls), 'forget removed images in the media library');
    const keys = urls.map((url) => (typeof url === 'string' ? ImageStore.keyFromUrl(url) : null));
    await this.removeKeys(keys.filter((key): key is string => key !== null).flatMap(keysOf));
  }

  /**
   * For a write whose outcome is unknown: the connection to the database dropped
   * while it ran, perhaps after its commit. Once `held` can read what the row
   * holds now, the `candidates` it does not hold are removed; until then every
   * file stays. So a stored row never loses its images and a refused write
   * leaves none behind (if this process stops first, they stay as leftovers).
   */
  keepOnlyHeld(candidates: string[], held: () => Promise<string[]>): void {
    const settlement = keepTrying(async () => {
      const holds = new Set([...(await held()), ...(await this.inUse(candidates))]);
      await this.discard(candidates.filter((url) => !holds.has(url)));
    }, SETTLING).then((settled) => {
      if (!settled) console.warn(`The images of an interrupted write could not be settled; these files may be left over: ${candidates.join(', ')}`);
    });
    this.settling.add(settlement);
    void settlement.finally(() => this.settling.delete(settlement));
  }

  /** Resolves once every keepOnlyHeld started so far has settled. */
  async settled(): Promise<void> {
    await Promise.all([...this.settling]);
  }

  /**
   * Best effort: the listener's rows are a catalogue of the files, and the media library
   * adds a row for any stored original it finds without one (media-sync.ts); failing an
   * upload or a removal because the catalogue could not be written would cost more.
   */
  private async tell(call: (listener: StoredImagesListener) => Promise<void>, what: string): Promise<void> {
    if (!this.listener) return;
    await call(this.listener).catch((error: unknown) => console.warn(`Could not ${what}:`, reasonOf(error)));
  }

  /** Each image's URL is its original's; a failed save removes every file written so far. */
  private async saveAll(images: ImageFile[][], names: string[], uploadedBy: Uploader | null): Promise<string[]> {
    const saved: string[] = [];
    try {
      for (const files of images) {
        for (const file of files) {
          await this.storage.save(file.key, file.data, file.contentType);
          saved.push(file.key);
        }
      }
    } catch (error) {
      await this.removeKeys(saved);
      throw error;
    }
    const originals = images.map(([original], index): StoredOriginal => {
      const sized = parseOriginalKey(original.key);
      return {
        url: ImageStore.urlFor(original.key), name: names[index] ?? original.key, size: original.data.length,
        width: sized?.width ?? null, height: sized?.height ?? null, uploadedBy,
      };
    });
    await this.tell((listener) => listener.stored(originals), 'record stored images in the media library');
    return originals.map((original) => original.url);
  }

  private async removeKeys(keys: string[]): Promise<void> {
    const failed: string[] = [];
    await Promise.all(
      keys.map((key) =>
        Promise.resolve()
          .then(() => this.storage.remove(key))
          .catch((error: unknown) => {
            failed.push(key);
            console.warn(`Could not remove stored image ${key} (it will be tried again):`, reasonOf(error));
          }),
      ),
    );
    if (failed.length === 0) return;
    await this.removalFailed(failed).catch((error: unknown) => {
      console.warn(`Could not queue ${failed.length} stored files for removal:`, reasonOf(error));
    });
  }
}
