import type { DataSource } from 'typeorm';
import type { AnyCollection } from '../collections/collection';
import { SEARCH_TABLE, searchableCollections } from './search-index';

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
  /** The item's slug, from whichever table it is in. */
  slug: string;
}

export interface FoundRow {
  type: string;
  itemId: string;
  title: string;
  summary: string;
  body: string;
  slug: string;
}

const isMysql = (dataSource: DataSource) => dataSource.options.type === 'mysql';

/** A moment as the driver stores datetimes: SQLite keeps TypeORM's UTC text, MySQL takes the Date. */
const storedMoment = (dataSource: DataSource, now: Date) => (isMysql(dataSource) ? now : now.toISOString().replace('T', ' ').replace('Z', ''));

/**
 * Each searchable collection's table joined to the entries of its type, on the rule of what the
 * public sees (published, due, not in the trash): an entry with none of them joined is left out.
 * One join a table rather than a union, so the full-text index is read once.
 */
function visibleJoins(dataSource: DataSource, collections: readonly AnyCollection[], now: Date) {
  const moment = storedMoment(dataSource, now);
  const tables = searchableCollections(collections).map((collection, at) => ({
    alias: `t${at}`, table: dataSource.getMetadata(collection.entity).tableName, type: collection.search!.type,
  }));
  const joins = tables.map(({ alias, table, type }) =>
    `LEFT JOIN ${table} ${alias} ON e.type = '${type}' AND ${alias}.id = e.itemId AND ${alias}.status = 'published' AND ${alias}.publishAt <= ? AND ${alias}.deletedAt IS NULL`);
  const either = (column: string) => `COALESCE(${tables.map(({ alias }) => `${alias}.${column}`).join(', ')})`;
  return { sql: joins.join(' '), params: tables.map(() => moment), visible: `${either('id')} IS NOT NULL`, either };
}

const quoted = (word: string) => `"${word}"`;

/** SQLite FTS5: every word, the last one also as a prefix; `title : (…)` for the title alone; bm25 with the title weighed most. */
function sqliteSearch(words: string[]) {
  const match = words.map((word, at) => (at === words.length - 1 ? `${quoted(word)}*` : quoted(word))).join(' ');
  return {
    match,
    ranks: '(e.id IN (SELECT rowid FROM search_text WHERE search_text MATCH ?)) AS inTitle, bm25(search_text, 10.0, 4.0, 4.0, 1.0) AS score',
    rankParams: [`title : (${match})`],
  };
}

/** MySQL boolean mode: every long word required (`+word`, the last as `+word*`); each short one a LIKE. */
function mysqlParts(words: string[]) {
  const last = words[words.length - 1];
  const boolean = words.filter((word) => word.length >= MYSQL_MIN_TOKEN).map((word) => `+${word}${word === last ? '*' : ''}`).join(' ');
  const short = words.filter((word) => word.length < MYSQL_MIN_TOKEN).map((word) => `%${word}%`);
  return { boolean, short };
}

function searchSql(dataSource: DataSource, collections: readonly AnyCollection[], words: string[], now: Date): SearchSql {
  const joins = visibleJoins(dataSource, collections, now);
  const order = (scoreOrder: string) => `inTitle DESC, ${scoreOrder}, ${joins.either('publishAt')} DESC, e.itemId ASC`;
  if (!isMysql(dataSource)) {
    const { match, ranks, rankParams } = sqliteSearch(words);
    return {
      from: `FROM search_text JOIN ${SEARCH_TABLE} e ON e.id = search_text.rowid ${joins.sql} WHERE search_text MATCH ? AND ${joins.visible}`,
      params: [...joins.params, match],
      ranks,
      rankParams,
      // bm25: the lower, the better.
      order: order('score ASC'),
      slug: joins.either('slug'),
    };
  }
  const { boolean, short } = mysqlParts(words);
  const all = 'e.title, e.summary, e.tags, e.body';
  const booleans = boolean ? [boolean] : [];
  const conditions = [...(boolean ? [`MATCH(${all}) AGAINST (? IN BOOLEAN MODE)`] : []), ...short.map(() => `CONCAT_WS(' ', ${all}) LIKE ?`)];
  const inTitle = [...(boolean ? ['MATCH(e.title) AGAINST (? IN BOOLEAN MODE) > 0'] : []), ...short.map(() => 'e.title LIKE ?')];
  return {
    from: `FROM ${SEARCH_TABLE} e ${joins.sql} WHERE ${[...conditions, joins.visible].join(' AND ')}`,
    params: [...joins.params, ...booleans, ...short],
    ranks: `(${inTitle.join(' AND ')}) AS inTitle, ${boolean ? `MATCH(${all}) AGAINST (? IN BOOLEAN MODE)` : '0'} AS score`,
    rankParams: [...booleans, ...short, ...booleans],
    order: order('score DESC'),
    slug: joins.either('slug'),
  };
}

/** The text of the page's entries, read after they are ranked: sorting thousands of matches never carries their bodies. */
async function entriesText(dataSource: DataSource, ids: unknown[]) {
  if (ids.length === 0) return new Map<string, Omit<FoundRow, 'slug'>>();
  const rows = (await dataSource.query(
    `SELECT id, type, itemId, title, summary, body FROM ${SEARCH_TABLE} WHERE id IN (${ids.map(() => '?').join(', ')})`,
    ids,
  )) as Array<Omit<FoundRow, 'slug'> & { id: unknown }>;
  return new Map(rows.map(({ id, ...row }) => [String(id), row]));
}

/**
 * One page of the visible items holding every word: those with every word in their title
 * first, then by relevance (SQLite: bm25, the title weighed most; MySQL: its FULLTEXT score),
 * then newest first. Both databases' own full-text indexes, so every replica searches the same rows.
 */
export async function findEntries(
  dataSource: DataSource, collections: readonly AnyCollection[], words: string[], page: { offset: number; limit: number }, now = new Date(),
): Promise<{ rows: FoundRow[]; total: number }> {
  const sql = searchSql(dataSource, collections, words, now);
  const ranked = (await dataSource.query(
    `SELECT e.id AS id, ${sql.slug} AS slug, ${sql.ranks} ${sql.from} ORDER BY ${sql.order} LIMIT ? OFFSET ?`,
    [...sql.rankParams, ...sql.params, page.limit, page.offset],
  )) as Array<{ id: unknown; slug: string }>;
  const [{ total }] = (await dataSource.query(`SELECT COUNT(*) AS total ${sql.from}`, sql.params)) as Array<{ total: number | string }>;
  const texts = await entriesText(dataSource, ranked.map((row) => row.id));
  const rows = ranked.flatMap(({ id, slug }) => {
    const text = texts.get(String(id));
    return text ? [{ ...text, slug }] : [];
  });
  return { rows, total: Number(total) };
}
