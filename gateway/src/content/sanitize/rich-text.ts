import sanitizeHtml from 'sanitize-html';

// Colours as the draft-js colour picker writes them (rgb()/hex) or by name; nothing that
// could carry url(), expression() or a second declaration.
const COLOR = [/^#[0-9a-f]{3,8}$/i, /^rgba?\(\s*[\d.\s,%]+\)$/i, /^[a-z]{3,20}$/i];
const LENGTH = [/^(?:auto|\d{1,4}(?:\.\d{1,2})?(?:px|em|rem|%)?)$/i];

const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [
    'p', 'br', 'div', 'span', 'hr',
    'h1', 'h2', 'h3', 'h4', 'h5', 'h6',
    // draftjs-to-html writes underline as <ins> and has sub/superscript buttons.
    'strong', 'b', 'em', 'i', 'u', 'ins', 's', 'del', 'sub', 'sup',
    'blockquote', 'pre', 'code', 'ul', 'ol', 'li', 'a', 'img', 'figure', 'figcaption',
    'table', 'caption', 'thead', 'tbody', 'tfoot', 'tr', 'th', 'td',
  ],
  allowedAttributes: {
    '*': ['style'],
    a: ['href', 'title', 'target', 'rel'],
    img: ['src', 'alt', 'width', 'height', 'title'],
    ol: ['start'],
    th: ['colspan', 'rowspan', 'scope'],
    td: ['colspan', 'rowspan'],
  },
  allowedClasses: {},
  allowedStyles: {
    '*': {
      'text-align': [/^(?:left|right|center|justify)$/i],
      color: COLOR,
      'background-color': COLOR,
      'font-size': [/^\d{1,3}(?:\.\d{1,2})?(?:px|em|rem|%)$/i],
    },
    img: { width: LENGTH, height: LENGTH },
  },
  // Relative URLs carry no scheme and stay allowed; data: is refused everywhere.
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  allowedSchemesByTag: { img: ['http', 'https'] },
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  // The text inside these is code or markup, not prose, so it is dropped with the tag.
  nonTextTags: ['script', 'style', 'textarea', 'option', 'xmp', 'noscript', 'noembed', 'noframes', 'iframe', 'title', 'template'],
  transformTags: {
    // The attributes keep their order, so that cleaning clean text changes nothing (restore relies on it).
    a: (tagName, attribs) => {
      if (attribs.target === '_blank') {
        // Without noopener the opened page could navigate ours through window.opener.
        const rel = new Set((attribs.rel ?? '').split(/\s+/).filter(Boolean));
        rel.add('noopener').add('noreferrer');
        return { tagName, attribs: { ...attribs, rel: [...rel].join(' ') } };
      }
      if (attribs.target === '_self') return { tagName, attribs };
      const { target: _other, ...rest } = attribs;
      return { tagName, attribs: rest };
    },
  },
};

/** Cleans rich text from the admin editor before it is stored and later rendered as HTML. */
export function sanitizeRichText(html: string): string {
  return sanitizeHtml(html ?? '', OPTIONS);
}

/**
 * Why `html` is not rich text the site stores (null when it is): every write cleans rich
 * text, so text the sanitiser would still change (a meta refresh, a script) never came from
 * the site. Restore checks the rows it puts back with it.
 */
export function uncleanRichText(html: unknown): string | null {
  if (typeof html !== 'string' || sanitizeRichText(html) === html) return null;
  return "it holds markup the site's sanitiser removes";
}

/** What sanitize-html escapes in the text it keeps, back to the characters they stand for. */
const ESCAPED: Record<string, string> = { '&amp;': '&', '&lt;': '<', '&gt;': '>', '&quot;': '"', '&#39;': "'" };

/**
 * The words of rich text as plain text (block ends and line breaks become spaces, so
 * words of two paragraphs never run together): what reading times and the site search count.
 */
export function plainTextOf(html: string): string {
  const spaced = (html ?? '').replace(/<\/(p|div|h[1-6]|li|blockquote|pre|td|th|figcaption)>|<br\s*\/?>/gi, ' $&');
  const text = sanitizeHtml(spaced, { allowedTags: [], allowedAttributes: {}, nonTextTags: OPTIONS.nonTextTags });
  return text.replace(/&(amp|lt|gt|quot|#39);/g, (entity) => ESCAPED[entity]).replace(/\s+/g, ' ').trim();
}
