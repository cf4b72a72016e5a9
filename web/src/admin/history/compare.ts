import { diffWords } from 'diff';
import { stripMarkup } from '../content-list/markup';

/** One run of words of a text compared: kept, added or removed. */
export interface WordRun {
  text: string;
  change: 'kept' | 'added' | 'removed';
}

/** How one field differs between two versions of an item or of settings. */
export type FieldChange =
  | { field: string; label: string; kind: 'text'; words: WordRun[] }
  | { field: string; label: string; kind: 'images'; added: string[]; removed: string[]; reordered: boolean };

/** Fields that are never shown as changes: identity, bookkeeping, and what the form holds only in this page. */
const NOT_COMPARED = new Set(['id', '_id', '__typename', 'version', 'views', 'createdAt', 'updatedAt', 'newImages', 'altTexts']);

/** 'projectName' → 'Project name'; 'seoTitle' → 'Seo title'. */
export function fieldLabel(field: string): string {
  const words = field.replace(/([a-z0-9])([A-Z])/g, '$1 $2').replace(/_/g, ' ').toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

const isImageUrl = (value: unknown): value is string => typeof value === 'string' && /^\/uploads\//.test(value);
const isImageList = (value: unknown) => Array.isArray(value) && value.every(isImageUrl);

/** A field's images: a list of stored image URLs, or one (an empty field: none). */
function imagesOf(value: unknown): string[] | null {
  if (isImageList(value)) return value as string[];
  if (isImageUrl(value)) return [value];
  return null;
}

/** What a reader sees of a value: rich text without its markup, lists one per line. */
function readable(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (Array.isArray(value)) return value.map(readable).join('\n');
  if (typeof value === 'object') return JSON.stringify(value);
  const text = String(value);
  return /<[a-z][\s\S]*>/i.test(text) ? stripMarkup(text) : text;
}

function compareImages(field: string, before: string[], after: string[]): FieldChange | null {
  const added = after.filter((url) => !before.includes(url));
  const removed = before.filter((url) => !after.includes(url));
  const kept = after.filter((url) => before.includes(url));
  const reordered = kept.join('\n') !== before.filter((url) => after.includes(url)).join('\n');
  if (!added.length && !removed.length && !reordered) return null;
  return { field, label: fieldLabel(field), kind: 'images', added, removed, reordered };
}

function compareText(field: string, before: unknown, after: unknown): FieldChange | null {
  const [from, to] = [readable(before), readable(after)];
  if (from === to) return null;
  const words = diffWords(from, to).map((part): WordRun => ({
    text: part.value,
    change: part.added ? 'added' : part.removed ? 'removed' : 'kept',
  }));
  return { field, label: fieldLabel(field), kind: 'text', words };
}

/**
 * The fields that differ from `before` to `after`, in `after`'s order: texts
 * word by word (rich text as it reads), images as added, removed or reordered.
 */
export function compareValues(before: Record<string, unknown>, after: Record<string, unknown>): FieldChange[] {
  const fields = [...new Set([...Object.keys(after), ...Object.keys(before)])].filter((field) => !NOT_COMPARED.has(field));
  const changes: FieldChange[] = [];
  for (const field of fields) {
    const [from, to] = [before[field], after[field]];
    const images = imagesOf(from) ?? imagesOf(to);
    const change = images && (imagesOf(from) ?? !from) && (imagesOf(to) ?? !to)
      ? compareImages(field, imagesOf(from) ?? [], imagesOf(to) ?? [])
      : compareText(field, from, to);
    if (change) changes.push(change);
  }
  return changes;
}
