import type { TypedDocumentNode } from '@apollo/client';
import { useQuery } from '@apollo/client/react';
import { useSearchParams } from 'react-router-dom';
import { isPastEnd, pageFromQuery } from './paging';

/** One page of a public list, as `ListPage` shows it. */
export interface PagedList<TItem> {
  /** The page the URL asks for (?page=3); 1 when it names none. */
  page: number;
  /** How many pages the list has: 1 until the server has answered. */
  pages: number;
  total: number;
  /** This page's items: empty while loading. */
  items: readonly TItem[];
  /** Nothing to show yet: the first answer has not come. */
  loading: boolean;
  /** The URL asks for a page after the last one: the site answers with its 404 page. */
  pastEnd: boolean;
}

/** What the API answers for a page of a list (`blogs`, `portfolios`). */
interface PageAnswer<TItem> {
  page: number;
  pages: number;
  total: number;
  items: readonly TItem[];
}

/**
 * Fetches the page of a public list that the URL asks for (?page=), with the
 * list's own filters. The server sends only that page, so every list asks the
 * same way: `page` and `limit`, then its filters.
 */
export function usePagedList<TData, TVariables extends { page: number; limit: number }, TItem>(
  query: TypedDocumentNode<TData, TVariables>,
  {
    limit,
    filter,
    pageIn,
    name,
  }: {
    /** Items a page, e.g. BLOG_PAGE_SIZE. */
    limit: number;
    /** The list's other variables, e.g. { tag: 'react' }. */
    filter: Omit<TVariables, 'page' | 'limit'>;
    /** Where the page is in the answer, e.g. (data) => data.blogs. */
    pageIn: (data: TData) => PageAnswer<TItem>;
    /** For the console's warning: 'Could not load the blog'. */
    name: string;
  },
): PagedList<TItem> {
  const [searchParams] = useSearchParams();
  const page = pageFromQuery(searchParams.get('page'));
  // Typed by the document: the cast only spares spelling Apollo's variables type out here.
  const { data, loading, error } = useQuery(query, { variables: { page, limit, ...filter } } as never);
  if (error) console.warn(`Could not load the ${name}:`, error.message);

  const answer = data ? pageIn(data as TData) : undefined;
  return {
    page,
    pages: answer?.pages ?? 1,
    total: answer?.total ?? 0,
    items: answer?.items ?? [],
    loading: loading && !data,
    pastEnd: answer ? isPastEnd(answer) : false,
  };
}
