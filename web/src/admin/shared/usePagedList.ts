import type { TypedDocumentNode } from '@apollo/client';
import { useQuery } from '@apollo/client/react';
import { debounce } from '@mui/material/utils';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { PAGE_SIZES, SEARCH_DELAY_MS, lastPageIndex, listVariables, pageOf, type ListFilter, type ListState, type ListVariables } from './paged-list';

export interface PagedListOptions {
  filter?: ListFilter;
  /** 'network-only' for lists the public adds to (subscriptions, contacts). */
  fetchPolicy?: 'cache-and-network' | 'network-only';
  /**
   * More filters of the list's own (the Activity's admin, action and dates), sent when set;
   * whoever changes them goes back to the first page (controls.setPage(0)).
   */
  narrowing?: Record<string, string | undefined>;
}

const INITIAL: ListState = { pageIndex: 0, limit: PAGE_SIZES[0], q: '', filter: '' };

/**
 * One admin list read a page at a time from the server: page, page size, a
 * debounced search and a filter, each change asking the server again (a new
 * search or filter starts from the first page). The one place a list is read.
 */
export function usePagedList<TItem>(query: TypedDocumentNode<Record<string, unknown>, ListVariables>, options: PagedListOptions = {}) {
  const { filter, fetchPolicy = 'cache-and-network', narrowing = {} } = options;
  const [state, setState] = useState<ListState>(INITIAL);
  // What the search box shows, at once; `state.q` follows after a pause in typing.
  const [search, setSearch] = useState('');
  const extra = Object.fromEntries(Object.entries(narrowing).filter(([, value]) => value));
  const variables: ListVariables = { ...listVariables(state, filter), ...extra };
  const { data, previousData, loading, error, refetch } = useQuery(query, { variables, fetchPolicy, notifyOnNetworkStatusChange: true });
  // While the next page loads, the one shown stays (no flash of an empty table).
  const { items, total } = pageOf<TItem>(data ?? previousData);

  const sendSearch = useMemo(() => debounce((q: string) => setState((current) => ({ ...current, q, pageIndex: 0 })), SEARCH_DELAY_MS), []);
  useEffect(() => () => sendSearch.clear(), [sendSearch]);

  // A delete can empty the last page: show the page before it.
  const answered = data !== undefined;
  useEffect(() => {
    if (answered && items.length === 0 && state.pageIndex > lastPageIndex(total, state.limit)) {
      setState((current) => ({ ...current, pageIndex: lastPageIndex(total, current.limit) }));
    }
  }, [answered, items.length, total, state.pageIndex, state.limit]);

  const controls = {
    pageIndex: state.pageIndex,
    limit: state.limit,
    total,
    search,
    filter: state.filter,
    filtered: Boolean(variables.q) || Boolean(state.filter) || Object.keys(extra).length > 0,
    setPage: useCallback((pageIndex: number) => setState((current) => ({ ...current, pageIndex })), []),
    setLimit: useCallback((limit: number) => setState((current) => ({ ...current, limit, pageIndex: 0 })), []),
    setSearch: useCallback(
      (text: string) => {
        setSearch(text);
        sendSearch(text);
      },
      [sendSearch],
    ),
    setFilter: useCallback((value: string) => setState((current) => ({ ...current, filter: value, pageIndex: 0 })), []),
  };

  return {
    items,
    total,
    data,
    loading,
    error,
    /** The search and filter as sent, for the export of every matching row. */
    variables,
    refetch: useCallback(() => refetch(), [refetch]),
    controls,
  };
}

export type ListControlsState = ReturnType<typeof usePagedList>['controls'];
