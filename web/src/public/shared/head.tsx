import { BLOG_FEEDS, publicPageCard, SOCIAL_CARD_SIZE, socialCardAlt, socialCardUrl, type SocialCardText } from '@consultancy/domain';
import { createContext, useContext, useEffect } from 'react';
import { DEFAULT_SITE_IDENTITY, useSiteIdentity, type SiteIdentity } from './site-identity';
import { jsonLdText, organization, type StructuredData } from './structured-data';

export interface PageHeadProps {
  /** Omitted: the site's name alone (the home page); otherwise followed by ' | ' and the site's name. */
  title?: string;
  /** Omitted or empty: the site's default description. */
  description?: string;
  /** Path of the page, e.g. /portfolio/abc; made absolute with the site's origin. */
  path: string;
  /** Image URL (absolute or site path) for link previews; omitted: the site's default social image, else the page's drawn card. */
  image?: string;
  /** The image's alternative text; omitted: the page's title. */
  imageAlt?: string;
  /** The image's real size, when recorded; omitted: no size tags (rather than a wrong size). */
  imageSize?: { width: number; height: number };
  /** What an item page's drawn card shows (as the gateway reads it from the data); the fixed pages' cards are known. */
  card?: Pick<SocialCardText, 'title' | 'label'>;
  type?: 'website' | 'article';
  /** HTTP status the server answers with this page (404 for a not-found page). */
  status?: number;
  /** Paths of the previous and next pages of a paged list, for `<link rel="prev/next">`. */
  prev?: string;
  next?: string;
  /** The page's own JSON-LD (the Organization is added to every page). */
  structuredData?: StructuredData[];
}

/** What the server collects while rendering: the page's head tags and status. */
export class HeadCollector {
  head: PageHeadProps | null = null;
  /** The site's name, defaults and contact details, as the rendered page had them. */
  site: SiteIdentity = DEFAULT_SITE_IDENTITY;

  constructor(readonly origin: string) {}

  get status(): number {
    return this.head?.status ?? 200;
  }

  toHtml(): string {
    const head = this.head ?? { path: '/' };
    const tags = headTags(head, this.origin, this.site)
      .map(([tag, attributes]) => (tag === 'title' ? `<title>${escapeHtml(attributes.text)}</title>` : `<${tag} ${attributesHtml(attributes)}>`));
    // Data blocks, not code: the Content-Security-Policy allows them.
    const data = structuredDataOf(head, this.site).map((item) => `<script type="application/ld+json">${jsonLdText(item, this.origin)}</script>`);
    return [...tags, ...data].join('\n    ');
  }
}

const HeadContext = createContext<HeadCollector | null>(null);
export const HeadProvider = HeadContext.Provider;

type Tag = [tag: 'title' | 'meta' | 'link', attributes: Record<string, string>];

function headTags(props: PageHeadProps, origin: string, site: SiteIdentity): Tag[] {
  const { title, path, type = 'website', prev, next } = props;
  const url = new URL(path, origin).href;
  const fullTitle = title && title !== site.siteName ? `${title} | ${site.siteName}` : site.siteName;
  const description = props.description?.trim() || site.defaultDescription;
  const tags: Tag[] = [
    ['title', { text: fullTitle }],
    ['meta', { name: 'description', content: description }],
    ['link', { rel: 'canonical', href: url }],
    ['meta', { property: 'og:site_name', content: site.siteName }],
    ['meta', { property: 'og:type', content: type }],
    ['meta', { property: 'og:title', content: fullTitle }],
    ['meta', { property: 'og:description', content: description }],
    ['meta', { property: 'og:url', content: url }],
  ];
  tags.push(...previewImageTags(previewImage(props, site, fullTitle), origin));
  if (prev) tags.push(['link', { rel: 'prev', href: new URL(prev, origin).href }]);
  if (next) tags.push(['link', { rel: 'next', href: new URL(next, origin).href }]);
  tags.push(
    ['link', { rel: 'alternate', type: 'application/rss+xml', title: `${site.siteName} blog (RSS)`, href: new URL(BLOG_FEEDS.rss, origin).href }],
    ['link', { rel: 'alternate', type: 'application/atom+xml', title: `${site.siteName} blog (Atom)`, href: new URL(BLOG_FEEDS.atom, origin).href }],
  );
  return tags;
}

/** A link preview's picture: its URL, its alternative text, and its size when known. */
interface PreviewImage {
  url: string;
  alt: string;
  size?: { width: number; height: number };
}

/**
 * The page's own image, else the Settings' default social image, else the card
 * the gateway draws for the page (every public page has one; a not-found page none).
 */
function previewImage(props: PageHeadProps, site: SiteIdentity, fullTitle: string): PreviewImage | null {
  if (props.image) return { url: props.image, alt: props.imageAlt?.trim() || fullTitle, size: props.imageSize };
  if (site.defaultSocialImage) return { url: site.defaultSocialImage, alt: site.siteName };
  if ((props.status ?? 200) >= 400) return null;
  // A list's later pages and filters share the list's card.
  const pagePath = props.path.split(/[?#]/)[0];
  const text = publicPageCard(pagePath, site.siteName) ?? (props.card ? { ...props.card, siteName: site.siteName } : null);
  return text && { url: socialCardUrl(pagePath, text), alt: socialCardAlt(text), size: SOCIAL_CARD_SIZE };
}

/** Open Graph and X tags of the preview image: a large picture whenever there is one. */
function previewImageTags(image: PreviewImage | null, origin: string): Tag[] {
  if (!image) return [['meta', { name: 'twitter:card', content: 'summary' }]];
  const url = new URL(image.url, origin).href;
  const tags: Tag[] = [
    ['meta', { name: 'twitter:card', content: 'summary_large_image' }],
    ['meta', { property: 'og:image', content: url }],
    ['meta', { property: 'og:image:alt', content: image.alt }],
  ];
  if (image.size) {
    tags.push(['meta', { property: 'og:image:width', content: String(image.size.width) }], ['meta', { property: 'og:image:height', content: String(image.size.height) }]);
  }
  tags.push(['meta', { name: 'twitter:image', content: url }], ['meta', { name: 'twitter:image:alt', content: image.alt }]);
  return tags;
}

/** Every page's JSON-LD: the company, then what the page names. */
const structuredDataOf = (head: PageHeadProps, site: SiteIdentity) => [organization(site), ...(head.structuredData ?? [])];

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

function attributesHtml(attributes: Record<string, string>): string {
  return Object.entries(attributes).map(([name, value]) => `${name}="${escapeHtml(value)}"`).join(' ');
}

/** Keeps the document head in step with the page, on the server and after client navigation. */
function applyToDocument(props: PageHeadProps, site: SiteIdentity): void {
  const tags = headTags(props, window.location.origin, site);
  document.head.querySelectorAll('[data-page-head]').forEach((element) => element.remove());
  document.head.querySelectorAll('meta[name="description"], link[rel="canonical"], link[rel="prev"], link[rel="next"], link[rel="alternate"], script[type="application/ld+json"], meta[property^="og:"], meta[name^="twitter:"]').forEach((element) => element.remove());
  for (const [tag, attributes] of tags) {
    if (tag === 'title') {
      document.title = attributes.text;
      continue;
    }
    const element = document.createElement(tag);
    Object.entries(attributes).forEach(([name, value]) => element.setAttribute(name, value));
    element.setAttribute('data-page-head', '');
    document.head.appendChild(element);
  }
  for (const item of structuredDataOf(props, site)) {
    const block = document.createElement('script');
    block.type = 'application/ld+json';
    block.textContent = jsonLdText(item, window.location.origin);
    block.setAttribute('data-page-head', '');
    document.head.appendChild(block);
  }
}

/** Declares the page's title, description, canonical URL and link-preview tags. */
export function PageHead(props: PageHeadProps) {
  const collector = useContext(HeadContext);
  const site = useSiteIdentity();
  if (collector) {
    collector.head = props;
    collector.site = site;
  }
  const { title, description, path, image, imageAlt, type, prev, next, structuredData } = props;
  const cardKey = JSON.stringify(props.card ?? null);
  const sizeKey = JSON.stringify(props.imageSize ?? null);
  // Compared as text: pages build their JSON-LD afresh on every render.
  const dataKey = JSON.stringify(structuredData ?? []);
  const siteKey = JSON.stringify(site);
  useEffect(
    () => applyToDocument(
      { title, description, path, image, imageAlt, imageSize: JSON.parse(sizeKey) as PageHeadProps['imageSize'], type, prev, next, card: JSON.parse(cardKey) as PageHeadProps['card'], structuredData: JSON.parse(dataKey) as StructuredData[] },
      JSON.parse(siteKey) as SiteIdentity,
    ),
    [title, description, path, image, imageAlt, sizeKey, type, prev, next, cardKey, dataKey, siteKey],
  );
  return null;
}
