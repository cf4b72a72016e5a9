import { BLOG_FEEDS } from '@consultancy/domain';
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
  /** Image URL (absolute or site path) for link previews; omitted: the site's default social image, if any. */
  image?: string;
  type?: 'website' | 'article';
  /** HTTP status the server answers with this page (404 for a not-found page). */
  status?: number;
  /** Paths of the previous and next pages of a paged list, for `<link rel="prev/next">`. */
  prev?: string;
  next?: string;
  /** The page's own JSON-LD (the Organization is added to every page). */
  structuredData?: StructuredData[];
  /** Kept out of search engines (`<meta name="robots" content="noindex">`): pages made of a visitor's query, like /search. */
  noindex?: boolean;
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
  const { title, path, type = 'website', prev, next, noindex } = props;
  const url = new URL(path, origin).href;
  const fullTitle = title && title !== site.siteName ? `${title} | ${site.siteName}` : site.siteName;
  const description = props.description?.trim() || site.defaultDescription;
  const image = props.image || site.defaultSocialImage || undefined;
  const tags: Tag[] = [
    ['title', { text: fullTitle }],
    ...(noindex ? [['meta', { name: 'robots', content: 'noindex' }] satisfies Tag] : []),
    ['meta', { name: 'description', content: description }],
    ['link', { rel: 'canonical', href: url }],
    ['meta', { property: 'og:site_name', content: site.siteName }],
    ['meta', { property: 'og:type', content: type }],
    ['meta', { property: 'og:title', content: fullTitle }],
    ['meta', { property: 'og:description', content: description }],
    ['meta', { property: 'og:url', content: url }],
    ['meta', { name: 'twitter:card', content: image ? 'summary_large_image' : 'summary' }],
  ];
  if (image) {
    const imageUrl = new URL(image, origin).href;
    tags.push(['meta', { property: 'og:image', content: imageUrl }], ['meta', { name: 'twitter:image', content: imageUrl }]);
  }
  if (prev) tags.push(['link', { rel: 'prev', href: new URL(prev, origin).href }]);
  if (next) tags.push(['link', { rel: 'next', href: new URL(next, origin).href }]);
  tags.push(
    ['link', { rel: 'alternate', type: 'application/rss+xml', title: `${site.siteName} blog (RSS)`, href: new URL(BLOG_FEEDS.rss, origin).href }],
    ['link', { rel: 'alternate', type: 'application/atom+xml', title: `${site.siteName} blog (Atom)`, href: new URL(BLOG_FEEDS.atom, origin).href }],
  );
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
  document.head.querySelectorAll('meta[name="description"], meta[name="robots"], link[rel="canonical"], link[rel="prev"], link[rel="next"], link[rel="alternate"], script[type="application/ld+json"], meta[property^="og:"], meta[name^="twitter:"]').forEach((element) => element.remove());
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
  const { title, description, path, image, type, prev, next, structuredData, noindex } = props;
  // Compared as text: pages build their JSON-LD afresh on every render.
  const dataKey = JSON.stringify(structuredData ?? []);
  const siteKey = JSON.stringify(site);
  useEffect(
    () => applyToDocument(
      { title, description, path, image, type, prev, next, noindex, structuredData: JSON.parse(dataKey) as StructuredData[] },
      JSON.parse(siteKey) as SiteIdentity,
    ),
    [title, description, path, image, type, prev, next, noindex, dataKey, siteKey],
  );
  return null;
}
