/**
 * Unsaved form values kept in the browser's local storage, one per form, item and
 * administrator, so that a reload, a closed tab or an ended session loses nothing
 * typed. What the browser cannot keep is left out: chosen files not yet uploaded
 * (only their names are kept, to say which to choose again) and any password field.
 */
export interface Draft<V> {
  /** The form's values when last typed, without chosen files. */
  values: V;
  /** What the form was opened with (the stored item or settings, or the empty form). */
  baseline: V;
  /** The item being edited; null for a new item (and for settings). */
  itemId: string | null;
  /** The version of what the form was opened with, so a save after restoring still meets a colleague's save since. */
  version: number | null;
  /** When it was last typed (ms since the epoch). */
  savedAt: number;
  /** Names of the chosen image files that a reload cannot bring back. */
  missingImages: string[];
}

/** Names one draft: whose it is, which form, which item. */
export interface DraftAddress {
  admin: string;
  form: string;
  itemId: string | null;
}

const PREFIX = 'draft:';
const NEW_ITEM = '~new';

const keyOf = ({ admin, form, itemId }: DraftAddress) => `${PREFIX}${admin}:${form}:${itemId ?? NEW_ITEM}`;

/** Chosen files live only in this page; of them a draft keeps the names. */
interface ChosenImage { file?: { name?: string } }

/** The values as they can be kept: without chosen files and password fields. */
export function storableValues<V>(values: V): V {
  if (!values || typeof values !== 'object') return values;
  const kept = Object.entries(values as Record<string, unknown>)
    .filter(([name]) => !/password/i.test(name))
    .map(([name, value]) => [name, name === 'newImages' && Array.isArray(value) ? [] : value]);
  return JSON.parse(JSON.stringify(Object.fromEntries(kept))) as V;
}

/** The names of the chosen, not yet uploaded, image files among the values. */
export function chosenFileNames(values: unknown): string[] {
  const chosen = (values as { newImages?: unknown } | null)?.newImages;
  if (!Array.isArray(chosen)) return [];
  return (chosen as ChosenImage[]).map((image) => image.file?.name ?? 'image');
}

/** True when the form holds something its baseline does not: typed values or chosen files. */
export function differs<V>(values: V, baseline: V): boolean {
  return chosenFileNames(values).length > 0 || JSON.stringify(storableValues(values)) !== JSON.stringify(storableValues(baseline));
}

export function writeDraft<V>(address: DraftAddress, typed: { values: V; baseline: V; version: number | null }, now = Date.now()): void {
  const { values, baseline, version } = typed;
  const draft: Draft<V> = {
    values: storableValues(values),
    baseline: storableValues(baseline),
    itemId: address.itemId,
    version,
    savedAt: now,
    missingImages: chosenFileNames(values),
  };
  try {
    localStorage.setItem(keyOf(address), JSON.stringify(draft));
  } catch {
    // Storage full or refused (private mode): the form itself still holds the values.
  }
}

export function readDraft<V>(address: DraftAddress): Draft<V> | null {
  return parse<V>(safeGet(keyOf(address)));
}

export function removeDraft(address: DraftAddress): void {
  try {
    localStorage.removeItem(keyOf(address));
  } catch {
    // Nothing to remove from a storage that cannot be read.
  }
}

/** The most recently typed draft of a form, over all its items, for one administrator. */
export function newestDraft<V>(admin: string, form: string): Draft<V> | null {
  const prefix = `${PREFIX}${admin}:${form}:`;
  let newest: Draft<V> | null = null;
  for (const key of storageKeys().filter((candidate) => candidate.startsWith(prefix))) {
    const draft = parse<V>(safeGet(key));
    if (draft && (!newest || draft.savedAt > newest.savedAt)) newest = draft;
  }
  return newest;
}

function storageKeys(): string[] {
  try {
    return Array.from({ length: localStorage.length }, (_, index) => localStorage.key(index) ?? '');
  } catch {
    return [];
  }
}

function safeGet(key: string): string | null {
  try {
    return localStorage.getItem(key);
  } catch {
    return null;
  }
}

function parse<V>(text: string | null): Draft<V> | null {
  if (!text) return null;
  try {
    const draft = JSON.parse(text) as Draft<V>;
    return typeof draft.savedAt === 'number' && draft.values ? { ...draft, version: draft.version ?? null, missingImages: draft.missingImages ?? [] } : null;
  } catch {
    return null;
  }
}
