import { Field, InputType } from 'type-graphql';
import type { FileUpload } from '../../infra/storage/image-file';
import type { ImageStore, Uploader } from '../../infra/storage/image-store';
import { badInput } from '../../api/errors/api-error';
import { GraphQLUpload } from '../../api/schema/upload-scalar';
import { imagesOfSettingsRow, type SettingsConfig } from './settings-config';

/**
 * Image files sent with a settings update (a page's hero picture), each for the image
 * field it fills, named by its path in what the update sends.
 */
@InputType({ description: 'An image file for one image field of the sections sent, which it fills in place of the URL there.' })
export class ImageUpload {
  @Field({ description: 'The image field, by its path in the input: hero.image, industries.2.image, leaders.0.photo.' })
  path: string;

  @Field(() => GraphQLUpload)
  file: Promise<FileUpload>;
}

type Fields = Record<string, unknown>;

/** The object holding the path's last field; null when a section or item on the way was not sent. */
function holderOf(fields: Fields, keys: readonly string[]): Fields | null {
  let node: unknown = fields;
  for (const key of keys.slice(0, -1)) {
    if (!node || typeof node !== 'object' || !Object.hasOwn(node, key)) return null;
    node = (node as Fields)[key];
  }
  return node && typeof node === 'object' && !Array.isArray(node) ? (node as Fields) : null;
}

/** Stands in for a file's URL while asking whether its path is an image field; no URL looks like it. */
const MARKER = '\u0000image';

/**
 * Whether `path` names an image field of the sections sent. Asked of imagesOfSettingsRow, the one
 * place that says where a settings type holds images: a marker put there must be found among them.
 */
function isImageField(config: SettingsConfig<any, any>, fields: Fields, path: string): boolean {
  const copy = structuredClone(fields);
  const keys = path.split('.');
  const holder = holderOf(copy, keys);
  if (!holder) return false;
  holder[keys.at(-1)!] = MARKER;
  return imagesOfSettingsRow(config, copy).includes(MARKER);
}

function fill(fields: Fields, path: string, url: string): void {
  const keys = path.split('.');
  holderOf(fields, keys)![keys.at(-1)!] = url;
}

/**
 * Refuses (400, naming the path) a file for what is not an image field of the sections sent,
 * or a second file for the same one; then empties each file's field, as the URL it held is
 * replaced (and so need not be a stored image). Before anything is stored.
 */
export function clearUploadFields(config: SettingsConfig<any, any>, fields: object, uploads: readonly ImageUpload[]): void {
  const seen = new Set<string>();
  for (const { path } of uploads) {
    if (seen.has(path)) throw badInput(`${path}: one file per image field`);
    if (!isImageField(config, fields as Fields, path)) throw badInput(`${path}: not an image field of the sections sent`);
    seen.add(path);
    fill(fields as Fields, path, '');
  }
}

/**
 * Stores the files (all or none; a refusal names the file's path) and names each one's URL
 * in its field; answers the URLs stored, for the caller to discard if the write then fails.
 * The uploader is recorded for the media library.
 */
export async function storeUploads(images: ImageStore, fields: object, uploads: readonly ImageUpload[], uploadedBy: Uploader | null): Promise<string[]> {
  const urls = await images.storeAll(uploads.map((upload) => upload.file), uploads.map((upload) => upload.path), uploadedBy);
  uploads.forEach(({ path }, index) => fill(fields as Fields, path, urls[index]));
  return urls;
}
