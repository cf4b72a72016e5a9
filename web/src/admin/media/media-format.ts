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

interface Box {
  left: number;
  top: number;
  width: number;
  height: number;
}

/**
 * Where an image's picture is drawn on screen: its whole box, or with `object-fit: contain`
 * (or `scale-down`) the centred part of it that the picture fills, the rest left empty.
 */
export function drawnBox(box: Box, natural: { width: number; height: number }, fit: string): Box {
  if (!['contain', 'scale-down'].includes(fit) || !natural.width || !natural.height) return box;
  const fitted = Math.min(box.width / natural.width, box.height / natural.height);
  const scale = fit === 'scale-down' ? Math.min(1, fitted) : fitted;
  const width = natural.width * scale;
  const height = natural.height * scale;
  return { left: box.left + (box.width - width) / 2, top: box.top + (box.height - height) / 2, width, height };
}

/** The drawn picture of an img element, as on screen now. */
export const drawnBoxOf = (image: HTMLImageElement) =>
  drawnBox(image.getBoundingClientRect(), { width: image.naturalWidth, height: image.naturalHeight }, getComputedStyle(image).objectFit);

/** A point of the picture from a click: fractions of its drawn box, kept inside 0..1 and rounded to a thousandth. */
export function pointFromClick(clientX: number, clientY: number, box: Box) {
  const fraction = (offset: number, size: number) => (size > 0 ? Math.round(Math.min(1, Math.max(0, offset / size)) * 1000) / 1000 : 0.5);
  return { x: fraction(clientX - box.left, box.width), y: fraction(clientY - box.top, box.height) };
}

/** '50% · 20%' — the focal point as the CSS object-position it becomes. */
export const focalText = ({ x, y }: { x: number; y: number }) => `${Math.round(x * 100)}% · ${Math.round(y * 100)}%`;
