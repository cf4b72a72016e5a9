import type { DataSource, EntityManager } from 'typeorm';
import type { AnyCollection } from '../collections/collection';

/** The table the site search reads (migration 1734840000000-site-search): one row per item. */
export const SEARCH_TABLE = 'search_entries';

/** Items read at a time when the whole index is written again. */
const BATCH = 500;

/** The collections the search finds: those that say how (`search`) and have public pages. */
export const searchableCollections = (collections: readonly AnyCollection[]) =>
  collections.filter((collection) => collection.search && collection.publicPages && collection.publishing);

type Item = { id: string; slug: string; status: string; publishAt: Date };

/** A moment as the driver stores datetimes: SQLite keeps TypeORM's UTC text, MySQL takes the Date. */
export const storedMoment = (manager: { connection: { options: { type: string } } }, moment: Date) =>
  manager.connection.options.type === 'mysql' ? moment : moment.toISOString().replace('T', ' ').replace('Z', '');

/** The row of one item: its words (bounded by the table's columns), and what says whether and where the public sees it. */
function entryOf(manager: EntityManager, collection: AnyCollection, item: Item): unknown[] {
  const search = collection.search!;
  return [
    search.type, item.id, search.title(item).slice(0, 200), search.summary(item), search.tags(item).slice(0, 500), search.body(item),
    item.slug ?? '', item.status, storedMoment(manager, new Date(item.publishAt ?? 0)),
  ];
}

const WRITTEN_COLUMNS = ['type', 'title', 'summary', 'tags', 'body', 'slug', 'status', 'publishAt'];

/**
 * Writes the items' rows, replacing any they had, as one upsert: on InnoDB a DELETE of a row not
 * there yet followed by an INSERT takes gap locks that make two concurrent new items deadlock.
 */
async function writeEntries(manager: EntityManager, collection: AnyCollection, items: Item[]): Promise<void> {
  if (items.length === 0) return;
  const rows = items.map(() => '(?, ?, ?, ?, ?, ?, ?, ?, ?)').join(', ');
  const replace = manager.connection.options.type === 'mysql'
    ? `ON DUPLICATE KEY UPDATE ${WRITTEN_COLUMNS.map((column) => `${column} = VALUES(${column})`).join(', ')}`
    : `ON CONFLICT (itemId) DO UPDATE SET ${WRITTEN_COLUMNS.map((column) => `${column} = excluded.${column}`).join(', ')}`;
  await manager.query(
    `INSERT INTO ${SEARCH_TABLE} (type, itemId, title, summary, tags, body, slug, status, publishAt) VALUES ${rows} ${replace}`,
    items.flatMap((item) => entryOf(manager, collection, item)),
  );
}

/** Writes one item's row as the item now is (trashed items keep theirs: the search leaves them out); removes it when the item is gone. */
export async function indexItem(manager: EntityManager, collection: AnyCollection, id: string): Promise<void> {
  const item = await manager.getRepository(collection.entity).findOne({ where: { id }, withDeleted: true });
  if (item) await writeEntries(manager, collection, [item as Item]);
  else await manager.query(`DELETE FROM ${SEARCH_TABLE} WHERE itemId = ?`, [id]);
}

/** Removes the rows of a collection's items that are no longer stored (a purge deletes by condition, naming no id). */
export async function removeGoneItems(manager: EntityManager, collection: AnyCollection): Promise<void> {
  const table = manager.getRepository(collection.entity).metadata.tableName;
  await manager.query(
    `DELETE FROM ${SEARCH_TABLE} WHERE type = ? AND itemId NOT IN (SELECT id FROM ${table})`,
    [collection.search!.type],
  );
}

/** Writes every row again from the items (after a restore, or on a first start with content). */
export async function rebuildSearchIndex(manager: EntityManager, collections: readonly AnyCollection[]): Promise<void> {
  await manager.query(`DELETE FROM ${SEARCH_TABLE}`);
  for (const collection of searchableCollections(collections)) {
    const repo = manager.getRepository(collection.entity);
    for (let skip = 0; ; skip += BATCH) {
      const items = (await repo.find({ withDeleted: true, order: { id: 'ASC' }, skip, take: BATCH })) as Item[];
      await writeEntries(manager, collection, items);
      if (items.length < BATCH) break;
    }
  }
}

/**
 * At start (under the start-up lock): an empty index while there are items means the table was
 * just made (or the rows were loaded by other means), so it is filled from the items.
 */
export async function fillSearchIndex(dataSource: DataSource, collections: readonly AnyCollection[], log: (message: string) => void): Promise<void> {
  const [{ entries }] = (await dataSource.query(`SELECT COUNT(*) AS entries FROM ${SEARCH_TABLE}`)) as Array<{ entries: number | string }>;
  if (Number(entries) > 0) return;
  let items = 0;
  for (const collection of searchableCollections(collections)) items += await dataSource.getRepository(collection.entity).count({ withDeleted: true });
  if (items === 0) return;
  await dataSource.transaction((manager) => rebuildSearchIndex(manager, collections));
  log(`Site search: indexed ${items} items`);
}
