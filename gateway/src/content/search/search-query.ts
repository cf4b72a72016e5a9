import type { DataSource } from 'typeorm';
import type { AnyCollection } from '../collections/collection';
import { rememberedTotal } from '../paging/remembered-totals';
import { SEARCH_TABLE, searchableCollections, storedMoment } from './search-index';

/** InnoDB's FULLTEXT index holds no shorter word (innodb_ft_min_token_size): those are matched with LIKE. */
const MYSQL_MIN_TOKEN = 3;

/** A search's SQL: the matching visible entries (`FROM … WHERE …`), how they rank, and the parameters of each. */
interface SearchSql {
  from: string;
  params: unknown[];
  /** Selected beside the entry: `inTitle` (1 when every word is in the title) and `score`. */
  ranks: string;
  rankParams: unknown[];
  /** The whole order: title matches, relevance, newest. */
  order: string;
}

interface FoundRow {
  type: string;
  itemId: string;
  title: string;
  summary: string;
  body: string;
  slug: string;
}

const isMysql = (dataSource: DataSource) => dataSource.options.type === 'mysql';

/**
 * What the public sees (published, due, not in the trash), as conditions on the entries: their
 * status and publishAt are written with them; the trash is read from the items' own tables by its
 * index, the few trashed ids once per search, rather than a join for every match.
 */
function visibility(dataSource: DataSource, collections: readonly AnyCollection[], now: Date) {
  const trashed = searchableCollections(collections)
    .map((collection) => `SELECT id FROM ${dataSource.getMetadata(collection.entity).tableName} WHERE deletedAt IS NOT NULL`)
    .join(' UNION ALL ');
  return {
    sql: `e.status = 'published' AND e.publishAt <= ? AND e.itemId NOT IN (${trashed})`,
    params: [storedMoment(dataSource.manager, now)],
  };
}

const quoted = (word: string) => `"${word}"`;
const ORDER_AFTER_SCORE = 'e.publishAt DESC, e.itemId ASC';

/** SQLite FTS5: every word, the last one also as a prefix; `title : (…)` for the title alone; bm25 with the title weighed most. */
function sqliteSearch(words: string[], visible: { sql: string; params: unknown[] }): SearchSql {
  const match = words.map((word, at) => (at === words.length - 1 ? `${quoted(word)}*` : quoted(word))).join(' ');
  return {
    from: `FROM search_text JOIN ${SEARCH_TABLE} e ON e.id = search_text.rowid WHERE search_text MATCH ? AND ${visible.sql}`,
    params: [match, ...visible.params],
    ranks: '(e.id IN (SELECT rowid FROM search_text WHERE search_text MATCH ?)) AS inTitle, bm25(search_text, 10.0, 4.0, 4.0, 1.0) AS score',
    rankParams: [`title : (${match})`],
    // bm25: the lower, the better.
    order: `inTitle DESC, score ASC, ${ORDER_AFTER_SCORE}`,
  };
}

/** MySQL boolean mode: every long word required (`+word`, the last as `+word*`); each short one a LIKE. */
function mysqlSearch(words: string[], visible: { sql: string; params: unknown[] }): SearchSql {
  const last = words[words.length - 1];
  const boolean = words.filter((word) => word.length >= MYSQL_MIN_TOKEN).map((word) => `+${word}${word === last ? '*' : ''}`).join(' ');
  const short = words.filter((word) => word.length < MYSQL_MIN_TOKEN).map((word) => `%${word}%`);
  const all = 'e.title, e.summary, e.tags, e.body';
  const booleans = boolean ? [boolean] : [];
  const conditions = [...(boolean ? [`MATCH(${all}) AGAINST (? IN BOOLEAN MODE)`] : []), ...short.map(() => `CONCAT_WS(' ', ${all}) LIKE ?`)];
  const inTitle = [...(boolean ? ['MATCH(e.title) AGAINST (? IN BOOLEAN MODE) > 0'] : []), ...short.map(() => 'e.title LIKE ?')];
  return {
    from: `FROM ${SEARCH_TABLE} e WHERE ${[...conditions, visible.sql].join(' AND ')}`,
    params: [...booleans, ...short, ...visible.params],
    ranks: `(${inTitle.join(' AND ')}) AS inTitle, ${boolean ? `MATCH(${all}) AGAINST (? IN BOOLEAN MODE)` : '0'} AS score`,
    rankParams: [...booleans, ...short, ...booleans],
    order: `inTitle DESC, score DESC, ${ORDER_AFTER_SCORE}`,
  };
}

/** The text of the page's entries, read after they are ranked: sorting thousands of matches never carries their bodies. */
async function entriesText(dataSource: DataSource, ids: unknown[]): Promise<Map<string, FoundRow>> {
  if (ids.length === 0) return new Map();
  const rows = (await dataSource.query(
    `SELECT id, type, itemId, title, summary, body, slug FROM ${SEARCH_TABLE} WHERE id IN (${ids.map(() => '?').join(', ')})`,
    ids,
  )) as Array<FoundRow & { id: unknown }>;
  return new Map(rows.map(({ id, ...row }) => [String(id), row]));
}

/**
 * One page of the visible items holding every word: those with every word in their title
 * first, then by relevance (SQLite: bm25, the title weighed most; MySQL: its FULLTEXT score),
 * then newest first. Both databases' own full-text indexes, so every replica searches the same rows.
 */
export async function findEntries(
  dataSource: DataSource,
  collections: readonly AnyCollection[],
  words: string[],
  page: { offset: number; limit: number },
  /** The content version as the public's pages see it: the total is counted once per version (the next pages reuse it). */
  version: () => Promise<number>,
  now = new Date(),
): Promise<{ rows: FoundRow[]; total: number }> {
  const visible = visibility(dataSource, collections, now);
  const sql = isMysql(dataSource) ? mysqlSearch(words, visible) : sqliteSearch(words, visible);
  const ranked = (await dataSource.query(
    `SELECT e.id AS id, ${sql.ranks} ${sql.from} ORDER BY ${sql.order} LIMIT ? OFFSET ?`,
    [...sql.rankParams, ...sql.params, page.limit, page.offset],
  )) as Array<{ id: unknown }>;
  const total = await rememberedTotal(dataSource, `search:${words.join(' ')}`, String(await version()), async () => {
    const [{ count }] = (await dataSource.query(`SELECT COUNT(*) AS count ${sql.from}`, sql.params)) as Array<{ count: number | string }>;
    return Number(count);
  });
  const texts = await entriesText(dataSource, ranked.map((row) => row.id));
  const rows = ranked.flatMap(({ id }) => texts.get(String(id)) ?? []);
  return { rows, total };
}
