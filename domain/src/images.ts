/** The largest image file accepted, per file. */
export const MAX_IMAGE_BYTES = 10 * 1024 * 1024;

/** The formats accepted, judged by the file's bytes, never by its name. */
export const IMAGE_FORMATS = ['PNG', 'JPEG', 'GIF', 'WebP'] as const;
