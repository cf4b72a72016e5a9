import type { DataSource } from 'typeorm';
import type { ImageDetails, ImageDetailsLookup } from '../../content/images/image-details';
import type { ContentVersion } from '../../infra/database/content-version';
import { Media } from './media.entity';

/**
 * The library's alt text and focal point of the images pages place (responsiveImages), read
 * once per content version and shared by every request: a page of twelve cards costs no query
 * of its own, and a change in the library (content, like any edit) is seen with the next version.
 * A few hundred short rows; the site has no more images than its editors uploaded.
 */
export function mediaDetails(dataSource: DataSource, contentVersion: ContentVersion): ImageDetailsLookup {
  let kept: { version: number; details: Promise<Map<string, ImageDetails>> } | null = null;
  const load = async () => {
    const rows = await dataSource.getRepository(Media).find({ select: { id: true, url: true, alt: true, focalX: true, focalY: true } });
    return new Map(rows.map((row): [string, ImageDetails] => [row.url, { alt: row.alt, focalPoint: row.focalPoint }]));
  };
  return async (urls) => {
    const version = await contentVersion.current();
    if (kept?.version !== version) {
      const details = load();
      kept = { version, details };
      // A failed read is not kept: the next request tries again.
      details.catch(() => { if (kept?.details === details) kept = null; });
    }
    const all = await kept.details;
    return new Map(urls.filter((url) => all.has(url)).map((url) => [url, all.get(url)!]));
  };
}
