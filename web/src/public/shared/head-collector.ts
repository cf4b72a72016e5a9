import { fullTitleOf, headTags, structuredDataOf, type CollectedHead, type PageHeadProps } from './head';
import { previewImage, previewImageTags } from './preview-image';
import { DEFAULT_SITE_IDENTITY, type SiteIdentity } from './site-identity';
import { jsonLdText } from './structured-data';

/** What the server collects while rendering: the page's head tags and status. Only the server loads this. */
export class HeadCollector implements CollectedHead {
  head: PageHeadProps | null = null;
  site: SiteIdentity = DEFAULT_SITE_IDENTITY;

  constructor(readonly origin: string) {}

  get status(): number {
    return this.head?.status ?? 200;
  }

  toHtml(): string {
    const head = this.head ?? { path: '/' };
    const preview = previewImageTags(previewImage(head, this.site, fullTitleOf(head, this.site)), this.origin);
    const tags = headTags(head, this.origin, this.site, preview)
      .map(([tag, attributes]) => (tag === 'title' ? `<title>${escapeHtml(attributes.text)}</title>` : `<${tag} ${attributesHtml(attributes)}>`));
    // Data blocks, not code: the Content-Security-Policy allows them.
    const data = structuredDataOf(head, this.site).map((item) => `<script type="application/ld+json">${jsonLdText(item, this.origin)}</script>`);
    return [...tags, ...data].join('\n    ');
  }
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

function attributesHtml(attributes: Record<string, string>): string {
  return Object.entries(attributes).map(([name, value]) => `${name}="${escapeHtml(value)}"`).join(' ');
}
