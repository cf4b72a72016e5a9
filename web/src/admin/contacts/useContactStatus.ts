import { useMutation } from '@apollo/client/react';
import { useNotify } from '../shared/notify';
import { useIdSet } from '../table-screen/useIdSet';
import type { ContactStatus } from './contacts-data';
import { UpdateContactStatusMutation } from './documents';

/**
 * Sets a contact's status; the mutation answers the contact with its new status, so the
 * row (the same contact in Apollo's cache) shows it as soon as the server accepted it, then `changed` runs.
 */
export function useContactStatus(changed: () => void) {
  const [updateStatus] = useMutation(UpdateContactStatusMutation);
  const updating = useIdSet();
  const notify = useNotify();

  const changeStatus = async (id: string, status: ContactStatus) => {
    updating.mark(id, true);
    try {
      const result = await updateStatus({ variables: { id, status } });
      if (result.data?.updateContactStatus) {
        notify.success('Status updated successfully');
        changed();
      }
      else notify.error('Failed to update status');
    } catch (failure) {
      console.warn('Failed to update status', failure);
      notify.error('Failed to update status');
    } finally {
      updating.mark(id, false);
    }
  };

  return { changeStatus, updating: updating.has };
}
