import { useMutation, useQuery } from '@apollo/client/react';
import { FormControl, InputLabel, MenuItem, Rating, Select, Stack, TextField } from '@mui/material';
import { useCallback, useMemo } from 'react';
import { graphql } from '../gql';
import { ConfirmDeleteDialog } from '../content-list/ConfirmDeleteDialog';
import { ContentListItem, ContentListPanel } from '../content-list/ContentList';
import { submitLabel } from '../content-list/form-state';
import { FormPanel, ManagerLayout } from '../content-list/ManagerLayout';
import { useContentForm } from '../content-list/useContentForm';
import { ImagePicker } from '../images/ImagePicker';
import { RATINGS, emptyTestimonialForm, testimonialFormFromItem, testimonialVariables } from './form';

export const TestimonialListQuery = graphql(`
  query AdminTestimonialManagerList {
    testimonials {
      _id
      userName
      userRole
      rating
      review
      userImage
      createdAt
    }
  }
`);

export const AddTestimonialMutation = graphql(`
  mutation AdminTestimonialManagerAdd($input: TestimonialInput!, $image: Upload, $existingImages: [String!]) {
    addTestimonial(input: $input, image: $image, existingImages: $existingImages) {
      success
      message
    }
  }
`);

export const UpdateTestimonialMutation = graphql(`
  mutation AdminTestimonialManagerUpdate($id: ID!, $input: TestimonialInput!, $image: Upload, $existingImages: [String!]) {
    updateTestimonial(id: $id, input: $input, image: $image, existingImages: $existingImages) {
      success
      message
    }
  }
`);

export const DeleteTestimonialMutation = graphql(`
  mutation AdminTestimonialManagerDelete($id: ID!) {
    deleteTestimonial(id: $id) {
      success
      message
    }
  }
`);

const LABELS = { add: 'Add Testimonial', update: 'Update Testimonial', adding: 'Adding...', updating: 'Updating...' };

export function TestimonialsManagement() {
  const list = useQuery(TestimonialListQuery, { notifyOnNetworkStatusChange: true });
  const [addTestimonial] = useMutation(AddTestimonialMutation);
  const [updateTestimonial] = useMutation(UpdateTestimonialMutation);
  const [deleteTestimonial] = useMutation(DeleteTestimonialMutation);
  const reload = useCallback(() => list.refetch(), [list.refetch]);
  const manager = useContentForm({ empty: emptyTestimonialForm, reload, itemLabel: 'testimonial' });
  const { values, change, editing } = manager;
  const items = list.data?.testimonials ?? [];

  const save = () =>
    manager.submit(async (form, editId) => {
      const variables = testimonialVariables(form);
      if (editId) return (await updateTestimonial({ variables: { id: editId, ...variables } })).data?.updateTestimonial;
      return (await addTestimonial({ variables })).data?.addTestimonial;
    });

  const form = (
    <FormPanel
      heading={editing ? 'Edit Testimonial' : 'Add New Testimonial'}
      editing={editing}
      editId={manager.editId}
      submitting={manager.submitting}
      submitText={submitLabel(LABELS, editing, manager.submitting)}
      onSubmit={save}
      onCancelEdit={manager.reset}
    >
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <TextField
          label="Name"
          name="userName"
          required
          fullWidth
          value={values.userName}
          onChange={(event) => change({ userName: event.target.value })}
        />
        <TextField
          label="Role"
          name="userRole"
          fullWidth
          placeholder="CEO, Acme Inc."
          value={values.userRole}
          onChange={(event) => change({ userRole: event.target.value })}
        />
      </Stack>
      <FormControl fullWidth required sx={{ maxWidth: { sm: 240 } }}>
        <InputLabel id="testimonial-rating-label">Rating</InputLabel>
        <Select
          labelId="testimonial-rating-label"
          id="testimonial-rating"
          label="Rating"
          name="rating"
          required
          value={values.rating}
          onChange={(event) => change({ rating: event.target.value })}
          renderValue={(value) => (
            <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
              <Rating value={Number(value)} readOnly size="small" aria-hidden />
              <span>
                {value} star{value === '1' ? '' : 's'}
              </span>
            </Stack>
          )}
        >
          {RATINGS.map((rating) => (
            <MenuItem key={rating} value={String(rating)}>
              <Rating value={rating} readOnly size="small" sx={{ mr: 1 }} aria-hidden />
              {rating} star{rating === 1 ? '' : 's'}
            </MenuItem>
          ))}
        </Select>
      </FormControl>
      <TextField
        label="Review"
        name="review"
        required
        fullWidth
        multiline
        minRows={4}
        maxRows={14}
        value={values.review}
        onChange={(event) => change({ review: event.target.value })}
      />
      <ImagePicker
        label="Photo (optional)"
        subject={values.userName || 'Client'}
        existing={values.existingImages}
        onExistingChange={manager.setField('existingImages')}
        added={values.newImages}
        onAddedChange={manager.setField('newImages')}
        recommendedSize="400x400px"
      />
    </FormPanel>
  );

  const { editId, deletingId, edit, askDelete } = manager;
  const listPanel = useMemo(() => (
    <ContentListPanel
      title="Testimonials"
      count={items.length}
      loading={list.loading}
      error={Boolean(list.error) && items.length === 0}
      onRetry={() => void list.refetch().catch(() => undefined)}
      emptyText="No testimonials yet. Add the first one with the form."
    >
      {items.map((item) => (
        <ContentListItem
          key={item._id}
          name={`testimonial by ${item.userName}`}
          title={item.userName}
          meta={item.userRole || undefined}
          images={[item.userImage]}
          description={item.review}
          extra={<Rating value={item.rating} readOnly size="small" aria-label={`${item.rating} out of 5 stars`} sx={{ mb: 0.5 }} />}
          editing={editId === item._id}
          deleting={deletingId === item._id}
          onEdit={() => edit(item._id, testimonialFormFromItem(item))}
          onDelete={() => askDelete({ id: item._id, name: item.userName })}
        />
      ))}
    </ContentListPanel>
  ), [items, list.loading, list.error, list.refetch, editId, deletingId, edit, askDelete]);

  return (
    <>
      <ManagerLayout
        title="Testimonials Management"
        intro="Collect what clients say about the work; the public site shows them in the testimonial marquee."
        form={form}
        list={listPanel}
      />
      <ConfirmDeleteDialog
        kind="testimonial"
        name={manager.pendingDelete?.name ?? null}
        onCancel={manager.cancelDelete}
        onConfirm={() => void manager.confirmDelete(async (id) => (await deleteTestimonial({ variables: { id } })).data?.deleteTestimonial)}
      />
    </>
  );
}
