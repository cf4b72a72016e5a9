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

type HtmlOf = (value: never) => unknown;

/** The rich-text properties of each entity class, and how to find the HTML in each property's value. */
const richTextProperties = new Map<object, Map<string, HtmlOf>>();

/**
 * Marks an entity property whose value is rich text cleaned by sanitizeRichText, or, with
 * `htmlOf`, a JSON column holding some. Restore checks these against the sanitiser, since
 * an archive's rows never went through it.
 */
export function RichText<T>(htmlOf: (value: T) => unknown = (value) => value): PropertyDecorator {
  return (prototype, property) => {
    const properties = richTextProperties.get(prototype.constructor) ?? new Map<string, HtmlOf>();
    properties.set(String(property), htmlOf as HtmlOf);
    richTextProperties.set(prototype.constructor, properties);
  };
}

/** The rich text in `value` of the property `property` of the entity class `target` (null for any other property). */
export function richTextIn(target: unknown, property: string, value: unknown): string | null {
  const htmlOf = richTextProperties.get(target as object)?.get(property);
  const html = htmlOf && value !== null && value !== undefined ? htmlOf(value as never) : undefined;
  return typeof html === 'string' ? html : null;
}

/** Whether the sanitiser would change `html`: it holds something the editor never stores. */
export const wouldSanitize = (html: string): boolean => sanitizeRichText(html) !== html;
