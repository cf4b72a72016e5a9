import { useState } from 'react';
import { serverMessage } from '../shared/errors';
import { useNotify } from '../shared/notify';
import { useIdSet } from './useIdSet';

interface Options {
  /** Deletes the row (its mutation). */
  remove: (id: string) => Promise<unknown>;
  /** The toast of a delete done, and of one that failed (unless the server says why). */
  done: string;
  failed: string;
  /** After a delete: the list is read again. */
  onDeleted: (id: string) => void;
}

/**
 * A row's Delete behind a confirmation: which row is asked about, which rows are being
 * deleted (their buttons spin), and the delete with its toasts. Wire `confirming`, `cancel`
 * and `confirm` to a ConfirmDialog.
 */
export function useConfirmedDelete({ remove, done, failed, onDeleted }: Options) {
  const [asked, setAsked] = useState<string | null>(null);
  const deleting = useIdSet();
  const notify = useNotify();

  const confirm = async () => {
    const id = asked;
    setAsked(null);
    if (!id) return;
    deleting.mark(id, true);
    try {
      await remove(id);
      notify.success(done);
      onDeleted(id);
    } catch (error) {
      notify.error(serverMessage(error) ?? failed);
    } finally {
      deleting.mark(id, false);
    }
  };

  return {
    confirming: asked !== null,
    ask: setAsked,
    cancel: () => setAsked(null),
    confirm: () => void confirm(),
    deleting: deleting.has,
  };
}
