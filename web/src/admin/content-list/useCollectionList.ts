import { useMemo } from 'react';
import { useFragment as unmask, type FragmentType } from '../gql';
import { usePagedList } from '../shared/usePagedList';
import type { Collection, EditedItem } from './collection';

/**
 * One page of a collection's list, with its search, filter and paging: the
 * list query's page, limit, q and filter, and its total.
 */
export function useCollectionList<TItem extends EditedItem>(
  collection: Pick<Collection<TItem, never, never>, 'documents' | 'filter'>,
) {
  const { documents, filter } = collection;
  const { list, item } = documents;
  const page = usePagedList<FragmentType<typeof item>>(list, { filter });
  const items = useMemo(() => unmask(item, page.items), [page.items, item]);
  return {
    items,
    loading: page.loading,
    /** Only a failure with nothing to show is shown as one; a failed reload keeps the list. */
    failed: Boolean(page.error) && items.length === 0,
    reload: page.refetch,
    controls: page.controls,
  };
}
