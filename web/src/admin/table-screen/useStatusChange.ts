import type { TypedDocumentNode } from '@apollo/client';
import { useMutation } from '@apollo/client/react';
import { useNotify } from '../shared/notify';
import { useIdSet } from './useIdSet';

/**
 * Sets a row's status with `mutation`; it answers the row with its new status, so the row
 * (the same object in Apollo's cache) shows it as soon as the server accepted it, then
 * `changed` runs (a new status changes the counters, and may take the row out of a filtered list).
 */
export function useStatusChange<S extends string>(
  mutation: TypedDocumentNode<Record<string, unknown>, { id: string; status: S }>,
  changed: () => void,
) {
  const [update] = useMutation(mutation);
  const updating = useIdSet();
  const notify = useNotify();

  const changeStatus = async (id: string, status: S) => {
    updating.mark(id, true);
    try {
      const result = await update({ variables: { id, status } });
      if (result.data && Object.values(result.data).some(Boolean)) {
        notify.success('Status updated successfully');
        changed();
      } else notify.error('Failed to update status');
    } catch (failure) {
      console.warn('Failed to update status', failure);
      notify.error('Failed to update status');
    } finally {
      updating.mark(id, false);
    }
  };

  return { changeStatus, updating: updating.has };
}
