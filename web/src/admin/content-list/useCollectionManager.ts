import { useApolloClient, useMutation } from '@apollo/client/react';
import { collectionMessages } from '@consultancy/domain';
import { useCallback, useMemo } from 'react';
import { useFragment as unmask, type FragmentType } from '../gql';
import type { EditConflict } from '../history/ConflictDialog';
import type { RevisionSummary } from '../history/HistoryPanel';
import { useRevisions } from '../history/useRevisions';
import { formatDateTime } from '../shared/format';
import { rootField } from '../shared/answers';
import { useNotify } from '../shared/notify';
import type { Collection, EditedItem, FieldsProps } from './collection';
import { useCollectionList } from './useCollectionList';
import { useContentForm } from './useContentForm';

/**
 * A collection screen's whole wiring: its list, the add/edit form, save (add or
 * update by mode, from the version the form was opened with), what to do when
 * someone saved meanwhile, and delete with confirmation, from the collection's description.
 */
export function useCollectionManager<TItem extends EditedItem, TForm, TVars extends Record<string, unknown>>(
  collection: Collection<TItem, TForm, TVars>,
) {
  const { documents, form: mapping, key, kind, label } = collection;
  const list = useCollectionList<TItem>(collection);
  const messages = useMemo(() => collectionMessages(label), [label]);
  const form = useContentForm({ draftName: key, empty: mapping.empty, reload: list.reload, itemLabel: kind, messages });
  const [add] = useMutation(documents.add);
  const [update] = useMutation(documents.update);
  const [remove] = useMutation(documents.remove);
  const client = useApolloClient();
  const notify = useNotify();
  const { submit, confirmDelete, edit, change, setField, values, editId, dismissConflict } = form;

  const save = useCallback(
    async (version?: number | null) => {
      // What the form can tell before sending (a number that is not one): the form stays as typed.
      const [problem] = mapping.problems?.(values) ?? [];
      if (problem) {
        notify.error(problem);
        return;
      }
      await submit(async (current, id, fromVersion) => {
        const variables = mapping.toVariables(current);
        // Apollo's option types cannot be worked out for a generic TVars; the documents' types already tie them.
        const answer = id ? await update({ variables: { ...variables, id, version: fromVersion } as never }) : await add({ variables: variables as never });
        return answer.data;
      }, version);
    },
    [submit, mapping, values, notify, add, update],
  );

  /** The edited item as stored now, read afresh. */
  const storedNow = useCallback(async (): Promise<TItem> => {
    const { data } = await client.query({ query: documents.one, variables: { id: editId ?? '' }, fetchPolicy: 'network-only' });
    return unmask(documents.item, rootField(data) as FragmentType<typeof documents.item>);
  }, [client, documents, editId]);

  const conflict: EditConflict = useMemo(() => ({
    message: form.conflict,
    yours: values as object,
    theirs: async () => mapping.fromItem(await storedNow()) as object,
    /** Saves the form over what is stored now: from the stored version, read afresh. */
    overwrite: async () => {
      dismissConflict();
      let latest: number;
      try {
        latest = (await storedNow()).version;
      } catch {
        notify.error('The item could not be read. Check your connection and try again.');
        return;
      }
      await save(latest);
    },
    keepEditing: dismissConflict,
  }), [form.conflict, values, mapping, storedNow, save, dismissConflict, notify]);

  const deletePending = useCallback(
    () => confirmDelete(async (id) => (await remove({ variables: { id } })).data),
    [confirmDelete, remove],
  );

  const toForm = useCallback((values: Record<string, unknown>) => mapping.fromItem(values as unknown as TItem) as object, [mapping]);
  const history = useRevisions({ kind: key, itemId: editId, version: form.version, skip: editId === null, toForm });
  /** A revision's values go into the form unsaved, for review before saving. */
  const restoreRevision = useCallback((values: object, revision: RevisionSummary) => {
    change(values as Partial<TForm>);
    notify.info(`The save of ${formatDateTime(revision.createdAt)} is in the form: review it, then save to keep it.`);
  }, [change, notify]);

  const editItem = useCallback((item: TItem) => edit(item.id, mapping.fromItem(item), item.version), [edit, mapping]);

  const fields: FieldsProps<TForm> = useMemo(
    () => ({
      values,
      change,
      setField,
      text: (name) => ({
        name,
        value: values[name] as string,
        onChange: (event) => change({ [name]: event.target.value } as Partial<TForm>),
      }),
    }),
    [values, change, setField],
  );

  return { list, form, fields, save, conflict, history, restoreRevision, deletePending, editItem };
}
