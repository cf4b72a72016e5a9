import type { SiteIdentity } from './site-identity';

/**
 * schema.org JSON-LD, written with site paths ('/blog/x') in its URL fields;
 * the head makes them absolute on the site's origin.
 */
export type StructuredData = Record<string, unknown>;

const URL_FIELDS = new Set(['url', 'item', 'image', 'logo', '@id', 'mainEntityOfPage']);

/** JSON-LD text for a `<script type="application/ld+json">` data block: absolute URLs, and no `</script>` inside. */
export function jsonLdText(data: StructuredData, origin: string): string {
  const absolute = (key: string, value: unknown) =>
    URL_FIELDS.has(key) && typeof value === 'string' && value.startsWith('/') && !value.startsWith('//') ? new URL(value, origin).href : value;
  return JSON.stringify({ '@context': 'https://schema.org', ...data }, absolute).replace(/</g, '\\u003c');
}

/** The company, on every page: its logo, how to reach it, its profiles elsewhere (the footer's social links) and its services. */
export const organization = (site: SiteIdentity): StructuredData => ({
  '@type': 'Organization',
  '@id': '/#organization',
  name: site.siteName,
  url: '/',
  logo: site.logo,
  description: site.defaultDescription,
  contactPoint: { '@type': 'ContactPoint', contactType: 'customer service', telephone: site.telephone, email: site.email, url: '/contact' },
  ...(site.sameAs.length ? { sameAs: site.sameAs } : {}),
  ...(site.services.length ? { knowsAbout: site.services } : {}),
});

/** The site itself, on the home page. */
export const website = (siteName: string): StructuredData => ({
  '@type': 'WebSite',
  '@id': '/#website',
  name: siteName,
  url: '/',
  publisher: { '@id': '/#organization' },
});

/** One service the company offers (the Solutions page), provided by the company. */
export const service = ({ name, description, path }: { name: string; description: string; path: string }): StructuredData => ({
  '@type': 'Service',
  name,
  description,
  url: path,
  provider: { '@id': '/#organization' },
});

interface Article {
  title: string;
  description: string;
  path: string;
  image?: string;
  published: string;
  modified: string;
}

/** A post: its author is the company, by name (the site's name). */
interface Post extends Article {
  author: string;
}

/** A post: its headline, dates, image and the company as author and publisher. */
export const blogPosting = ({ title, description, path, image, published, modified, author }: Post): StructuredData => ({
  '@type': 'BlogPosting',
  headline: title,
  description,
  url: path,
  mainEntityOfPage: path,
  ...(image ? { image } : {}),
  datePublished: published,
  dateModified: modified,
  author: { '@type': 'Organization', '@id': '/#organization', name: author, url: '/' },
  publisher: { '@id': '/#organization' },
});

/** A project: a case study the company made. */
export const creativeWork = ({ title, description, path, image, published, modified }: Article): StructuredData => ({
  '@type': 'CreativeWork',
  name: title,
  description,
  url: path,
  ...(image ? { image } : {}),
  dateCreated: published,
  dateModified: modified,
  creator: { '@id': '/#organization' },
});

/** Home › list › this page. */
export const breadcrumbs = (trail: Array<{ name: string; path: string }>): StructuredData => ({
  '@type': 'BreadcrumbList',
  itemListElement: trail.map(({ name, path }, index) => ({ '@type': 'ListItem', position: index + 1, name, item: path })),
});
