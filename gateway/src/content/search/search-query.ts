import type { DataSource } from 'typeorm';
import type { AnyCollection } from '../collections/collection';
import { SEARCH_TABLE, searchableCollections } from './search-index';

/** InnoDB's FULLTEXT index holds no shorter word (innodb_ft_min_token_size): those are matched with LIKE. */
const MYSQL_MIN_TOKEN = 3;

/** A search's SQL: the matching visible entries (`FROM … WHERE …`), how they are ranked, and its parameters. */
interface SearchSql {
  from: string;
  params: unknown[];
  /** Selected beside the entry's columns: `inTitle` (1 when every word is in the title) and `score`. */
  ranks: string;
  rankParams: unknown[];
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

/** The items the public sees (published, due, not in the trash), of every searchable collection, as one derived table. */
function visibleItems(dataSource: DataSource, collections: readonly AnyCollection[], now: Date) {
  const moment = storedMoment(dataSource, now);
  const parts = searchableCollections(collections).map((collection) => {
    const table = dataSource.getMetadata(collection.entity).tableName;
    return `SELECT id, slug, publishAt, '${collection.search!.type}' AS type FROM ${table} WHERE status = 'published' AND publishAt <= ? AND deletedAt IS NULL`;
  });
  return { sql: `(${parts.join(' UNION ALL ')})`, params: parts.map(() => moment) };
}

const quoted = (word: string) => `"${word}"`;

/** SQLite FTS5: every word, the last one also as a prefix; `title : (…)` for the title alone. */
function sqliteSearch(words: string[]): Omit<SearchSql, 'from' | 'params'> & { match: string } {
  const match = words.map((word, at) => (at === words.length - 1 ? `${quoted(word)}*` : quoted(word))).join(' ');
  return {
    match,
    ranks: `(e.id IN (SELECT rowid FROM search_text WHERE search_text MATCH ?)) AS inTitle, bm25(search_text, 10.0, 4.0, 4.0, 1.0) AS score`,
    rankParams: [`title : (${match})`],
  };
}

/** MySQL boolean mode: every long word required (`+word`, the last as `+word*`); short ones each a LIKE. */
function mysqlParts(words: string[]) {
  const long = words.filter((word) => word.length >= MYSQL_MIN_TOKEN);
  const short = words.filter((word) => word.length < MYSQL_MIN_TOKEN);
  const last = words[words.length - 1];
  const boolean = long.map((word) => `+${word}${word === last ? '*' : ''}`).join(' ');
  const like = (word: string) => `%${word}%`;
  return { boolean, short: short.map(like) };
}

function searchSql(dataSource: DataSource, collections: readonly AnyCollection[], words: string[], now: Date): SearchSql {
  const visible = visibleItems(dataSource, collections, now);
  if (!isMysql(dataSource)) {
    const { match, ranks, rankParams } = sqliteSearch(words);
    return {
      from: `FROM search_text JOIN ${SEARCH_TABLE} e ON e.id = search_text.rowid JOIN ${visible.sql} v ON v.id = e.itemId AND v.type = e.type WHERE search_text MATCH ?`,
      params: [...visible.params, match],
      ranks,
      rankParams,
    };
  }
  const { boolean, short } = mysqlParts(words);
  const all = 'e.title, e.summary, e.tags, e.body';
  const conditions = [
    ...(boolean ? [`MATCH(${all}) AGAINST (? IN BOOLEAN MODE)`] : []),
    ...short.map(() => `CONCAT_WS(' ', ${all}) LIKE ?`),
  ];
  const inTitle = [...(boolean ? ['MATCH(e.title) AGAINST (? IN BOOLEAN MODE) > 0'] : []), ...short.map(() => 'e.title LIKE ?')];
  return {
    from: `FROM ${SEARCH_TABLE} e JOIN ${visible.sql} v ON v.id = e.itemId AND v.type = e.type WHERE ${conditions.join(' AND ')}`,
    params: [...visible.params, ...(boolean ? [boolean] : []), ...short],
    ranks: `(${inTitle.join(' AND ')}) AS inTitle, ${boolean ? `MATCH(${all}) AGAINST (? IN BOOLEAN MODE)` : '0'} AS score`,
    rankParams: [...(boolean ? [boolean] : []), ...short, ...(boolean ? [boolean] : [])],
  };
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
  // SQLite: bm25 ranks best with the lowest value; MySQL: the highest score.
  const scoreOrder = isMysql(dataSource) ? 'score DESC' : 'score ASC';
  const rows = (await dataSource.query(
    `SELECT e.type AS type, e.itemId AS itemId, e.title AS title, e.summary AS summary, e.body AS body, v.slug AS slug, ${sql.ranks} ${sql.from}
     ORDER BY inTitle DESC, ${scoreOrder}, v.publishAt DESC, e.itemId ASC LIMIT ? OFFSET ?`,
    [...sql.rankParams, ...sql.params, page.limit, page.offset],
  )) as FoundRow[];
  const [{ total }] = (await dataSource.query(`SELECT COUNT(*) AS total ${sql.from}`, sql.params)) as Array<{ total: number | string }>;
  return { rows, total: Number(total) };
}
