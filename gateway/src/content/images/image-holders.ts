import { Brackets, type DataSource, type EntityManager, type SelectQueryBuilder } from 'typeorm';
import type { ImageHolders } from '../../infra/storage/image-store';
import { hasImages, type AnyCollection } from '../collections/collection';
import { Revision } from '../revisions/revision.entity';
import { imagesInSettings } from '../settings/settings';
import { type AnySettings } from '../settings/settings-config';

/**
 * Keeps the rows whose `column` contains one of `urls`. A URL holds no LIKE wildcard but `_`
 * (uuid_WxH): escaped, it matches only itself; the rows found are then read exactly.
 */
function naming<T extends object>(query: SelectQueryBuilder<T>, column: string, urls: string[]): SelectQueryBuilder<T> {
  return query.andWhere(new Brackets((any) => {
    urls.forEach((url, index) => any.orWhere(`${column} LIKE :url${index} ESCAPE '!'`, { [`url${index}`]: `%${url.replace(/[!%_]/g, '!$&')}%` }));
  }));
}

/**
 * The items of the collection (trashed ones too: a restore brings them back) holding one of
 * `urls`, read through `manager` (a transaction's, or the data source's).
 */
export async function itemsHolding(manager: EntityManager, collection: AnyCollection, urls: string[]): Promise<any[]> {
  if (!hasImages(collection)) return [];
  const repo = manager.getRepository(collection.entity);
  const column = repo.metadata.findColumnWithPropertyName(collection.images.column);
  if (!column) throw new Error(`${collection.key}: no column ${collection.images.column} for its images`);
  const query = repo.createQueryBuilder('item').withDeleted();
  const items = await naming(query, `item.${query.escape(column.databaseName)}`, urls).getMany();
  return items.filter((item) => collection.images.read(item).some((url) => urls.includes(url)));
}

/** Of `urls`, those an item of the collection holds. */
async function heldByItems(dataSource: DataSource, collection: AnyCollection, urls: string[]): Promise<string[]> {
  return (await itemsHolding(dataSource.manager, collection, urls)).flatMap((item) => collection.images.read(item));
}

/** Of `urls`, those a kept revision names, of any item or settings type (restoring it brings them back). */
async function namedByRevisions(dataSource: DataSource, urls: string[]): Promise<string[]> {
  const query = dataSource.getRepository(Revision).createQueryBuilder('revision').select(['revision.id', 'revision.images']);
  return (await naming(query, 'revision.images', urls).getMany()).flatMap((row) => row.images);
}

/**
 * What the content holds of a set of images: any collection item, any settings row (the pages
 * among them) and any kept revision. An image is chosen from the library by as many items and
 * pages as like it, so its file goes only once none of these names it (ImageStore.removeAll).
 * Indexed reads would need a table of uses; a scan of the rows that contain the URL is enough
 * for a site of hundreds of items, and it runs only when an image is dropped.
 */
export function contentImageHolders(dataSource: DataSource, collections: readonly AnyCollection[], settings: readonly AnySettings[]): ImageHolders {
  return async (urls) => {
    if (urls.length === 0) return [];
    const named = [
      ...(await Promise.all(collections.map((collection) => heldByItems(dataSource, collection, urls)))).flat(),
      ...await imagesInSettings(dataSource, settings),
      ...await namedByRevisions(dataSource, urls),
    ];
    return urls.filter((url) => named.includes(url));
  };
}
