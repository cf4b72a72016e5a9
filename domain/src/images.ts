/** The largest image file accepted, per file. */
export const MAX_IMAGE_BYTES = 10 * 1024 * 1024;

/** The formats accepted, judged by the file's bytes, never by its name. */
export const IMAGE_FORMATS = ['PNG', 'JPEG', 'GIF', 'WebP'] as const;

/**
 * The most pixels an upload may decode to, all frames together: a small file that declares
 * 50,000 × 50,000 pixels (a decompression bomb) is refused before it is decoded.
 */
export const MAX_IMAGE_PIXELS = 40_000_000;

/** The most frames an animated GIF or WebP may have. */
export const MAX_IMAGE_FRAMES = 50;

/** The widths (px) of the AVIF and WebP copies made of each image, only those narrower than it. */
export const IMAGE_VARIANT_WIDTHS = [480, 960, 1600] as const;

/** The longest alternative text one image may have (what a screen reader says instead of the image). */
export const IMAGE_ALT_MAX_LENGTH = 250;
