import { SEARCH_PAGE_LIMITS } from '@consultancy/domain';
import { Max, Min, ValidateBy } from 'class-validator';
import { Args, ArgsType, Ctx, Field, Int, Query, Resolver } from 'type-graphql';
import type { RequestContext } from '../../api/http/context';
import type { AnyCollection } from '../collections/collection';
import type { Page } from '../paging/listing';
import { SEARCH_MESSAGE, searchTextFits } from '../paging/page-args';
import { excerptOf } from './excerpt';
import { searchableCollections } from './search-index';
import { findEntries } from './search-query';
import { SearchPage, type SearchResult } from './search-result';
import { searchWords } from './search-words';

const LIMIT_MESSAGE = `limit must be a whole number from 1 to ${SEARCH_PAGE_LIMITS.max}`;

@ArgsType()
class SearchArgs {
  @Field(() => String, { nullable: true, description: 'The words to find (letters and digits; anything else separates words). Empty: no results.' })
  @ValidateBy({ name: 'searchText', validator: { validate: searchTextFits } }, { message: SEARCH_MESSAGE })
  q?: string | null;

  @Field(() => Int, { defaultValue: 1, description: 'From 1; a page past the end has no results.' })
  @Min(1, { message: 'page must be a whole number of at least 1' })
  page: number;

  @Field(() => Int, { defaultValue: SEARCH_PAGE_LIMITS.default, description: `Results a page, 1 to ${SEARCH_PAGE_LIMITS.max}.` })
  @Min(1, { message: LIMIT_MESSAGE })
  @Max(SEARCH_PAGE_LIMITS.max, { message: LIMIT_MESSAGE })
  limit: number;
}

/** `search(q, page, limit)`: the site search over published posts and projects (the same for visitors and administrators). */
export function createSearchResolver(collections: readonly AnyCollection[]) {
  const byType = new Map(searchableCollections(collections).map((collection) => [collection.search!.type, collection]));

  @Resolver()
  class SearchResolver {
    @Query(() => SearchPage, {
      description: 'Published posts and projects holding every word of q (the last also as the start of a word): those with every word in their title first, then by relevance, then newest.',
    })
    async search(@Args(() => SearchArgs) { q, page, limit }: SearchArgs, @Ctx() ctx: RequestContext): Promise<Page<SearchResult>> {
      const words = searchWords(q);
      if (words.length === 0) return { items: [], page, limit, total: 0, pages: 1 };
      const { contentVersion, dataSource } = ctx.services;
      const { rows, total } = await findEntries(dataSource, collections, words, { offset: (page - 1) * limit, limit }, () => contentVersion.current());
      const items = rows.map((row) => ({
        type: row.type,
        id: row.itemId,
        slug: row.slug,
        title: row.title,
        excerpt: excerptOf([row.summary, row.body], words),
        url: byType.get(row.type)!.publicPages!.item({ slug: row.slug }),
      }));
      return { items, page, limit, total, pages: Math.max(1, Math.ceil(total / limit)) };
    }
  }
  return SearchResolver;
}
