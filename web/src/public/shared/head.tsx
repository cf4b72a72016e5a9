import { BLOG_FEEDS, type SocialCardText } from '@consultancy/domain';
import { createContext, useContext, useEffect } from 'react';
import { useSiteIdentity, type SiteIdentity } from './site-identity';
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
  /** Kept out of search engines (`<meta name="robots" content="noindex">`): pages made of a visitor's query, like /search. */
  noindex?: boolean;
}

/** What the server collects while rendering (head-collector.ts, which only the server loads). */
export interface CollectedHead {
  head: PageHeadProps | null;
  /** The site's name, defaults and contact details, as the rendered page had them. */
  site: SiteIdentity;
}

const HeadContext = createContext<CollectedHead | null>(null);
export const HeadProvider = HeadContext.Provider;

export type Tag = [tag: 'title' | 'meta' | 'link', attributes: Record<string, string>];

/** The page's title followed by the site's name; the site's name alone on the home page. */
export const fullTitleOf = ({ title }: PageHeadProps, site: SiteIdentity) => (title && title !== site.siteName ? `${title} | ${site.siteName}` : site.siteName);

/** The head's tags; `preview`: the link-preview picture's tags, which only the server writes (preview-image.ts). */
export function headTags(props: PageHeadProps, origin: string, site: SiteIdentity, preview: Tag[] = []): Tag[] {
  const { path, type = 'website', prev, next, noindex } = props;
  const url = new URL(path, origin).href;
  const fullTitle = fullTitleOf(props, site);
  const description = props.description?.trim() || site.defaultDescription;
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
    ...preview,
  ];
  if (prev) tags.push(['link', { rel: 'prev', href: new URL(prev, origin).href }]);
  if (next) tags.push(['link', { rel: 'next', href: new URL(next, origin).href }]);
  tags.push(
    ['link', { rel: 'alternate', type: 'application/rss+xml', title: `${site.siteName} blog (RSS)`, href: new URL(BLOG_FEEDS.rss, origin).href }],
    ['link', { rel: 'alternate', type: 'application/atom+xml', title: `${site.siteName} blog (Atom)`, href: new URL(BLOG_FEEDS.atom, origin).href }],
  );
  return tags;
}

/** Every page's JSON-LD: the company, then what the page names. */
export const structuredDataOf = (head: PageHeadProps, site: SiteIdentity) => [organization(site), ...(head.structuredData ?? [])];

/**
 * The link-preview picture's tags: crawlers read them from the HTML the server sends, and only
 * the server writes them (drawing a card's URL stays out of the pages' scripts). In the browser
 * they stay for the page they were served with and go once the visitor moves to another page.
 */
const PREVIEW_TAGS = 'meta[property^="og:image"], meta[name="twitter:card"], meta[name^="twitter:image"]';
const OTHER_HEAD_TAGS = 'meta[name="description"], meta[name="robots"], link[rel="canonical"], link[rel="prev"], link[rel="next"], link[rel="alternate"], script[type="application/ld+json"], meta[property^="og:"]:not([property^="og:image"]), meta[name^="twitter:"]:not([name="twitter:card"]):not([name^="twitter:image"])';
let servedPath: string | null = null;

/** Keeps the document head in step with the page, on the server and after client navigation. */
function applyToDocument(props: PageHeadProps, site: SiteIdentity): void {
  const tags = headTags(props, window.location.origin, site);
  document.head.querySelectorAll('[data-page-head]').forEach((element) => element.remove());
  document.head.querySelectorAll(OTHER_HEAD_TAGS).forEach((element) => element.remove());
  servedPath ??= props.path;
  if (props.path !== servedPath) document.head.querySelectorAll(PREVIEW_TAGS).forEach((element) => element.remove());
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
  // The preview picture's fields (image, card) are the server's only: the effect leaves them out.
  const { title, description, path, type, prev, next, structuredData, noindex } = props;
  // Compared as text: pages build their JSON-LD afresh on every render.
  const dataKey = JSON.stringify(structuredData ?? []);
  const siteKey = JSON.stringify(site);
  useEffect(
    () => applyToDocument(
      { title, description, path, type, prev, next, noindex, structuredData: JSON.parse(dataKey) as StructuredData[] },
      JSON.parse(siteKey) as SiteIdentity,
    ),
    [title, description, path, type, prev, next, noindex, dataKey, siteKey],
  );
  return null;
}
