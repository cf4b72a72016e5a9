import { useMutation, useQuery } from '@apollo/client/react';
import { FormControl, InputLabel, MenuItem, Select, Stack, TextField } from '@mui/material';
import { useCallback, useMemo } from 'react';
import { graphql } from '../gql';
import { ConfirmDeleteDialog } from '../content-list/ConfirmDeleteDialog';
import { ContentListItem, ContentListPanel } from '../content-list/ContentList';
import { formatListDate } from '../content-list/format';
import { submitLabel } from '../content-list/form-state';
import { FormPanel, ManagerLayout } from '../content-list/ManagerLayout';
import { useContentForm } from '../content-list/useContentForm';
import { RichTextEditor } from '../editor/RichTextEditor';
import { ImagePicker } from '../images/ImagePicker';
import { PORTFOLIO_CATEGORIES, emptyPortfolioForm, portfolioFormFromItem, portfolioVariables } from './form';

const PortfolioListQuery = graphql(`
  query AdminPortfolioManagerList {
    portfolios {
      _id
      category
      projectName
      projectUrl
      projectDate
      description
      content
      problem
      solution
      result
      testimonial
      services
      clientName
      images_url
      views
      createdAt
    }
  }
`);

const AddPortfolioMutation = graphql(`
  mutation AdminPortfolioManagerAdd($input: PortfolioInput!, $images: [Upload!], $existingImages: [String!]) {
    addPortfolio(input: $input, images: $images, existingImages: $existingImages) {
      success
      message
    }
  }
`);

const UpdatePortfolioMutation = graphql(`
  mutation AdminPortfolioManagerUpdate($id: ID!, $input: PortfolioInput!, $images: [Upload!], $existingImages: [String!]) {
    updatePortfolio(id: $id, input: $input, images: $images, existingImages: $existingImages) {
      success
      message
    }
  }
`);

const DeletePortfolioMutation = graphql(`
  mutation AdminPortfolioManagerDelete($id: ID!) {
    deletePortfolio(id: $id) {
      success
      message
    }
  }
`);

const LABELS = { add: 'Add Portfolio', update: 'Update Portfolio', adding: 'Adding...', updating: 'Updating...' };
const multiline = { multiline: true, minRows: 3, maxRows: 12, fullWidth: true } as const;

export function PortfolioManagement() {
  const list = useQuery(PortfolioListQuery, { notifyOnNetworkStatusChange: true });
  const [addPortfolio] = useMutation(AddPortfolioMutation);
  const [updatePortfolio] = useMutation(UpdatePortfolioMutation);
  const [deletePortfolio] = useMutation(DeletePortfolioMutation);
  const reload = useCallback(() => list.refetch(), [list.refetch]);
  const manager = useContentForm({ empty: emptyPortfolioForm, reload, itemLabel: 'portfolio' });
  const { values, change, editing } = manager;
  const items = list.data?.portfolios ?? [];

  const save = () =>
    manager.submit(async (form, editId) => {
      const variables = portfolioVariables(form);
      if (editId) return (await updatePortfolio({ variables: { id: editId, ...variables } })).data?.updatePortfolio;
      return (await addPortfolio({ variables })).data?.addPortfolio;
    });

  const text = (field: 'projectName' | 'projectUrl' | 'problem' | 'solution' | 'result' | 'testimonial' | 'services' | 'clientName') => ({
    name: field,
    value: values[field],
    onChange: (event: React.ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => change({ [field]: event.target.value }),
  });

  const form = (
    <FormPanel
      heading={editing ? 'Edit Portfolio' : 'Add New Portfolio'}
      editing={editing}
      editId={manager.editId}
      submitting={manager.submitting}
      submitText={submitLabel(LABELS, editing, manager.submitting)}
      onSubmit={save}
      onCancelEdit={manager.reset}
    >
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <FormControl fullWidth required>
          <InputLabel id="portfolio-category-label">Category</InputLabel>
          <Select
            labelId="portfolio-category-label"
            id="portfolio-category"
            label="Category"
            name="category"
            value={values.category}
            onChange={(event) => change({ category: event.target.value })}
            required
          >
            {PORTFOLIO_CATEGORIES.map((category) => (
              <MenuItem key={category} value={category}>
                {category}
              </MenuItem>
            ))}
          </Select>
        </FormControl>
        <TextField label="Project Name" required fullWidth {...text('projectName')} />
      </Stack>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <TextField label="Project URL" type="url" fullWidth placeholder="https://example.com" {...text('projectUrl')} />
        <TextField
          label="Project Date"
          type="date"
          fullWidth
          name="projectDate"
          value={values.projectDate}
          onChange={(event) => change({ projectDate: event.target.value })}
          slotProps={{ inputLabel: { shrink: true } }}
        />
      </Stack>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <TextField label="Services" fullWidth {...text('services')} />
        <TextField label="Client Name" fullWidth {...text('clientName')} />
      </Stack>
      <RichTextEditor
        label="Description"
        value={values.description}
        onChange={manager.setField('description')}
        placeholder="A short summary of the project…"
        minHeight={120}
      />
      <RichTextEditor
        label="Content"
        value={values.content}
        onChange={manager.setField('content')}
        placeholder="The full story of the project…"
      />
      <TextField label="Problem" {...multiline} {...text('problem')} />
      <TextField label="Solution" {...multiline} {...text('solution')} />
      <TextField label="Result" {...multiline} {...text('result')} />
      <TextField label="Testimonial" {...multiline} helperText="Plain text; line breaks are kept." {...text('testimonial')} />
      <ImagePicker
        label="Project Images"
        multiple
        subject={values.projectName || 'Project'}
        existing={values.existingImages}
        onExistingChange={manager.setField('existingImages')}
        added={values.newImages}
        onAddedChange={manager.setField('newImages')}
        recommendedSize="1200x800px"
      />
    </FormPanel>
  );

  const { editId, deletingId, edit, askDelete } = manager;
  const listPanel = useMemo(() => (
    <ContentListPanel
      title="Portfolio Projects"
      count={items.length}
      loading={list.loading}
      error={Boolean(list.error) && items.length === 0}
      onRetry={() => void list.refetch().catch(() => undefined)}
      emptyText="No portfolio projects yet. Add the first one with the form."
    >
      {items.map((item) => {
        const name = item.projectName || item.category;
        return (
          <ContentListItem
            key={item._id}
            name={name}
            title={name}
            meta={`${item.category} · ${formatListDate(item.projectDate || item.createdAt)}`}
            images={item.images_url}
            description={item.description}
            editing={editId === item._id}
            deleting={deletingId === item._id}
            onEdit={() => edit(item._id, portfolioFormFromItem(item))}
            onDelete={() => askDelete({ id: item._id, name })}
          />
        );
      })}
    </ContentListPanel>
  ), [items, list.loading, list.error, list.refetch, editId, deletingId, edit, askDelete]);

  return (
    <>
      <ManagerLayout
        title="Portfolio Management"
        intro="Add, edit and remove the projects shown on the public portfolio."
        form={form}
        list={listPanel}
      />
      <ConfirmDeleteDialog
        kind="portfolio"
        name={manager.pendingDelete?.name ?? null}
        onCancel={manager.cancelDelete}
        onConfirm={() => void manager.confirmDelete(async (id) => (await deletePortfolio({ variables: { id } })).data?.deletePortfolio)}
      />
    </>
  );
}
