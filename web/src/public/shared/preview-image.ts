import { publicPageCard, SOCIAL_CARD_SIZE, socialCardAlt, socialCardUrl, storedImageSize } from '@consultancy/domain';
import type { PageHeadProps, Tag } from './head';
import type { SiteIdentity } from './site-identity';

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
export function previewImage(props: PageHeadProps, site: SiteIdentity, fullTitle: string): PreviewImage | null {
  if (props.image) return { url: props.image, alt: props.imageAlt?.trim() || fullTitle, size: props.imageSize ?? undefined };
  if (site.defaultSocialImage) return { url: site.defaultSocialImage, alt: site.siteName, size: storedImageSize(site.defaultSocialImage) ?? undefined };
  if ((props.status ?? 200) >= 400) return null;
  // A list's later pages and filters share the list's card.
  const pagePath = props.path.split(/[?#]/)[0];
  const text = publicPageCard(pagePath, site.siteName) ?? (props.card ? { ...props.card, siteName: site.siteName } : null);
  return text && { url: socialCardUrl(pagePath, text), alt: socialCardAlt(text), size: SOCIAL_CARD_SIZE };
}

/** Open Graph and X tags of the preview image: a large picture whenever there is one. */
export function previewImageTags(image: PreviewImage | null, origin: string): Tag[] {
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
