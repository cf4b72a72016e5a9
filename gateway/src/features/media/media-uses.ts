import type { DataSource } from 'typeorm';
import type { AnyCollection } from '../../content/collections/collection';
import { Revision } from '../../content/revisions/revision.entity';
import { readSettings } from '../../content/settings/settings';
import { imagesOfSettingsRow, type AnySettings } from '../../content/settings/settings-config';
import type { MediaUse } from './media.entity';

/** Where the images are used, by URL; an image used nowhere is absent. */
export type UsesByUrl = ReadonlyMap<string, MediaUse[]>;

/** What the uses are read from: the registry's lists, handed over in the services. */
interface UseSources {
  dataSource: DataSource;
  collections: readonly AnyCollection[];
  settings: readonly AnySettings[];
}

const IN_THE_TRASH = ' (in the trash)';
const EARLIER_VERSION = ' (an earlier version)';

/**
 * Every use of every stored image: each collection item's images (trashed items too: a restore
 * brings them back), each settings row's images (imagesOfSettingsRow, so a settings type with
 * images of its own, such as the pages, shows up by itself), and the images only a kept revision
 * names (restoring it brings them back: the removals keep those files, and so must a delete here).
 * A read of every item and revision: the site has hundreds, not millions, and the list is the
 * administrators' alone.
 */
export async function usesOfImages({ dataSource, collections, settings }: UseSources): Promise<UsesByUrl> {
  const uses = new Map<string, MediaUse[]>();
  const titles = new Map<string, string>();
  const add = (url: string, use: MediaUse) => {
    const list = uses.get(url) ?? [];
    if (!list.some((known) => known.collection === use.collection && known.id === use.id)) list.push(use);
    uses.set(url, list);
  };

  for (const collection of collections) {
    for (const item of await dataSource.getRepository(collection.entity).find({ withDeleted: true })) {
      const title = collection.titleOf?.(item) ?? item.id;
      titles.set(`${collection.key}/${item.id}`, title);
      const shown = item.deletedAt ? `${title}${IN_THE_TRASH}` : title;
      for (const url of collection.images.read(item)) add(url, { collection: collection.key, id: item.id, title: shown });
    }
  }
  for (const config of settings) {
    const row = await readSettings(dataSource, config);
    titles.set(`${config.key}/${row.id}`, config.label);
    for (const url of imagesOfSettingsRow(config, row)) add(url, { collection: config.key, id: row.id, title: config.label });
  }
  const revisions = await dataSource.getRepository(Revision).find({ select: { id: true, kind: true, itemId: true, images: true } });
  for (const revision of revisions) {
    const title = titles.get(`${revision.kind}/${revision.itemId}`) ?? revision.itemId;
    for (const url of revision.images) add(url, { collection: revision.kind, id: revision.itemId, title: `${title}${EARLIER_VERSION}` });
  }
  return uses;
}
