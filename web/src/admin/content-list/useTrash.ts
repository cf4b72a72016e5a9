import { useMutation, useQuery } from '@apollo/client/react';
import { collectionMessages } from '@consultancy/domain';
import { useCallback, useMemo, useState } from 'react';
import { useFragment as unmask, type FragmentType } from '../gql';
import { rootField } from '../shared/answers';
import { serverMessage } from '../shared/errors';
import { useNotify } from '../shared/notify';
import type { Collection, EditedItem } from './collection';
import { TrashedItemFragment } from './trash-documents';

/** Items read at first, and added by each "Show more". */
const STEP = 20;

/**
 * A collection's trash, read while the Trash dialog is open: its items (who deleted
 * each, and when), Restore, and Delete forever (owners; the server refuses others).
 * Either change reloads the collection's own list too.
 */
export function useTrash<TItem extends EditedItem>(collection: Collection<TItem, never, never>, open: boolean, reloadList: () => Promise<unknown>) {
  const { documents, label, kind } = collection;
  const messages = useMemo(() => collectionMessages(label), [label]);
  const notify = useNotify();
  const [limit, setLimit] = useState(STEP);
  const { data, loading, error, refetch } = useQuery(documents.trash, { variables: { page: 1, limit }, skip: !open, fetchPolicy: 'network-only' });
  const [restoreItem] = useMutation(documents.restore);
  const [purgeItem] = useMutation(documents.purge);
  const [busyId, setBusyId] = useState<string | null>(null);

  const page = rootField(data) as { total: number; items: FragmentType<typeof TrashedItemFragment>[] } | undefined;
  const items = useMemo(() => unmask(TrashedItemFragment, page?.items ?? []), [page]);

  const change = useCallback(async (id: string, run: () => Promise<unknown>, done: string, failed: string) => {
    setBusyId(id);
    try {
      await run();
      notify.success(done);
      await Promise.all([refetch(), reloadList()]).catch(() => undefined);
    } catch (failure) {
      notify.error(serverMessage(failure) ?? failed);
    }
    setBusyId(null);
  }, [notify, refetch, reloadList]);

  return {
    items,
    total: page?.total ?? 0,
    loading,
    failed: Boolean(error) && !page,
    busyId,
    showMore: () => setLimit((current) => Math.min(current + STEP, 100)),
    restore: (id: string) => change(id, () => restoreItem({ variables: { id } }), messages.restored, `Failed to restore ${kind}`),
    purge: (id: string) => change(id, () => purgeItem({ variables: { id } }), messages.purged, `Failed to delete ${kind}`),
  };
}
