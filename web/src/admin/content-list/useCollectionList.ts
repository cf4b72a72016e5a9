import { useQuery } from '@apollo/client/react';
import { useCallback, useMemo } from 'react';
import { useFragment as unmask, type FragmentType } from '../gql';
import { rootField } from '../shared/answers';
import type { Collection } from './collection';

/**
 * The items of a collection's list. The one place a list is read: paging, search
 * and filters (the list query's page, limit and q, and its total) belong here.
 */
export function useCollectionList<TItem extends { _id: string }>(documents: Pick<Collection<TItem, never, never>['documents'], 'list' | 'item'>) {
  const { list, item } = documents;
  const { data, loading, error, refetch } = useQuery(list, { notifyOnNetworkStatusChange: true });
  const items = useMemo(() => {
    const rows = (rootField(data) ?? []) as ReadonlyArray<FragmentType<typeof item>>;
    return unmask(item, rows);
  }, [data, item]);
  const reload = useCallback(() => refetch(), [refetch]);
  return {
    items,
    loading,
    /** Only a failure with nothing to show is shown as one; a failed reload keeps the list. */
    failed: Boolean(error) && items.length === 0,
    reload,
  };
}
