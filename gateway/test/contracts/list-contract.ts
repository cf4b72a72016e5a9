/**
 * The contract every paged list keeps, on REST and GraphQL alike: pages that
 * neither overlap nor skip (ties on the sort column broken by id), the total,
 * a page past the end, every filter, the search over each of its columns
 * (case-insensitive, % and _ taken literally), and bad values refused with a
 * message naming the parameter. The rows are inserted in bulk, not through
 * the API, so a list larger than one page costs little.
 */
import { LIST_PAGE_LIMITS, SEARCH_MAX_CHARS } from '@consultancy/domain';
import { randomUUID } from 'node:crypto';
import type { ObjectLiteral } from 'typeorm';
import type { ClassType } from 'type-graphql';
import { FILTER_TEXT_MAX, type ListFilter, type Listing } from '../../src/content/paging/listing';
import { graphql } from '../graphql';
import type { TestGateway } from '../harness';

export interface ListFixture<T extends ObjectLiteral> {
  /** The GraphQL field, and the REST answer's key. */
  field: string;
  /** GET path of the REST call. */
  path: string;
  entity: ClassType<T>;
  listing: Listing<T>;
  /** Admin-only lists are read with a token. */
  admin: boolean;
  /** The stored fields of a valid row other than id and timestamps; `index` makes it unique. */
  row(index: number): Partial<T>;
  /** The GraphQL type of each filter argument. */
  filterTypes: Record<string, string>;
  /** Values to try for the open filters (those without a closed list of values), each matching some rows. */
  filterSamples?: Record<string, string[]>;
}

/** More than one page of the default size, so the default answer is cut. */
const ROWS = LIST_PAGE_LIMITS.default + 5;
const BASE_TIME = Date.UTC(2024, 0, 1);
const INSERT_BATCH = 50;

type Item = Record<string, unknown> & { _id: string };

/** Whether a stored row passes a filter with this value: the column equals it, or (a list) holds it as an item, case aside. */
function passes(row: Record<string, unknown>, name: string, filter: ListFilter, value: string): boolean {
  const stored = row[filter.column ?? name];
  if (filter.match !== 'listItem') return stored === value;
  return String(stored).split(',').map((item) => item.trim().toLowerCase()).includes(value.trim().toLowerCase());
}

export function describeListContract<T extends ObjectLiteral>(fixture: ListFixture<T>, api: () => TestGateway): void {
  const { field, path, listing } = fixture;
  const filters = Object.entries(listing.filters ?? {});
  const valuesToTry = (name: string, filter: ListFilter) => filter.values ?? fixture.filterSamples?.[name] ?? [];
  let auth: string | undefined;
  /** Row ids in the list's order: newest first, the larger id first among equal times; without rows a filter hides unless asked. */
  let expectedOrder: string[];
  /** Every row's id in that order, hidden ones included (what a filter asking for a hidden value picks from). */
  let everyOrder: string[];
  /** How many rows the list shows when no filter asks for a hidden value. */
  let shown: number;
  /** The filter values of each row, by id. */
  let valuesOf: Map<string, Record<string, unknown>>;

  const repo = () => api().gateway.services.dataSource.getRepository(fixture.entity);
  const rest = (query: Record<string, string | number> = {}) => {
    const call = api().http().get(path).query(query);
    return auth ? call.set('Authorization', auth) : call;
  };
  const argumentTypes = ['page: Int', 'limit: Int', 'q: String', ...filters.map(([name]) => `${name}: ${fixture.filterTypes[name]}`)];
  const QUERY = `query List(${argumentTypes.map((type) => `$${type}`).join(', ')}) {
    ${field}(${argumentTypes.map((type) => type.split(':')[0]).map((name) => `${name}: $${name}`).join(', ')}) {
      items { id } page limit total pages
    }
  }`;
  const gql = (variables: Record<string, unknown>) => graphql(api(), QUERY, variables, { auth });
  const ids = (items: Item[]) => items.map((item) => item._id);
  /** GraphQL names the id `id`; REST, `_id`. */
  const graphqlIds = (items: Array<{ id: string }>) => items.map((item) => item.id);

  describe(`${field}: paged lists`, () => {
    beforeAll(async () => {
      if (fixture.admin) auth = await api().auth();
      await repo().clear();
      const rows = Array.from({ length: ROWS }, (_, index) => {
        // Two rows share each moment, so only the id can order them.
        const moment = new Date(BASE_TIME + Math.floor(index / 2) * 1000);
        return { ...fixture.row(index), [listing.newestFirstBy]: moment, id: randomUUID(), createdAt: moment, updatedAt: moment } as unknown as T;
      });
      // Copies: TypeORM writes what it thinks was generated back into the objects it inserts.
      for (let start = 0; start < rows.length; start += INSERT_BATCH) {
        await repo().insert(rows.slice(start, start + INSERT_BATCH).map((row) => ({ ...row })) as never);
      }
      const time = (row: T) => (row[listing.newestFirstBy] as Date).getTime();
      const sorted = [...rows].sort((a, b) => time(b) - time(a) || (a.id < b.id ? 1 : a.id > b.id ? -1 : 0));
      const hidden = (row: T) => filters.some(([name, filter]) => filter.hiddenUnlessAsked?.includes(row[name] as string));
      everyOrder = sorted.map((row) => row.id as string);
      expectedOrder = sorted.filter((row) => !hidden(row)).map((row) => row.id as string);
      shown = expectedOrder.length;
      valuesOf = new Map(rows.map((row) => [row.id as string, row as Record<string, unknown>]));
    });
    afterAll(async () => { await repo().clear(); });

    it(`answers the first ${LIST_PAGE_LIMITS.default}, newest first, with the total, when asked for nothing`, async () => {
      const response = await rest().expect(200);
      expect(response.body).toEqual({
        success: true, [field]: expect.any(Array), page: 1, limit: LIST_PAGE_LIMITS.default, total: shown, pages: 2,
      });
      expect(ids(response.body[field])).toEqual(expectedOrder.slice(0, LIST_PAGE_LIMITS.default));
    });

    it('pages through the whole list without overlap or gap, ties broken by id', async () => {
      const limit = 7;
      const pages = Math.ceil(shown / limit);
      const seen: string[] = [];
      for (let page = 1; page <= pages; page += 1) {
        const { body } = await rest({ page, limit }).expect(200);
        expect(body).toMatchObject({ page, limit, total: shown, pages });
        seen.push(...ids(body[field]));
      }
      expect(seen).toEqual(expectedOrder);
    });

    it('answers a page past the end with no items and the true total', async () => {
      const { body } = await rest({ page: 50, limit: 10 }).expect(200);
      expect(body).toEqual({ success: true, [field]: [], page: 50, limit: 10, total: shown, pages: Math.ceil(shown / 10) });
    });

    it('answers the same page on GraphQL', async () => {
      const response = await gql({ page: 2, limit: 10 }).expect(200);
      expect(response.body.errors).toBeUndefined();
      expect(response.body.data[field]).toEqual({
        items: expectedOrder.slice(10, 20).map((id) => ({ id })), page: 2, limit: 10, total: shown, pages: Math.ceil(shown / 10),
      });
    });

    const filterValues = filters.flatMap(([name, filter]) => valuesToTry(name, filter).map((value) => [name, value] as const));
    if (filterValues.length) it.each(filterValues)(
      'filters by %s = %s, on REST and GraphQL',
      async (name, value) => {
        const expected = everyOrder.filter((id) => passes(valuesOf.get(id)!, name, listing.filters![name], value));
        expect(expected.length).toBeGreaterThan(0);
        const { body } = await rest({ [name]: value, limit: 100 }).expect(200);
        expect(body).toMatchObject({ total: expected.length, pages: Math.max(1, Math.ceil(expected.length / 100)) });
        expect(ids(body[field])).toEqual(expected);
        const response = await gql({ [name]: value, limit: 100 }).expect(200);
        expect(graphqlIds(response.body.data[field].items)).toEqual(expected);
      },
    );

    describe('search', () => {
      // One row per search column holds a distinctive word, in its own casing, inside other text.
      const marked = new Map<string, string>();
      beforeAll(async () => {
        for (const [index, column] of listing.search.entries()) {
          const id = expectedOrder[index * 3 + 1];
          const value = `Before zq${index}x Wombat-${column} after`;
          await repo().update(id, { [column]: value } as never);
          marked.set(column, id);
        }
      });

      it.each([...listing.search])('finds a row by a part of its %s, whatever the case, and counts the matches', async (column) => {
        const index = listing.search.indexOf(column);
        const { body } = await rest({ q: `  ZQ${index}X wOMBAT-${column.toUpperCase()}  ` }).expect(200);
        expect(body).toMatchObject({ total: 1, pages: 1 });
        expect(ids(body[field])).toEqual([marked.get(column)]);
        const response = await gql({ q: `wombat-${column}` }).expect(200);
        expect(graphqlIds(response.body.data[field].items)).toEqual([marked.get(column)]);
      });

      it('finds every marked row with a shared word, newest first', async () => {
        const { body } = await rest({ q: 'wombat' }).expect(200);
        expect(ids(body[field])).toEqual(expectedOrder.filter((id) => [...marked.values()].includes(id)));
      });

      it('takes % and _ literally', async () => {
        for (const q of ['%', '_', 'zq%x', 'zq_x']) {
          const { body } = await rest({ q }).expect(200);
          expect({ q, total: body.total }).toEqual({ q, total: 0 });
        }
      });

      it('treats an empty or blank q as no search', async () => {
        for (const q of ['', '   ']) expect((await rest({ q }).expect(200)).body.total).toBe(shown);
      });

      if (filters.length) it.each(filters.map(([name]) => name))('combines the search with the %s filter', async (name) => {
        const column = listing.search[0];
        const id = marked.get(column)!;
        const filter = listing.filters![name];
        const value = valuesToTry(name, filter).find((candidate) => passes(valuesOf.get(id)!, name, filter, candidate))!;
        const other = valuesToTry(name, filter).find((candidate) => !passes(valuesOf.get(id)!, name, filter, candidate)) ?? 'no-such-value';
        const matching = await rest({ q: `wombat-${column}`, [name]: value }).expect(200);
        expect(ids(matching.body[field])).toEqual([id]);
        const none = await rest({ q: `wombat-${column}`, [name]: other }).expect(200);
        expect(none.body).toMatchObject({ [field]: [], total: 0, pages: 1 });
      });
    });

    const badValues: Array<[label: string, query: Record<string, string>, named: string]> = [
      ['page=abc', { page: 'abc' }, 'page'],
      ['page=0', { page: '0' }, 'page'],
      ['page=-1', { page: '-1' }, 'page'],
      ['page=1.5', { page: '1.5' }, 'page'],
      ['limit=0', { limit: '0' }, 'limit'],
      [`limit=${LIST_PAGE_LIMITS.max + 1}`, { limit: String(LIST_PAGE_LIMITS.max + 1) }, 'limit'],
      ['limit=1000', { limit: '1000' }, 'limit'],
      ['limit=ten', { limit: 'ten' }, 'limit'],
      [`a q over ${SEARCH_MAX_CHARS} characters`, { q: 'x'.repeat(SEARCH_MAX_CHARS + 1) }, 'q'],
      ...filters.map(([name, filter]) => (filter.values
        ? [`an unknown ${name}`, { [name]: 'no-such-value' }, name]
        : [`a ${name} over ${FILTER_TEXT_MAX} characters`, { [name]: 'x'.repeat(FILTER_TEXT_MAX + 1) }, name]) as [string, Record<string, string>, string]),
    ];

    it.each(badValues)('refuses %s with 400 naming the parameter', async (_label, query, named) => {
      const response = await rest(query).expect(400);
      expect(response.body).toEqual({ success: false, message: expect.stringContaining(named), requestId: expect.any(String) });
    });

    it.each(badValues)('refuses %s on GraphQL with BAD_USER_INPUT naming the argument', async (_label, query, named) => {
      const variables = Object.fromEntries(Object.entries(query).map(([name, value]) =>
        [name, ['page', 'limit'].includes(name) && Number.isFinite(Number(value)) ? Number(value) : value]));
      const response = await gql(variables);
      expect(response.body.errors?.[0]).toMatchObject({ message: expect.stringContaining(named), extensions: { code: 'BAD_USER_INPUT' } });
      expect(response.body.data ?? null).toBeNull();
    });

    it('keeps a q of spaces around 200 characters within the limit', async () => {
      await rest({ q: ` ${'x'.repeat(SEARCH_MAX_CHARS)} ` }).expect(200);
    });
  });
}
