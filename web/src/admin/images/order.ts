/** Reordering and removal within one group of images; pure, so the picker and tests share it. */

/** The list with the item at `from` moved to `to` (indexes out of range leave it unchanged). */
export function moveItem<T>(list: readonly T[], from: number, to: number): T[] {
  if (from === to || from < 0 || to < 0 || from >= list.length || to >= list.length) return [...list];
  const next = [...list];
  const [item] = next.splice(from, 1);
  next.splice(to, 0, item);
  return next;
}

export function removeAt<T>(list: readonly T[], index: number): T[] {
  return list.filter((_, position) => position !== index);
}

/** A file chosen in the form, not uploaded yet, with its object-URL preview. */
export interface NewImage {
  key: string;
  file: File;
  preview: string;
}

let counter = 0;

/** Wraps chosen files, keeping only images; `createUrl` is URL.createObjectURL in the browser. */
export function toNewImages(files: Iterable<File>, createUrl: (file: File) => string): NewImage[] {
  return [...files]
    .filter((file) => !file.type || file.type.startsWith('image/'))
    .map((file) => {
      counter += 1;
      return { key: `new-${Date.now().toString(36)}-${counter}`, file, preview: createUrl(file) };
    });
}

/** Where the main image (the first one overall) sits: the first kept image, else the first new one. */
export function mainImage(existing: readonly string[], added: readonly NewImage[]): { group: 'existing' | 'new'; index: number } | null {
  if (existing.length > 0) return { group: 'existing', index: 0 };
  if (added.length > 0) return { group: 'new', index: 0 };
  return null;
}

/** The preview URLs that were in `before` and are gone from `after`: those to revoke. */
export function droppedPreviews(before: readonly string[], after: readonly string[]): string[] {
  const kept = new Set(after);
  return before.filter((url) => !kept.has(url));
}

/** The image fields of a content form. */
export interface ImageFields {
  /** Stored image URLs kept, in their (new) order (edit mode). */
  existingImages: string[];
  /** Files chosen in this form, in order; uploaded after the kept ones. */
  newImages: NewImage[];
  /** The alt text of each image, by the image (a kept image's URL, a new image's key): it moves with its image. */
  altTexts: Record<string, string>;
}

/** The alt texts in the order the images are sent: kept images, then new files. */
export function altsInOrder({ existingImages, newImages, altTexts }: ImageFields): string[] {
  return [...existingImages, ...newImages.map((image) => image.key)].map((key) => altTexts[key]?.trim() ?? '');
}

/** Stored images' alt texts (in the images' order) as the form keeps them. */
export function altTextsOf(urls: readonly string[], alts: readonly string[]): Record<string, string> {
  return Object.fromEntries(urls.map((url, index) => [url, alts[index] ?? '']));
}

/** The images in the order they are sent (kept, then new ones, shown by their object URLs) with their alt texts: what a preview shows. */
export function shownImages(fields: ImageFields): { urls: string[]; alts: string[] } {
  return { urls: [...fields.existingImages, ...fields.newImages.map((image) => image.preview)], alts: altsInOrder(fields) };
}
