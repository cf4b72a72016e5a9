import { Brackets, type ObjectLiteral, type Repository, type SelectQueryBuilder } from 'typeorm';
import { rangeOf } from './bounds';
import type { ListNarrowing, Listing, Page, PageRequest } from './listing';
import { rememberedTotal } from './remembered-totals';

const ALIAS = 'item';
/** The LIKE escape character: one that needs no escaping itself in SQLite or MySQL string literals. */
const LIKE_ESCAPE = '!';

/** `text` lowercased, with its own % and _ taken literally in a LIKE pattern. */
const likeLiteral = (text: string) => text.toLowerCase().replace(/[!%_]/g, (char) => `${LIKE_ESCAPE}${char}`);

/** `text` as a LIKE pattern matching it anywhere, with its own % and _ taken literally. */
const containsPattern = (text: string) => `%${likeLiteral(text)}%`;

/**
 * `column` (a list stored as 'a, b, c') has `value` as one of its items, case
 * aside: the whole list, its first, last or a middle item. Plain LIKEs, so
 * SQLite and MySQL read it alike.
 */
function listItemCondition(column: string, name: string, value: string): Brackets {
  const item = likeLiteral(value.trim());
  const patterns = { [`${name}Only`]: item, [`${name}First`]: `${item},%`, [`${name}Last`]: `%, ${item}`, [`${name}Middle`]: `%, ${item},%` };
  return new Brackets((any) => {
    for (const [parameter, pattern] of Object.entries(patterns)) {
      any.orWhere(`LOWER(${column}) LIKE :${parameter} ESCAPE '${LIKE_ESCAPE}'`, { [parameter]: pattern });
    }
  });
}

/**
 * An open text filter (a blog category) matches whatever the case, as MySQL's
 * case-insensitive collation does by itself; SQLite compares bytes unless told.
 */
const anyCase = (query: SelectQueryBuilder<ObjectLiteral>) => (query.connection.options.type === 'mysql' ? '' : ' COLLATE NOCASE');

/** Applies the listing's filters and search to a query over `item`. */
export function narrowed<T extends ObjectLiteral>(
  query: SelectQueryBuilder<T>,
  listing: Listing<T>,
  narrowing: ListNarrowing,
): SelectQueryBuilder<T> {
  for (const [name, filter] of Object.entries(listing.filters ?? {})) {
    const value = narrowing[name];
    if (value === null || value === undefined || value === '') {
      if (filter.hiddenUnlessAsked?.length) {
        query.andWhere(`${ALIAS}.${filter.column ?? name} NOT IN (:...${name}Hidden)`, { [`${name}Hidden`]: filter.hiddenUnlessAsked });
      }
      continue;
    }
    const column = `${ALIAS}.${filter.column ?? name}`;
    if (filter.match === 'listItem') query.andWhere(listItemCondition(column, name, String(value)));
    else query.andWhere(`${column} = :${name}${filter.values ? '' : anyCase(query)}`, { [name]: value });
  }
  for (const name of Object.keys(listing.exactText ?? {})) {
    const value = narrowing[name];
    if (typeof value === 'string' && value.trim()) query.andWhere(`${ALIAS}.${name} = :${name}`, { [name]: value.trim().toLowerCase() });
  }
  if (listing.dateRange) {
    const { from, to } = rangeOf(narrowing.from, narrowing.to);
    if (from) query.andWhere(`${ALIAS}.${listing.dateRange} >= :rangeFrom`, { rangeFrom: from });
    if (to) query.andWhere(`${ALIAS}.${listing.dateRange} <= :rangeTo`, { rangeTo: to });
  }
  const text = narrowing.q?.trim();
  if (text) {
    query.andWhere(new Brackets((any) => {
      for (const column of listing.search) {
        any.orWhere(`LOWER(${ALIAS}.${column}) LIKE :search ESCAPE '${LIKE_ESCAPE}'`, { search: containsPattern(text) });
      }
    }));
  }
  return query;
}

/** A condition on `item` every row of a list must meet (e.g. what the public may see), beside its filters. */
type ListScope = (alias: string) => { sql: string; params: ObjectLiteral };

/** The listing's rows, filtered and searched, newest first with the id breaking ties. */
export function listQuery<T extends ObjectLiteral>(repo: Repository<T>, listing: Listing<T>, narrowing: ListNarrowing, scope?: ListScope, withDeleted = false) {
  const query = repo.createQueryBuilder(ALIAS);
  if (withDeleted) query.withDeleted();
  if (scope) {
    const { sql, params } = scope(ALIAS);
    query.andWhere(sql, params);
  }
  narrowed(query, listing, narrowing);
  if (!listing.ascendingBy?.length) return query.orderBy(`${ALIAS}.${listing.newestFirstBy}`, 'DESC').addOrderBy(`${ALIAS}.id`, 'DESC');
  query.orderBy();
  for (const column of [...listing.ascendingBy, listing.newestFirstBy, 'id']) query.addOrderBy(`${ALIAS}.${column}`, 'ASC');
  return query;
}

/** How a list is read beyond its filters. */
export interface ListOptions {
  /** A condition every row must meet (e.g. what the public may see). */
  scope?: ListScope;
  /**
   * Changes whenever the rows the list counts could: its totals are kept until
   * it does (remembered-totals.ts). Without it, every page counts its total.
   */
  version?: () => Promise<string | number | undefined>;
  /** Rows in the trash are read too (TypeORM leaves them out of every query by itself): the trash's own list. */
  withDeleted?: boolean;
}

/** Names one count: the table, the scope's condition and the narrowing (not the page). */
function totalKey(table: string, scope: ListScope | undefined, request: PageRequest): string {
  const { page: _page, limit: _limit, ...narrowing } = request;
  const given = Object.entries(narrowing).filter(([, value]) => value !== undefined && value !== null && value !== '').sort();
  return JSON.stringify([table, scope?.(ALIAS).sql ?? '', given]);
}

/** One page of a list: its items, and the total of the whole filtered list (counted when it may have changed). */
export async function listPage<T extends ObjectLiteral>(
  repo: Repository<T>,
  listing: Listing<T>,
  request: PageRequest,
  { scope, version, withDeleted }: ListOptions = {},
): Promise<Page<T>> {
  const { page, limit } = request;
  const query = listQuery(repo, listing, request, scope, withDeleted);
  const known = await version?.();
  const total = await rememberedTotal(repo.manager.connection, totalKey(repo.metadata.tableName, scope, request),
    known === undefined ? undefined : String(known), () => countRows(query));
  const items = await query.offset((page - 1) * limit).limit(limit).getMany();
  return { items, page, limit, total, pages: Math.max(1, Math.ceil(total / limit)) };
}

/**
 * How many rows a query matches, up to `cap` when given: a plain COUNT(*) (a
 * list has no joins, so TypeORM's COUNT(DISTINCT id) only costs more) read
 * from the index where one covers the conditions; capped, it reads no more
 * than `cap` entries, however large the table.
 */
export async function countRows<T extends ObjectLiteral>(query: SelectQueryBuilder<T>, cap?: number): Promise<number> {
  const matching = query.clone().orderBy().select('1', 'one');
  if (cap !== undefined) matching.limit(cap);
  const [sql, parameters] = matching.getQueryAndParameters();
  const [{ counted }] = (await query.connection.query(`SELECT COUNT(*) AS counted FROM (${sql}) matching`, parameters)) as Array<{ counted: number | string }>;
  return Number(counted);
}

/**
 * Every row of a filtered list, newest first, read `size` rows at a time: each
 * batch continues after the last row of the one before (keyset), so a deep
 * batch costs what the first does and the rows are never all in memory.
 */
export async function* listBatches<T extends ObjectLiteral>(
  repo: Repository<T>,
  listing: Listing<T>,
  narrowing: ListNarrowing,
  size: number,
): AsyncGenerator<T[]> {
  const column = listing.newestFirstBy;
  let last: T | undefined;
  for (;;) {
    const query = listQuery(repo, listing, narrowing).limit(size);
    if (last) {
      query.andWhere(new Brackets((after) => {
        after
          .where(`${ALIAS}.${column} < :lastValue`)
          .orWhere(`(${ALIAS}.${column} = :lastValue AND ${ALIAS}.id < :lastId)`);
      }), { lastValue: last[column], lastId: last.id });
    }
    const rows = await query.getMany();
    if (rows.length) yield rows;
    if (rows.length < size) return;
    last = rows[rows.length - 1];
  }
}
