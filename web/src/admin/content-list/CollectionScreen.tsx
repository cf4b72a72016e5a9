import { useQuery } from '@apollo/client/react';
import { TRASH_RETENTION_DAYS } from '@consultancy/domain/audit';
import DeleteOutlinedIcon from '@mui/icons-material/DeleteOutlined';
import Button from '@mui/material/Button';
import { memo, useCallback, useState, type ComponentType } from 'react';
import { DraftPrompt } from '../drafts/DraftPrompt';
import { ConflictDialog } from '../history/ConflictDialog';
import { HistoryPanel } from '../history/HistoryPanel';
import { useCollectionPreview } from '../preview/public-previews';
import { usePreviewValues } from '../preview/usePreviewValues';
import { ListPagination, ListSearch } from '../shared/ListControls';
import type { ListFilter } from '../shared/paged-list';
import type { ListControlsState } from '../shared/usePagedList';
import type { Collection, EditedItem, FieldsProps, ListRow } from './collection';
import { ConfirmDeleteDialog } from './ConfirmDeleteDialog';
import { ContentListItem } from './ContentList';
import { ContentListPanel } from './ContentListPanel';
import { submitLabel } from './form-state';
import { FormPanel, ManagerLayout } from './ManagerLayout';
import { TrashDialog } from './TrashDialog';
import { useCollectionManager } from './useCollectionManager';
import { useTrash } from './useTrash';
import { MeQuery } from '../shell/documents';

interface Props<TItem extends EditedItem, TForm, TVars extends Record<string, unknown>> {
  collection: Collection<TItem, TForm, TVars>;
  /** The collection's own form fields. */
  Fields: ComponentType<FieldsProps<TForm>>;
}

/** A collection's screen (see docs/screens.md): the add/edit form beside the list, and the delete confirmation. */
export function CollectionScreen<TItem extends EditedItem, TForm, TVars extends Record<string, unknown>>({
  collection,
  Fields,
}: Props<TItem, TForm, TVars>) {
  const { list, form, fields, save, conflict, history, restoreRevision, deletePending, editItem } = useCollectionManager(collection);
  const { editing, submitting } = form;
  const [trashOpen, setTrashOpen] = useState(false);
  const trash = useTrash(collection as unknown as Collection<TItem, never, never>, trashOpen, list.reload);
  const isOwner = useQuery(MeQuery).data?.me.role === 'owner';
  // The item being edited as loaded: its preview keeps what the form does not edit (its creation date).
  const [edited, setEdited] = useState<TItem | null>(null);
  const startEdit = useCallback((item: TItem) => {
    setEdited(item);
    editItem(item);
  }, [editItem]);
  const stored = form.editId !== null && edited?.id === form.editId ? edited : null;
  const preview = useCollectionPreview(collection.preview, usePreviewValues(form.values), stored);
  return (
    <>
      <ManagerLayout
        title={collection.title}
        intro={collection.intro}
        preview={preview}
        actions={<Button variant="outlined" startIcon={<DeleteOutlinedIcon />} onClick={() => setTrashOpen(true)}>Trash</Button>}
        form={
          <FormPanel
            heading={editing ? collection.formHeading.edit : collection.formHeading.add}
            editing={editing}
            editId={form.editId}
            submitting={submitting}
            submitText={submitLabel(collection.submitLabels, editing, submitting)}
            onSubmit={() => void save()}
            onCancelEdit={form.reset}
            after={editing && <HistoryPanel history={history} current={form.values as object} onRestore={restoreRevision} />}
          >
            <DraftPrompt draft={form.draft.offer} onRestore={form.draft.restore} onDiscard={form.draft.discard} />
            <Fields {...fields} />
          </FormPanel>
        }
        list={
          <CollectionList
            title={collection.listTitle}
            emptyText={collection.emptyText}
            searchLabel={collection.searchLabel}
            filter={collection.filter}
            controls={list.controls}
            row={collection.row}
            items={list.items}
            loading={list.loading}
            failed={list.failed}
            reload={list.reload}
            editId={form.editId}
            deletingId={form.deletingId}
            onEdit={startEdit}
            onDelete={form.askDelete}
          />
        }
      />
      <ConflictDialog conflict={conflict} />
      <TrashDialog open={trashOpen} onClose={() => setTrashOpen(false)} kind={collection.kind} keptDays={TRASH_RETENTION_DAYS} trash={trash} canPurge={isOwner} />
      <ConfirmDeleteDialog kind={collection.kind} name={form.pendingDelete?.name ?? null} onCancel={form.cancelDelete} onConfirm={() => void deletePending()} />
    </>
  );
}

/** The empty list's text while a search or filter is on. */
export const NO_MATCH = 'Nothing matches this search.';

interface ListProps<TItem extends { id: string }> {
  title: string;
  emptyText: string;
  searchLabel: string;
  filter?: ListFilter;
  controls: ListControlsState;
  row: (item: TItem) => ListRow;
  items: ReadonlyArray<TItem>;
  loading: boolean;
  failed: boolean;
  reload: () => Promise<unknown>;
  editId: string | null;
  deletingId: string | null;
  onEdit: (item: TItem) => void;
  onDelete: (target: { id: string; name: string }) => void;
}

function CollectionListView<TItem extends { id: string }>(props: ListProps<TItem>) {
  const { title, emptyText, searchLabel, filter, controls, row, items, loading, failed, reload, editId, deletingId, onEdit, onDelete } = props;
  return (
    <ContentListPanel
      title={title}
      count={controls.total}
      shown={items.length}
      loading={loading}
      error={failed}
      onRetry={() => void reload().catch(() => undefined)}
      emptyText={controls.filtered ? NO_MATCH : emptyText}
      toolbar={<ListSearch controls={controls} filter={filter} what={searchLabel} />}
      footer={<ListPagination controls={controls} label={title} />}
    >
      {items.map((item) => {
        const { title: heading, label = heading, ...shown } = row(item);
        return (
          <ContentListItem
            key={item.id}
            name={label}
            title={heading}
            {...shown}
            editing={editId === item.id}
            deleting={deletingId === item.id}
            onEdit={() => onEdit(item)}
            onDelete={() => onDelete({ id: item.id, name: heading })}
          />
        );
      })}
    </ContentListPanel>
  );
}

/** Typing in the form leaves the list alone. */
const CollectionList = memo(CollectionListView) as typeof CollectionListView;
