/** At most this many words of a query count; the rest are left out. */
const MAX_QUERY_WORDS = 8;
/** A longer word is cut to this length (no real word is longer; a pasted URL might be). */
const MAX_WORD_CHARS = 40;

/**
 * The words a visitor searched for: runs of letters and digits, lower-cased, so that quotes,
 * `*`, `-`, parentheses or `OR` are never read as search syntax by either database.
 * The last word also finds longer words it begins (typing "architect" finds "architecture").
 */
export function searchWords(q: string | null | undefined): string[] {
  const words = (q ?? '').normalize('NFC').toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [];
  return [...new Set(words.map((word) => word.slice(0, MAX_WORD_CHARS)))].slice(0, MAX_QUERY_WORDS);
}
