import { useCallback, useMemo, useReducer, useRef, useState } from 'react';
import { useDraftKeeper } from '../drafts/useDraftKeeper';
import { isEditConflict, isUnauthenticated } from '../shared/errors';
import { useNotify } from '../shared/notify';
import { useSessionEnded } from '../shared/useSessionEnded';
import { formReducer, initialFormState } from './form-state';
import { GENERIC_FAILURE, outcomeOfChange, outcomeOfError, type Outcome } from './outcome';

/** What a save or a delete says when it went through ('Portfolio added successfully'). */
export interface ChangeMessages {
  added: string;
  updated: string;
  deleted: string;
}

interface Options<F> {
  /** Names the form's drafts in this browser, e.g. 'portfolio'. */
  draftName: string;
  empty: () => F;
  reload: () => Promise<unknown>;
  itemLabel: string;
  messages: ChangeMessages;
}

/**
 * The add/edit flow of a content manager: form values, edit id, the submit
 * (its words, or the server's refusal, as the toast; after a save that went
 * through the form resets, the edit id clears and the list reloads, while a
 * refused or failed save keeps every field, the chosen images and the mode),
 * the draft kept in the browser as the form is typed, and the delete with its
 * confirmation. A save or delete hands back its mutation's data.
 */
export function useContentForm<F>({ draftName, empty, reload, itemLabel, messages }: Options<F>) {
  const reducer = useMemo(() => formReducer(empty), [empty]);
  const [state, dispatch] = useReducer(reducer, empty, initialFormState);
  const drafts = useDraftKeeper({ form: draftName, itemId: state.editId, values: state.values, baseline: state.baseline, version: state.version, offerAnyItem: true });
  /** A save refused because the item changed since the form was opened: the server's words. */
  const [conflict, setConflict] = useState<string | null>(null);
  const sessionEnded = useSessionEnded();
  const [submitting, setSubmitting] = useState(false);
  const [pendingDelete, setPendingDelete] = useState<{ id: string; name: string } | null>(null);
  const [deletingId, setDeletingId] = useState<string | null>(null);
  const notify = useNotify();
  const busy = useRef(false);

  const show = useCallback(
    (outcome: Outcome) => (outcome.variant === 'success' ? notify.success(outcome.message) : notify.error(outcome.message)),
    [notify],
  );

  const refresh = useCallback(() => {
    reload().catch(() => notify.error(`Failed to reload the ${itemLabel} list`));
  }, [reload, notify, itemLabel]);

  const change = useCallback((patch: Partial<F>) => dispatch({ type: 'change', patch }), []);
  // One stable setter per field, so memoised fields (editor, image picker) skip re-rendering.
  const setters = useRef(new Map<keyof F, (value: never) => void>());
  const setField = useCallback(<K extends keyof F>(key: K): ((value: F[K]) => void) => {
    let setter = setters.current.get(key);
    if (!setter) {
      setter = (value: F[K]) => dispatch({ type: 'change', patch: { [key]: value } as unknown as Partial<F> });
      setters.current.set(key, setter as (value: never) => void);
    }
    return setter as (value: F[K]) => void;
  }, []);
  const edit = useCallback((id: string, values: F, version: number | null) => dispatch({ type: 'edit', id, version, values }), []);
  const reset = useCallback(() => dispatch({ type: 'reset' }), []);

  /**
   * Saves the form. `version`: the item's version the update is made from; by
   * default the one the form was opened with (Overwrite gives the latest).
   */
  const submit = useCallback(
    async (save: (values: F, editId: string | null, version: number | null) => Promise<unknown>, version = state.version) => {
      if (busy.current) return;
      busy.current = true;
      setSubmitting(true);
      const { values, editId } = state;
      let outcome: Outcome;
      let failure: unknown = null;
      try {
        outcome = outcomeOfChange(await save(values, editId, version), editId ? messages.updated : messages.added);
      } catch (error) {
        failure = error;
        outcome = outcomeOfError(error);
      }
      busy.current = false;
      setSubmitting(false);
      // Refused, failed, outdated or signed out: the form stays as typed (and kept as its draft).
      if (isUnauthenticated(failure)) return sessionEnded('Session expired. Please log in again.');
      if (isEditConflict(failure)) return setConflict(outcome.message);
      show(outcome);
      if (outcome.variant !== 'success') return;
      drafts.forget(editId);
      dispatch({ type: 'reset' });
      refresh();
    },
    [state, show, refresh, messages, drafts, sessionEnded],
  );

  const restoreDraft = useCallback(() => {
    const draft = drafts.restore();
    if (draft) dispatch({ type: 'restore', id: draft.itemId, version: draft.version, values: draft.values, baseline: draft.baseline });
  }, [drafts]);

  const confirmDelete = useCallback(
    async (remove: (id: string) => Promise<unknown>) => {
      const target = pendingDelete;
      setPendingDelete(null);
      if (!target) return;
      setDeletingId(target.id);
      let outcome: Outcome;
      try {
        outcome = outcomeOfChange(await remove(target.id), messages.deleted);
      } catch (error) {
        outcome = outcomeOfError(error);
        if (outcome.message === GENERIC_FAILURE) outcome = { variant: 'error', message: `Failed to delete ${itemLabel}` };
      }
      show(outcome);
      if (outcome.variant === 'success' && state.editId === target.id) dispatch({ type: 'reset' });
      setDeletingId(null);
      refresh();
    },
    [pendingDelete, show, refresh, itemLabel, state.editId, messages],
  );

  return {
    values: state.values,
    editId: state.editId,
    version: state.version,
    editing: state.editId !== null,
    submitting,
    change,
    setField,
    edit,
    reset,
    submit,
    pendingDelete,
    askDelete: setPendingDelete,
    cancelDelete: () => setPendingDelete(null),
    confirmDelete,
    deletingId,
    draft: { offer: drafts.offer, restore: restoreDraft, discard: drafts.discard },
    conflict,
    dismissConflict: () => setConflict(null),
  };
}
