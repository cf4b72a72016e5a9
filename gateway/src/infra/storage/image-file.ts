import type { Readable } from 'node:stream';
import { GraphQLError } from 'graphql';
import { badInput, tooLarge } from '../../api/errors/api-error';
import { STORAGE_KEY_PATTERN, VARIANT_CONTENT_TYPES } from './image-variants';

export const MAX_IMAGE_BYTES = 10 * 1024 * 1024;

/** Structurally compatible with graphql-upload 17's FileUpload (and easy to build from a multer file). */
export interface FileUpload {
  filename: string;
  mimetype: string;
  encoding: string;
  createReadStream(): Readable;
}

type ImageExt = 'png' | 'jpg' | 'gif' | 'webp';

const CONTENT_TYPES: Record<ImageExt, string> = {
  png: 'image/png',
  jpg: 'image/jpeg',
  gif: 'image/gif',
  webp: 'image/webp',
};

/**
 * Decides the format from the magic bytes alone: the client's file name and mimetype are
 * untrusted, and an SVG or HTML file served from our origin would run script.
 */
export function sniffImage(data: Buffer): { ext: ImageExt; contentType: string } | null {
  const ext = detect(data);
  return ext ? { ext, contentType: CONTENT_TYPES[ext] } : null;
}

function detect(data: Buffer): ImageExt | null {
  const startsWith = (bytes: number[], at = 0) =>
    data.length >= at + bytes.length && bytes.every((b, i) => data[at + i] === b);
  const ascii = (text: string, at = 0) => startsWith([...Buffer.from(text, 'latin1')], at);

  if (startsWith([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'png';
  if (startsWith([0xff, 0xd8, 0xff])) return 'jpg';
  if (ascii('GIF87a') || ascii('GIF89a')) return 'gif';
  if (ascii('RIFF') && ascii('WEBP', 8)) return 'webp';
  return null;
}

/**
 * Every type the site stores, by the file-name extension its keys end in: the originals'
 * (their upload formats; older keys may say .jpeg) and their copies' (AVIF and WebP).
 */
const STORED_TYPES: Record<string, string> = { ...CONTENT_TYPES, jpeg: CONTENT_TYPES.jpg, ...VARIANT_CONTENT_TYPES };

/** The image type a key stands for, from its extension; null for any other key. */
export function storedTypeOfKey(key: string): string | null {
  const ext = /\.([A-Za-z]+)$/.exec(key)?.[1].toLowerCase();
  return (ext && Object.hasOwn(STORED_TYPES, ext) && STORED_TYPES[ext]) || null;
}

/** Whether `type` is exactly one of the types the site stores (no parameters, no other characters). */
export const isStoredImageType = (type: unknown): boolean => Object.values(STORED_TYPES).includes(type as string);

/** The type of stored bytes, by their magic bytes: one of the upload formats, or AVIF (a copy's); null for anything else. */
export function sniffStoredImage(data: Buffer): string | null {
  const isAvif = data.toString('latin1', 4, 8) === 'ftyp' && ['avif', 'avis'].includes(data.toString('latin1', 8, 12));
  return sniffImage(data)?.contentType ?? (isAvif ? VARIANT_CONTENT_TYPES.avif : null);
}

const formatMb = (bytes: number) => `${Math.round((bytes / (1024 * 1024)) * 10) / 10} MB`;

/** graphql-upload reports its own limit with an http-errors 413 ("... byte size limit."). */
function isSizeLimitError(error: unknown): boolean {
  const e = error as { status?: unknown; statusCode?: unknown; message?: unknown } | null;
  if (!e) return false;
  return e.status === 413 || e.statusCode === 413 || /size limit/i.test(String(e.message ?? ''));
}

/**
 * Reads an upload into memory, refusing it as soon as it grows past maxBytes so an
 * oversized file is never held whole.
 */
export async function readUpload(
  upload: FileUpload | Promise<FileUpload>,
  maxBytes = MAX_IMAGE_BYTES,
): Promise<{ filename: string; data: Buffer }> {
  let file: FileUpload;
  try {
    file = await upload;
  } catch (error) {
    if (error instanceof GraphQLError) throw error;
    if (isSizeLimitError(error)) throw tooLarge(`An uploaded file is larger than ${formatMb(maxBytes)}`);
    throw badInput('An uploaded file could not be read');
  }
  const filename = file.filename || 'file';
  const tooBig = () => tooLarge(`"${filename}" is larger than ${formatMb(maxBytes)}`);

  const chunks: Buffer[] = [];
  let total = 0;
  try {
    // createReadStream throws at once when graphql-upload already knows the file failed.
    for await (const chunk of file.createReadStream()) {
      const buf = Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk);
      total += buf.length;
      // Leaving the loop by throwing destroys the stream, so the rest is never read.
      if (total > maxBytes) throw tooBig();
      chunks.push(buf);
    }
  } catch (error) {
    if (error instanceof GraphQLError) throw error;
    if (isSizeLimitError(error)) throw tooBig();
    throw badInput(`"${filename}" could not be read`);
  }
  return { filename, data: Buffer.concat(chunks, total) };
}

/**
 * Storage keys are flat file names (STORAGE_KEY_PATTERN). Refusing anything else keeps keys
 * from escaping the upload folder (`../`), and from looking like hidden or temporary files.
 */
export function isStorageKey(key: unknown): key is string {
  return typeof key === 'string' && STORAGE_KEY_PATTERN.test(key);
}

export function assertStorageKey(key: string): void {
  if (!isStorageKey(key)) throw badInput(`Invalid file key "${String(key).slice(0, 140)}"`);
}
