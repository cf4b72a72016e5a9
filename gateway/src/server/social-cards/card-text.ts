import { DEFAULT_SITE_SETTINGS, publicPageCard, type SiteSettingsValues, type SocialCardText } from '@consultancy/domain';
import type { AnyCollection } from '../../content/collections/collection';
import type { PublishableRecord } from '../../content/publishing/publishable-record';
import { visibleWhere } from '../../content/publishing/visibility';
import type { Services } from '../../services';

/** The site-wide settings a card needs (the Settings screen's; the registry hands them in). */
export type CardSiteReader = () => Promise<Pick<SiteSettingsValues, 'siteName' | 'defaultSocialImage'>>;

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The collections whose items have public pages and say what their card shows. */
function itemPages(collections: readonly AnyCollection[]) {
  return collections
    .filter((collection) => collection.publicPages && collection.publishing && collection.cardLabelOf)
    .map((collection) => ({ collection, pattern: new RegExp(`^${escapeRegExp(collection.publicPages!.list)}/([^/]+)$`) }));
}

/**
 * What the card of the page at `path` shows, read from the data: a fixed page's
 * title, or a published item's (found by its current slug); null for any other
 * path, a draft or an item scheduled for later.
 */
export function cardTextReader(services: Pick<Services, 'dataSource' | 'collections'>, site: CardSiteReader) {
  const items = itemPages(services.collections);
  return async (path: string): Promise<SocialCardText | null> => {
    // As the pages name the site: an empty name is the default one.
    const name = (await site()).siteName.trim() || DEFAULT_SITE_SETTINGS.siteName;
    const page = publicPageCard(path, name);
    if (page) return page;
    for (const { collection, pattern } of items) {
      const slug = pattern.exec(path)?.[1];
      if (!slug) continue;
      const repo = services.dataSource.getRepository<PublishableRecord>(collection.entity);
      const item = await repo.findOne({ where: { slug, ...visibleWhere() } });
      return item ? { title: collection.titleOf?.(item) ?? item.slug, label: collection.cardLabelOf!(item), siteName: name } : null;
    }
    return null;
  };
}
