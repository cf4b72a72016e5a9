/** The largest image file accepted, per file. */
export const MAX_IMAGE_BYTES = 10 * 1024 * 1024;

/** The formats accepted, judged by the file's bytes, never by its name. */
export const IMAGE_FORMATS = ['PNG', 'JPEG', 'GIF', 'WebP'] as const;

/** The accepted formats as messages name them: "PNG, JPEG, GIF or WebP". */
export const IMAGE_FORMATS_IN_WORDS = `${IMAGE_FORMATS.slice(0, -1).join(', ')} or ${IMAGE_FORMATS[IMAGE_FORMATS.length - 1]}`;

/**
 * The most pixels an upload may decode to, all frames together: a small file that declares
 * 50,000 × 50,000 pixels (a decompression bomb) is refused before it is decoded.
 */
export const MAX_IMAGE_PIXELS = 40_000_000;

/** The most frames an animated GIF or WebP may have. */
export const MAX_IMAGE_FRAMES = 50;

/**
 * How an uploaded original is named: `{uuid}_{W}x{H}.{ext}`, its upright size in pixels in
 * its name, so that whoever holds its URL knows its size (older uploads, `{uuid}.{ext}`, do not).
 */
export const SIZED_ORIGINAL_NAME = /^([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})_([1-9]\d{0,5})x([1-9]\d{0,5})\.(png|jpg|gif|webp)$/;

/** The size an uploaded original's URL (relative or absolute) names; null for any other URL. */
export function storedImageSize(url: string): { width: number; height: number } | null {
  const match = /\/uploads\/([^/?#]+)$/.exec(url);
  const name = match ? SIZED_ORIGINAL_NAME.exec(match[1]!) : null;
  return name ? { width: Number(name[2]), height: Number(name[3]) } : null;
}

/** The widths (px) of the AVIF and WebP copies made of each image, only those narrower than it. */
export const IMAGE_VARIANT_WIDTHS = [480, 960, 1600] as const;

/** The longest alternative text one image may have (what a screen reader says instead of the image). */
export const IMAGE_ALT_MAX_LENGTH = 250;
