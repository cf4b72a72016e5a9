import type { DataSource } from 'typeorm';
import { Brackets } from 'typeorm';
import type { AnyCollection } from '../collections/collection';
import type { ImageStore } from '../../infra/storage/image-store';
import { Revision } from './revision.entity';

const unique = (lists: string[][]) => [...new Set(lists.flat())];

/**
 * The images an item's kept revisions name (at most REVISIONS_KEPT rows, read by the index):
 * an image the item dropped stays stored while one does, so that restoring it brings it back.
 * An item's revisions name only its own images, so these are all a collection item needs to ask.
 */
export async function imagesInItemRevisions(dataSource: DataSource, kind: string, itemId: string): Promise<string[]> {
  const rows = await dataSource.getRepository(Revision).find({ select: { id: true, images: true }, where: { kind, itemId } });
  return unique(rows.map((row) => row.images));
}

/** The images the settings' kept revisions chose (ImageStore.keepWhileUsed, app.ts): a few hundred rows at most. */
export async function imagesInSettingsRevisions(dataSource: DataSource, kinds: readonly string[]): Promise<string[]> {
  if (kinds.length === 0) return [];
  const rows = await dataSource.getRepository(Revision).createQueryBuilder('revision')
    .select(['revision.id', 'revision.images'])
    .where('revision.kind IN (:...kinds)', { kinds })
    .getMany();
  return unique(rows.map((row) => row.images));
}

/** Of `urls`, those some kept revision of any item names: a scan, for the rare prune of a settings revision that chose an image. */
async function namedByAnyRevision(dataSource: DataSource, urls: string[]): Promise<Set<string>> {
  const rows = await dataSource.getRepository(Revision).createQueryBuilder('revision')
    .select(['revision.id', 'revision.images'])
    .where(new Brackets((any) => {
      // A URL holds no LIKE wildcard but `_` (uuid_WxH): escaped, it matches only itself.
      urls.forEach((url, index) => any.orWhere(`revision.images LIKE :url${index} ESCAPE '!'`, { [`url${index}`]: `%"${url.replace(/[!%_]/g, '!$&')}"%` }));
    }))
    .getMany();
  return new Set(rows.flatMap((row) => row.images).filter((url) => urls.includes(url)));
}

/** The images the items of every collection hold now. */
async function imagesInItems(dataSource: DataSource, collections: readonly AnyCollection[]): Promise<Set<string>> {
  const held = new Set<string>();
  for (const collection of collections) {
    for (const item of await dataSource.getRepository(collection.entity).find()) {
      for (const url of collection.images.read(item)) held.add(url);
    }
  }
  return held;
}

/**
 * After pruned settings revisions: the images they chose are an item's (settings choose among
 * stored images), so only those no item and no item's revision names any more may go; removeAll
 * keeps those the settings or their kept revisions still name.
 */
export async function releaseChosenImages(
  urls: string[], dataSource: DataSource, collections: readonly AnyCollection[], images: ImageStore,
): Promise<void> {
  if (urls.length === 0) return;
  const held = await imagesInItems(dataSource, collections);
  const unheld = urls.filter((url) => !held.has(url));
  if (unheld.length === 0) return;
  const named = await namedByAnyRevision(dataSource, unheld);
  await images.removeAll(unheld.filter((url) => !named.has(url)));
}
