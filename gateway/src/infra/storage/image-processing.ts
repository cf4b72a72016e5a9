import { randomUUID } from 'node:crypto';
import { IMAGE_FORMATS_IN_WORDS, MAX_IMAGE_FRAMES, MAX_IMAGE_PIXELS } from '@consultancy/domain';
import sharp, { type Metadata, type Sharp, type SharpOptions } from 'sharp';
import { badInput } from '../../api/errors/api-error';
import { reasonOf } from '../../api/errors/reason';
import { sniffImage } from './image-file';
import { originalKey, variantsOf, type ImageVariant, type OriginalExt, type SizedImage } from './image-variants';

/** One file to store: the re-encoded original or one of its variants. */
export interface ImageFile {
  key: string;
  data: Buffer;
  contentType: string;
}

const NOT_AN_IMAGE = `is not a ${IMAGE_FORMATS_IN_WORDS} image`;

const SHARP_FORMAT: Record<OriginalExt, string> = { png: 'png', jpg: 'jpeg', gif: 'gif', webp: 'webp' };

/** EXIF orientations 5 to 8 turn the picture a quarter: width and height swap. */
const turnsQuarter = (orientation: number | undefined) => (orientation ?? 1) >= 5;

/**
 * Encoders: quality close to what a photo needs on screen. AVIF at effort 2 is about ten
 * times faster than the default (4) here for a few percent more bytes, which keeps an upload
 * of several photos within seconds on a small server.
 */
function encode(pipeline: Sharp, format: OriginalExt | 'avif'): Sharp {
  switch (format) {
    case 'jpg': return pipeline.jpeg({ quality: 82, mozjpeg: true });
    case 'png': return pipeline.png({ compressionLevel: 9 });
    case 'gif': return pipeline.gif();
    case 'webp': return pipeline.webp({ quality: 80 });
    case 'avif': return pipeline.avif({ quality: 50, effort: 2 });
  }
}

/**
 * Turns an upload into the files to store, or refuses it (400 naming the file) without
 * storing anything: not one of our formats, not decodable, cut off, over MAX_IMAGE_PIXELS
 * (a decompression bomb is refused from its header), or animated with too many frames.
 * The original is turned upright from its EXIF orientation and re-encoded in its own format
 * with every metadata block dropped (sharp keeps none unless asked: no GPS, camera or author);
 * the variants are AVIF and WebP copies at the widths narrower than it.
 * A GIF stays a GIF: re-encoded it keeps its animation and its URL's extension, and its
 * animated WebP copies are what pages show.
 */
export async function processImage(data: Buffer, filename: string): Promise<ImageFile[]> {
  const kind = sniffImage(data);
  if (!kind) throw badInput(`"${filename}" ${NOT_AN_IMAGE}`);
  const meta = await readMetadata(data, filename);
  const frames = meta.pages ?? 1;
  if (frames > MAX_IMAGE_FRAMES) throw badInput(`"${filename}" has ${frames} frames; at most ${MAX_IMAGE_FRAMES} are accepted`);
  if (meta.width * meta.height * frames > MAX_IMAGE_PIXELS) throw tooManyPixels(filename);

  const options: SharpOptions = { limitInputPixels: MAX_IMAGE_PIXELS, failOn: 'truncated', animated: frames > 1 };
  const upright = () => sharp(data, options).rotate();
  const quarter = turnsQuarter(meta.orientation);
  const image: SizedImage = {
    id: randomUUID(),
    width: quarter ? meta.height : meta.width,
    height: quarter ? meta.width : meta.height,
    ext: kind.ext,
  };
  const encodeVariant = async (variant: ImageVariant): Promise<ImageFile> => ({
    key: variant.key,
    data: await encode(upright().resize({ width: variant.width }), variant.format).toBuffer(),
    contentType: variant.contentType,
  });
  try {
    const files: ImageFile[] = [{ key: originalKey(image), data: await encode(upright(), image.ext).toBuffer(), contentType: kind.contentType }];
    // One at a time: a large PNG decodes whole, and the server has few cores anyway.
    for (const variant of variantsOf(image)) files.push(await encodeVariant(variant));
    return files;
  } catch (error) {
    throw unreadable(filename, error);
  }
}

/** The header alone: dimensions, frames and orientation, checked before any pixel is decoded. */
async function readMetadata(data: Buffer, filename: string): Promise<Metadata & { width: number; height: number }> {
  let meta: Metadata;
  try {
    meta = await sharp(data, { limitInputPixels: MAX_IMAGE_PIXELS, failOn: 'truncated' }).metadata();
  } catch (error) {
    throw unreadable(filename, error);
  }
  if (!meta.width || !meta.height || SHARP_FORMAT[sniffImage(data)!.ext] !== meta.format) throw unreadable(filename, null);
  return meta as Metadata & { width: number; height: number };
}

const tooManyPixels = (filename: string) =>
  badInput(`"${filename}" is larger than ${MAX_IMAGE_PIXELS / 1_000_000} megapixels`);

function unreadable(filename: string, error: unknown) {
  if (/pixel limit/i.test(reasonOf(error))) return tooManyPixels(filename);
  return badInput(`"${filename}" could not be read as an image (damaged or cut off)`);
}
