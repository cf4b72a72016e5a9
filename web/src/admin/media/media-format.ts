import type { MediaItem, MediaUse } from './documents';

/** A file size as people read it: 812 B, 34 KB, 2.4 MB. */
export function formatBytes(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${Math.round(bytes / 1024)} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}

/** '1200 × 800' or '' when the size was never recorded (images older than the copies). */
export const dimensionsText = ({ width, height }: Pick<MediaItem, 'width' | 'height'>) => (width && height ? `${width} × ${height}` : '');

/** 'Portfolio: Harbour Lights' — the collection's or settings' key, made readable. */
export function describeUse(use: MediaUse): string {
  const kind = use.collection.replace(/([a-z])([A-Z])/g, '$1 $2');
  return `${kind[0].toUpperCase()}${kind.slice(1).toLowerCase()}: ${use.title}`;
}

/** 'Unused', 'Used in 1 place', 'Used in 3 places'. */
export const usesSummary = (uses: readonly MediaUse[]) => (uses.length === 0 ? 'Unused' : `Used in ${uses.length} ${uses.length === 1 ? 'place' : 'places'}`);

/** A point of the image from a click: fractions of its box, kept inside 0..1 and rounded to a thousandth. */
export function pointFromClick(clientX: number, clientY: number, box: { left: number; top: number; width: number; height: number }) {
  const fraction = (offset: number, size: number) => (size > 0 ? Math.round(Math.min(1, Math.max(0, offset / size)) * 1000) / 1000 : 0.5);
  return { x: fraction(clientX - box.left, box.width), y: fraction(clientY - box.top, box.height) };
}

/** '50% · 20%' — the focal point as the CSS object-position it becomes. */
export const focalText = ({ x, y }: { x: number; y: number }) => `${Math.round(x * 100)}% · ${Math.round(y * 100)}%`;
