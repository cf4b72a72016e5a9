import type { TypedDocumentNode } from '@apollo/client';
import { useMutation, useQuery } from '@apollo/client/react';
import { useState } from 'react';
import { changed } from '../shared/answers';
import { downloadFile, exportQuery } from '../shared/download';
import { useNotify } from '../shared/notify';
import type { ListFilter, ListVariables } from '../shared/paged-list';
import { usePagedList } from '../shared/usePagedList';
import { useLoadError } from '../shared/useLoadError';
import { useIdSet } from './useIdSet';

type RowsOf<TData> = TData[keyof TData] extends { items: ReadonlyArray<infer R> } ? R : never;

interface Options<TData, TCounts, TStatus extends string> {
  /** One page of rows: the query's one root field holds `total` and `items`. */
  query: TypedDocumentNode<TData, ListVariables<TStatus>>;
  /** The figures above the table, of the whole list. */
  counts: TypedDocumentNode<TCounts, Record<string, never>>;
  remove: TypedDocumentNode<Record<string, unknown>, { id: string }>;
  /** The rows' GraphQL type, to drop a deleted row from the cache. */
  typename: string;
  /**
   * e.g. 'contact': 'Failed to load contacts', 'Contact deleted successfully', 'Failed to delete contact',
   * the export GET /api/contact/export.
   */
  noun: string;
  /** The status filter beside the search. */
  filter: ListFilter;
}

const capitalised = (text: string) => text[0].toUpperCase() + text.slice(1);

/**
 * A table screen of what visitors sent (see docs/screens.md): a page of rows with
 * search, filter and paging, the counters, Refresh, Export CSV (every matching row,
 * built by the server) and delete after confirmation.
 */
export function useTableScreen<TData extends Record<string, unknown>, TCounts, TStatus extends string>(options: Options<TData, TCounts, TStatus>) {
  const { query, counts, remove, typename, noun, filter } = options;
  // The filter's options are the list's statuses (from the domain lists), so its strings are TStatus.
  const list = usePagedList<RowsOf<TData>>(query as unknown as TypedDocumentNode<Record<string, unknown>, ListVariables>, { filter, fetchPolicy: 'network-only' });
  const figures = useQuery(counts, { fetchPolicy: 'network-only' });
  const [removeRow] = useMutation(remove);
  const [confirming, setConfirming] = useState<string | null>(null);
  const [exporting, setExporting] = useState(false);
  const deleting = useIdSet();
  const notify = useNotify();
  const plural = `${noun}s`;
  useLoadError(list.error, `Failed to load ${plural}`);

  const refresh = () => {
    void list.refetch().catch(() => undefined);
    void figures.refetch().catch(() => undefined);
  };

  const confirmDelete = async () => {
    const id = confirming;
    setConfirming(null);
    if (!id) return;
    const failure = `Failed to delete ${noun}`;
    deleting.mark(id, true);
    try {
      const result = await removeRow({
        variables: { id },
        update(cache, { data: answer }) {
          if (changed(answer)) {
            cache.evict({ id: cache.identify({ __typename: typename, id }) });
            cache.gc();
          }
        },
      });
      if (changed(result.data)) {
        notify.success(`${capitalised(noun)} deleted successfully`);
        // The page fills up from the next one, and the counters follow.
        refresh();
      } else notify.error(failure);
    } catch (problem) {
      console.warn(failure, problem);
      notify.error(failure);
    } finally {
      deleting.mark(id, false);
    }
  };

  const exportCsv = async () => {
    const { q, status } = list.variables;
    setExporting(true);
    try {
      await downloadFile(`/api/${noun}/export${exportQuery({ status, q })}`, `${plural}.csv`);
      notify.success(`${capitalised(plural)} exported successfully`);
    } catch (problem) {
      console.warn(`Failed to export ${plural}`, problem);
      notify.error(`Failed to export ${plural}`);
    } finally {
      setExporting(false);
    }
  };

  return {
    rows: list.items,
    counts: figures.data,
    controls: list.controls,
    loaded: Boolean(list.data),
    loading: list.loading,
    exporting,
    refresh,
    refreshCounts: () => void figures.refetch().catch(() => undefined),
    exportCsv: () => void exportCsv(),
    deleting: deleting.has,
    confirming: confirming !== null,
    askDelete: setConfirming,
    cancelDelete: () => setConfirming(null),
    confirmDelete: () => void confirmDelete(),
  };
}

export type TableScreenState = Omit<ReturnType<typeof useTableScreen>, 'rows' | 'counts'>;
