import type { DataSource } from 'typeorm';
import type { AnyCollection } from '../collections/collection';
import type { ImageStore } from '../../infra/storage/image-store';
import { Revision } from './revision.entity';

/**
 * Every image a kept revision names: an image an update dropped stays stored while one
 * does, so that restoring it brings the image back (ImageStore.keepWhileUsed, app.ts).
 * Read only when something is about to be removed; revisions without images are skipped.
 */
export async function imagesInRevisions(dataSource: DataSource): Promise<string[]> {
  const rows = await dataSource.getRepository(Revision).createQueryBuilder('revision')
    .select('revision.images', 'images')
    .where("revision.images <> '[]'")
    .getRawMany<{ images: string }>();
  return [...new Set(rows.flatMap((row) => JSON.parse(row.images) as string[]))];
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
 * stored images), so only those no item holds any more may go; removeAll keeps those the
 * settings or a kept revision still name.
 */
export async function releaseChosenImages(
  urls: string[], dataSource: DataSource, collections: readonly AnyCollection[], images: ImageStore,
): Promise<void> {
  if (urls.length === 0) return;
  const held = await imagesInItems(dataSource, collections);
  await images.removeAll(urls.filter((url) => !held.has(url)));
}
