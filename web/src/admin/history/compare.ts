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

/** Words kept on each side of a change, so that a long text shows its changes in context, not in full. */
export const CONTEXT_WORDS = 8;

/** A long unchanged run, shortened to the words next to the changes around it. */
function shortened(text: string, before: boolean, after: boolean): string {
  const words = text.trim().split(/\s+/);
  if (words.length <= CONTEXT_WORDS * 2 + 2) return text;
  const [lead, trail] = [/^\s*/.exec(text)?.[0] ?? '', /\s*$/.exec(text)?.[0] ?? ''];
  const head = before ? words.slice(0, CONTEXT_WORDS).join(' ') : '';
  const tail = after ? words.slice(-CONTEXT_WORDS).join(' ') : '';
  return `${lead}${head}${head ? ' ' : ''}…${tail ? ' ' : ''}${tail}${trail}`;
}

function compareText(field: string, before: unknown, after: unknown): FieldChange | null {
  const [from, to] = [readable(before), readable(after)];
  if (from === to) return null;
  const parts = diffWords(from, to);
  const words = parts.map((part, index): WordRun => {
    if (part.added || part.removed) return { text: part.value, change: part.added ? 'added' : 'removed' };
    return { text: shortened(part.value, index > 0, index < parts.length - 1), change: 'kept' };
  });
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
