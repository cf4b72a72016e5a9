import { useMutation } from '@apollo/client/react';
import { collectionMessages } from '@consultancy/domain';
import { useCallback, useMemo } from 'react';
import type { Collection, FieldsProps } from './collection';
import { useCollectionList } from './useCollectionList';
import { useContentForm } from './useContentForm';

/**
 * A collection screen's whole wiring: its list, the add/edit form, save (add or
 * update by mode) and delete with confirmation, from the collection's description.
 */
export function useCollectionManager<TItem extends { id: string }, TForm, TVars extends Record<string, unknown>>(
  collection: Collection<TItem, TForm, TVars>,
) {
  const { documents, form: mapping, kind, label } = collection;
  const list = useCollectionList<TItem>(collection);
  const messages = useMemo(() => collectionMessages(label), [label]);
  const form = useContentForm({ draftName: kind, empty: mapping.empty, reload: list.reload, itemLabel: kind, messages });
  const [add] = useMutation(documents.add);
  const [update] = useMutation(documents.update);
  const [remove] = useMutation(documents.remove);
  const { submit, confirmDelete, edit, change, setField, values } = form;

  const save = useCallback(
    () =>
      submit(async (current, editId) => {
        const variables = mapping.toVariables(current);
        // Apollo's option types cannot be worked out for a generic TVars; the documents' types already tie them.
        const answer = editId ? await update({ variables: { ...variables, id: editId } as never }) : await add({ variables: variables as never });
        return answer.data;
      }),
    [submit, mapping, add, update],
  );

  const deletePending = useCallback(
    () => confirmDelete(async (id) => (await remove({ variables: { id } })).data),
    [confirmDelete, remove],
  );

  const editItem = useCallback((item: TItem) => edit(item.id, mapping.fromItem(item)), [edit, mapping]);

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

  return { list, form, fields, save, deletePending, editItem };
}
