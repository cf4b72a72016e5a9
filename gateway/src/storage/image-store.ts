import { randomUUID } from 'node:crypto';
import { GraphQLError } from 'graphql';
import { badInput, tooLarge } from '../errors/api-error';
import type { FileStorage } from './file-storage';
import { MAX_IMAGE_BYTES, readUpload, sniffImage, STORAGE_KEY_PATTERN, type FileUpload } from './image-file';

const URL_PREFIX = '/uploads/';
const OUR_URL = new RegExp(`^(?:https?://[^/?#\\s]+)?/uploads/(${STORAGE_KEY_PATTERN.source.slice(1, -1)})$`);
const NOT_AN_IMAGE = 'is not a PNG, JPEG, GIF or WebP image';

/** Prefixes a refusal with the form field it came from, keeping its error code. */
function inField(field: string, error: unknown): unknown {
  if (!(error instanceof GraphQLError)) return error;
  return new GraphQLError(`${field}: ${error.message}`, { extensions: error.extensions });
}

/** Validated images in a FileStorage, addressed by `/uploads/KEY` URLs. */
export class ImageStore {
  constructor(private readonly storage: FileStorage) {}

  static urlFor(key: string): string {
    return URL_PREFIX + key;
  }

  static keyFromUrl(url: string): string | null {
    return OUR_URL.exec(url)?.[1] ?? null;
  }

  /** All or nothing: every file is read and checked before the first one is saved. */
  async storeAll(uploads: Array<FileUpload | Promise<FileUpload>>, field: string): Promise<string[]> {
    const images: Array<{ data: Buffer; ext: string; contentType: string }> = [];
    for (const upload of uploads) {
      let file: { filename: string; data: Buffer };
      try {
        file = await readUpload(upload, MAX_IMAGE_BYTES);
      } catch (error) {
        throw inField(field, error);
      }
      const kind = sniffImage(file.data);
      if (!kind) throw badInput(`${field}: "${file.filename}" ${NOT_AN_IMAGE}`);
      images.push({ data: file.data, ...kind });
    }

    const saved: string[] = [];
    try {
      for (const image of images) {
        const key = `${randomUUID()}.${image.ext}`;
        await this.storage.save(key, image.data, image.contentType);
        saved.push(key);
      }
    } catch (error) {
      await this.removeKeys(saved);
      throw error;
    }
    return saved.map(ImageStore.urlFor);
  }

  /** For images that do not come from a request, such as the demo seed. */
  async storeBuffer(data: Buffer): Promise<string> {
    if (data.length > MAX_IMAGE_BYTES) throw tooLarge('The image is larger than 10 MB');
    const kind = sniffImage(data);
    if (!kind) throw badInput(`The image ${NOT_AN_IMAGE}`);
    const key = `${randomUUID()}.${kind.ext}`;
    await this.storage.save(key, data, kind.contentType);
    return ImageStore.urlFor(key);
  }

  /** Best effort: a leftover file is cheaper than failing the edit that dropped it. */
  async removeAll(urls: string[]): Promise<void> {
    const keys = urls.map((url) => (typeof url === 'string' ? ImageStore.keyFromUrl(url) : null));
    await this.removeKeys(keys.filter((key): key is string => key !== null));
  }

  private async removeKeys(keys: string[]): Promise<void> {
    await Promise.all(
      keys.map((key) =>
        Promise.resolve()
          .then(() => this.storage.remove(key))
          .catch((error: unknown) => {
            console.warn(`Could not remove stored image ${key}:`, error instanceof Error ? error.message : error);
          }),
      ),
    );
  }
}
