/**
 * Social cards: the 1200×630 picture a link preview shows for a page that has
 * no image of its own, drawn by the gateway from the page's title. The web
 * names a card by its page's path and the text it shows; the gateway reads the
 * same text from the data, so nobody can make the site draw text of their own.
 */

/** The size link previews ask for (LinkedIn, Facebook, X: 1.91:1). */
export const SOCIAL_CARD_SIZE = { width: 1200, height: 630 } as const;

/** Cards are served below this path: /social-cards/blog/my-post.png is the card of /blog/my-post. */
export const SOCIAL_CARD_PREFIX = '/social-cards';

/** The brand colours a card is drawn in: the same values as web/src/public/shared/theme.css. */
export const BRAND_COLORS = {
  ink: '#0b1f3a',
  ink2: '#132d52',
  primary: '#2563eb',
  accent: '#14b8a6',
  onDark: '#e8eef7',
  mutedOnDark: '#a9b8cc',
} as const;

/** What a card shows. */
export interface SocialCardText {
  title: string;
  /** The item's category, or a page's short tagline. */
  label: string;
  siteName: string;
}

/** The pages that are not items, by path, with their titles (their heads', their cards'); null: the site's name. */
export const PUBLIC_PAGE_TITLES = {
  '/': null,
  '/solutions': 'Solutions',
  '/about': 'About Us',
  '/contact': 'Contact',
  '/portfolio': 'Portfolio',
  '/blog': 'Blog',
} as const;

type PublicPagePath = keyof typeof PUBLIC_PAGE_TITLES;

/** The tagline each fixed page's card shows under its title (kept apart: the pages' scripts need only the titles). */
const PUBLIC_PAGE_LABELS: Record<PublicPagePath, string> = {
  '/': 'Web, software and app development',
  '/solutions': 'What we do',
  '/about': 'Who we are',
  '/contact': 'Get in touch',
  '/portfolio': 'Our work',
  '/blog': 'Insights',
};

/** The title a fixed page shows (its head, its card). */
export const publicPageTitle = (path: Exclude<PublicPagePath, '/'>): string => PUBLIC_PAGE_TITLES[path];

/** The card of a fixed page, or null when the path is not one. */
export function publicPageCard(path: string, siteName: string): SocialCardText | null {
  if (!Object.hasOwn(PUBLIC_PAGE_TITLES, path)) return null;
  const page = path as PublicPagePath;
  return { title: PUBLIC_PAGE_TITLES[page] ?? siteName, label: PUBLIC_PAGE_LABELS[page], siteName };
}

/** Raised when the drawing changes, so that every card gets a new URL. */
const CARD_DESIGN = 1;

/** A short fingerprint of the card's text (FNV-1a): a new title is a new URL, cacheable for ever. */
export function socialCardVersion(text: SocialCardText): string {
  let hash = 0x811c9dc5;
  for (const char of JSON.stringify([CARD_DESIGN, text.title, text.label, text.siteName])) {
    hash ^= char.codePointAt(0)!;
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash.toString(36);
}

/** The card's URL (a site path) for the page at `pagePath` showing `text`. */
export function socialCardUrl(pagePath: string, text: SocialCardText): string {
  const name = pagePath === '/' ? '/index' : pagePath.replace(/\/+$/, '');
  return `${SOCIAL_CARD_PREFIX}${name}.png?v=${socialCardVersion(text)}`;
}

/** The page a card's path (without its query) is of, or null when it names none. */
export function pageOfSocialCard(cardPath: string): string | null {
  const match = new RegExp(`^${SOCIAL_CARD_PREFIX}(/[^.]+)\\.png$`).exec(cardPath);
  if (!match) return null;
  return match[1] === '/index' ? '/' : match[1];
}

/** The card's alternative text: what it shows, as a sentence. */
export function socialCardAlt({ title, label, siteName }: SocialCardText): string {
  return title === siteName ? `${siteName}: ${label}` : `${title} (${label}), ${siteName}`;
}
