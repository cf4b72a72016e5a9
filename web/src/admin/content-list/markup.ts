/**
 * Plain text from stored rich text (HTML), for list previews: tags dropped,
 * block ends turned into spaces, the common entities decoded, whitespace folded.
 * Works without a DOM so it runs anywhere (and in tests).
 */
const NAMED_ENTITIES: Record<string, string> = {
  amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ', hellip: '…', mdash: '—', ndash: '–',
  rsquo: '’', lsquo: '‘', rdquo: '”', ldquo: '“', copy: '©', reg: '®', trade: '™',
};

function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, code: string) => {
    if (code[0] === '#') {
      const point = code[1] === 'x' || code[1] === 'X' ? parseInt(code.slice(2), 16) : parseInt(code.slice(1), 10);
      return Number.isFinite(point) && point > 0 && point <= 0x10ffff ? String.fromCodePoint(point) : whole;
    }
    return NAMED_ENTITIES[code.toLowerCase()] ?? whole;
  });
}

export function stripMarkup(html: string | null | undefined): string {
  if (!html) return '';
  return decodeEntities(
    html
      // Content that is not prose goes with its tags.
      .replace(/<(script|style)\b[^>]*>[\s\S]*?<\/\1\s*>/gi, ' ')
      .replace(/<!--[\s\S]*?-->/g, ' ')
      // Block boundaries and line breaks separate words.
      .replace(/<\/?(p|div|br|li|ul|ol|h[1-6]|blockquote|pre|tr|td|th|table|figure|figcaption|hr)\b[^>]*>/gi, ' ')
      .replace(/<[^>]*>/g, ''),
  )
    .replace(/\s+/g, ' ')
    .trim();
}
