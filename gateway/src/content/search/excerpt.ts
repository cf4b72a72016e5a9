/** Characters of text shown around the first matched word. */
const EXCERPT_CHARS = 180;
/** Of those, how many come before the match. */
const LEAD_CHARS = 50;

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => ESCAPES[char]);
const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Words starting with any of `words` (case-insensitive), not inside another word. */
function matcher(words: readonly string[]): RegExp | null {
  if (words.length === 0) return null;
  const longestFirst = [...words].sort((a, b) => b.length - a.length).map(escapeRegExp);
  return new RegExp(`(?<![\\p{L}\\p{N}])(?:${longestFirst.join('|')})[\\p{L}\\p{N}]*`, 'giu');
}

/** A window of `text` about `at`, cut at spaces, with an ellipsis where it was cut. */
function windowAround(text: string, at: number): string {
  if (text.length <= EXCERPT_CHARS) return text;
  let start = Math.max(0, at - LEAD_CHARS);
  let end = Math.min(text.length, start + EXCERPT_CHARS);
  start = Math.max(0, end - EXCERPT_CHARS);
  if (start > 0) start = text.indexOf(' ', start) + 1 || start;
  if (end < text.length) end = text.lastIndexOf(' ', end) > start ? text.lastIndexOf(' ', end) : end;
  return `${start > 0 ? '… ' : ''}${text.slice(start, end).trim()}${end < text.length ? ' …' : ''}`;
}

/** Escapes the text and wraps each matched word in <mark>: the only markup an excerpt holds. */
function marked(text: string, pattern: RegExp | null): string {
  if (!pattern) return escapeHtml(text);
  let html = '';
  let last = 0;
  for (const match of text.matchAll(pattern)) {
    html += `${escapeHtml(text.slice(last, match.index))}<mark>${escapeHtml(match[0])}</mark>`;
    last = match.index + match[0].length;
  }
  return html + escapeHtml(text.slice(last));
}

/**
 * A result's excerpt: plain text from the first of `texts` (summary, then body) where a searched
 * word appears, around it; the start of the first non-empty text when only the title matched.
 * HTML-escaped, with the matched words in <mark>.
 */
export function excerptOf(texts: readonly string[], words: readonly string[]): string {
  const pattern = matcher(words);
  for (const text of texts) {
    const found = pattern ? text.search(pattern) : -1;
    if (found >= 0) return marked(windowAround(text, found), pattern);
  }
  return marked(windowAround(texts.find((text) => text.trim() !== '') ?? '', 0), pattern);
}
