import type { DataSource } from 'typeorm';
import type { AnyCollection } from '../collections/collection';
import { looksLikeId } from '../../infra/database/record';
import { FormerSlug } from './former-slug.entity';
import type { PublishableRecord } from './publishable-record';
import { isVisible } from './visibility';

/** Where an item page's former URL now is: the current path, or null when the path is current (or names nothing). */
type RedirectFinder = (path: string) => Promise<string | null>;

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * Old item URLs, /blog/{id} and /blog/{former slug}, answer 301 to the item's
 * current /blog/{slug}. A current slug costs one indexed lookup.
 */
/**
 * What an item page's path names: its collection and its last part, decoded (/blog/{slug or id});
 * null for any other path, or one that cannot be decoded.
 */
export function itemPageOf(collections: readonly AnyCollection[]): (path: string) => { collection: AnyCollection; segment: string } | null {
  const routes = collections
    .filter((collection) => collection.publishing && collection.publicPages)
    .map((collection) => ({ collection, pattern: new RegExp(`^${escapeRegExp(collection.publicPages!.list)}/([^/]+)/?$`) }));
  return (path) => {
    for (const { collection, pattern } of routes) {
      const match = pattern.exec(path);
      if (!match) continue;
      try {
        return { collection, segment: decodeURIComponent(match[1]) };
      } catch {
        return null;
      }
    }
    return null;
  };
}

export function publicRedirects(dataSource: DataSource, collections: readonly AnyCollection[]): RedirectFinder {
  const itemPage = itemPageOf(collections);
  return async (path) => {
    const page = itemPage(path);
    if (!page) return null;
    const { collection } = page;
    let { segment } = page;
    const repo = dataSource.getRepository<PublishableRecord>(collection.entity);
    if (!looksLikeId(segment)) {
      if (await repo.exists({ where: { slug: segment } })) return null;
      const former = await dataSource.getRepository(FormerSlug).findOneBy({ collection: collection.key, slug: segment });
      if (!former) return null;
      segment = former.itemId;
    }
    const item = await repo.findOne({ where: { id: segment }, select: { id: true, slug: true, status: true, publishAt: true } });
    // A draft's old URL says nothing about it: the page answers 404 like any unknown one.
    return item && isVisible(item) ? collection.publicPages!.item(item) : null;
  };
}
