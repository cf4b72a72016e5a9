import { IMAGE_VARIANT_WIDTHS, SIZED_ORIGINAL_NAME } from '@consultancy/domain';

/**
 * How stored images are named, so that an image's smaller copies follow from its URL
 * alone (no database column):
 *   original  /uploads/{uuid}_{W}x{H}.{png|jpg|gif|webp}
 *   variants  /uploads/{uuid}_{W}x{H}-{width}.{avif|webp}, for each width narrower than W
 * Older uploads named `{uuid}.{ext}` keep working: they simply have no variants.
 */

export type OriginalExt = 'png' | 'jpg' | 'gif' | 'webp';
type VariantFormat = 'avif' | 'webp';

export const VARIANT_CONTENT_TYPES: Record<VariantFormat, string> = { avif: 'image/avif', webp: 'image/webp' };

/** Storage keys are flat file names: no slash, no leading dot, nothing that escapes the folder. */
export const STORAGE_KEY_PATTERN = /^[A-Za-z0-9][A-Za-z0-9._-]{0,127}$/;

const URL_PREFIX = '/uploads/';
const OUR_URL = new RegExp(`^((?:https?://[^/?#\\s]+)?/uploads/)(${STORAGE_KEY_PATTERN.source.slice(1, -1)})$`);

export interface SizedImage {
  id: string;
  width: number;
  height: number;
  ext: OriginalExt;
}

export interface ImageVariant {
  key: string;
  width: number;
  format: VariantFormat;
  contentType: string;
}

export const uploadUrl = (key: string): string => URL_PREFIX + key;

/** The storage key of one of our upload URLs (relative or absolute), or null for anything else. */
export function keyFromUploadUrl(url: string): string | null {
  return OUR_URL.exec(url)?.[2] ?? null;
}

export const originalKey = ({ id, width, height, ext }: SizedImage): string => `${id}_${width}x${height}.${ext}`;

/** The id, dimensions and format an original's key carries; null for older names without them. */
export function parseOriginalKey(key: string): SizedImage | null {
  const match = SIZED_ORIGINAL_NAME.exec(key);
  if (!match) return null;
  return { id: match[1], width: Number(match[2]), height: Number(match[3]), ext: match[4] as OriginalExt };
}

/** Never upscaled: only the widths narrower than the original. */
const variantWidths = (width: number): number[] => IMAGE_VARIANT_WIDTHS.filter((candidate) => candidate < width);

/**
 * A GIF's copies are WebP only: WebP keeps its animation, while sharp writes AVIF
 * as a single still frame.
 */
const variantFormats = (ext: OriginalExt): VariantFormat[] => (ext === 'gif' ? ['webp'] : ['avif', 'webp']);

export function variantsOf(image: SizedImage): ImageVariant[] {
  const base = originalKey(image).replace(/\.[a-z]+$/, '');
  return variantFormats(image.ext).flatMap((format) =>
    variantWidths(image.width).map((width) => ({
      key: `${base}-${width}.${format}`,
      width,
      format,
      contentType: VARIANT_CONTENT_TYPES[format],
    })),
  );
}

const OLDER_ORIGINAL = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\.(png|jpe?g|gif|webp)$/;

/** An uploaded image itself, not one of its smaller copies (older names included). */
export const isOriginalKey = (key: string): boolean => parseOriginalKey(key) !== null || OLDER_ORIGINAL.test(key);

/** Every key stored for an original: itself and its variants (older names: itself only). */
export function keysOf(key: string): string[] {
  const image = parseOriginalKey(key);
  return image ? [key, ...variantsOf(image).map((variant) => variant.key)] : [key];
}

interface ResponsiveSource {
  type: string;
  /** `URL 480w, URL 960w`, the URLs on the same origin as the original's. */
  srcset: string;
}

interface ResponsiveImageDescription {
  url: string;
  width: number | null;
  height: number | null;
  sources: ResponsiveSource[];
}

/** What a page needs to render an image URL as `<picture>`: its size and its copies per format. */
export function describeImage(url: string): ResponsiveImageDescription {
  const match = OUR_URL.exec(url);
  const image = match ? parseOriginalKey(match[2]) : null;
  if (!match || !image) return { url, width: null, height: null, sources: [] };
  const prefix = match[1];
  const variants = variantsOf(image);
  const sources = variantFormats(image.ext)
    .map((format) => ({
      type: VARIANT_CONTENT_TYPES[format],
      srcset: variants
        .filter((variant) => variant.format === format)
        .map((variant) => `${prefix}${variant.key} ${variant.width}w`)
        .join(', '),
    }))
    .filter((source) => source.srcset !== '');
  return { url, width: image.width, height: image.height, sources };
}
