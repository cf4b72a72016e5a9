import type { TypedDocumentNode } from '@apollo/client';
import { useMutation, useQuery } from '@apollo/client/react';
import { useState } from 'react';
import { payloadOf, rootField } from '../shared/answers';
import { downloadCsv, fileDateStamp } from '../shared/csv';
import { useNotify } from '../shared/notify';
import { useLoadError } from '../shared/useLoadError';
import { useIdSet } from './useIdSet';

type RowsOf<TData> = TData[keyof TData] extends ReadonlyArray<infer R> ? R : never;

interface Options<TData> {
  /** The rows: the query's one root field. */
  query: TypedDocumentNode<TData, Record<string, never>>;
  remove: TypedDocumentNode<Record<string, unknown>, { id: string }>;
  /** The rows' GraphQL type, to drop a deleted row from the cache. */
  typename: string;
  /** e.g. 'contact': 'Failed to load contacts', 'Contact deleted successfully', 'Failed to delete contact', contacts-{date}.csv. */
  noun: string;
  toCsv: (rows: ReadonlyArray<RowsOf<TData>>) => string;
}

const capitalised = (text: string) => text[0].toUpperCase() + text.slice(1);

/**
 * A table screen of what visitors sent (see docs/screens.md): its rows, Refresh,
 * Export CSV, and delete after confirmation, the row leaving the table once deleted.
 */
export function useTableScreen<TData extends Record<string, ReadonlyArray<{ _id: string }>>>({ query, remove, typename, noun, toCsv }: Options<TData>) {
  const { data, loading, error, refetch } = useQuery(query, { fetchPolicy: 'network-only', notifyOnNetworkStatusChange: true });
  const [removeRow] = useMutation(remove);
  const [confirming, setConfirming] = useState<string | null>(null);
  const deleting = useIdSet();
  const notify = useNotify();
  const plural = `${noun}s`;
  useLoadError(error, `Failed to load ${plural}`);

  const rows = (rootField(data) ?? []) as ReadonlyArray<RowsOf<TData>>;

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
          if (payloadOf(answer)?.success) {
            cache.evict({ id: cache.identify({ __typename: typename, _id: id }) });
            cache.gc();
          }
        },
      });
      if (payloadOf(result.data)?.success) notify.success(`${capitalised(noun)} deleted successfully`);
      else notify.error(failure);
    } catch (problem) {
      console.warn(failure, problem);
      notify.error(failure);
    } finally {
      deleting.mark(id, false);
    }
  };

  const exportCsv = () => {
    downloadCsv(`${plural}-${fileDateStamp()}.csv`, toCsv(rows));
    notify.success(`${capitalised(plural)} exported successfully`);
  };

  return {
    rows,
    loaded: Boolean(data),
    loading,
    refresh: () => void refetch().catch(() => undefined),
    exportCsv,
    deleting: deleting.has,
    confirming: confirming !== null,
    askDelete: setConfirming,
    cancelDelete: () => setConfirming(null),
    confirmDelete: () => void confirmDelete(),
  };
}

export type TableScreenState = Omit<ReturnType<typeof useTableScreen>, 'rows'>;
