/** docs/screens.md (content managers): an admin list item shows the first 3 images, then '+N' for the rest. */
export const THUMBNAIL_COUNT = 3;

export interface Thumbnails {
  shown: string[];
  /** How many images are not shown (0 when all are). */
  hidden: number;
  /** '+N', or null when nothing is hidden. */
  counter: string | null;
}

export function thumbnailsOf(urls: ReadonlyArray<string | null | undefined>, max = THUMBNAIL_COUNT): Thumbnails {
  const all = urls.filter((url): url is string => Boolean(url));
  const shown = all.slice(0, max);
  const hidden = all.length - shown.length;
  return { shown, hidden, counter: hidden > 0 ? `+${hidden}` : null };
}
