import { useMutation, useQuery } from '@apollo/client/react';
import { Stack, TextField } from '@mui/material';
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
import { READING_TIME_MAX, READING_TIME_MIN, blogFormFromItem, blogVariables, emptyBlogForm } from './form';

const BlogListQuery = graphql(`
  query AdminBlogManagerList {
    blogs {
      _id
      title
      content
      excerpt
      tags
      publishDate
      readingTime
      category
      featuredImage
      views
      createdAt
    }
  }
`);

const AddBlogMutation = graphql(`
  mutation AdminBlogManagerAdd($input: BlogInput!, $image: Upload, $existingImages: [String!]) {
    addBlog(input: $input, image: $image, existingImages: $existingImages) {
      success
      message
    }
  }
`);

const UpdateBlogMutation = graphql(`
  mutation AdminBlogManagerUpdate($id: ID!, $input: BlogInput!, $image: Upload, $existingImages: [String!]) {
    updateBlog(id: $id, input: $input, image: $image, existingImages: $existingImages) {
      success
      message
    }
  }
`);

const DeleteBlogMutation = graphql(`
  mutation AdminBlogManagerDelete($id: ID!) {
    deleteBlog(id: $id) {
      success
      message
    }
  }
`);

const LABELS = { add: 'Publish Blog', update: 'Update Blog', adding: 'Publishing...', updating: 'Updating...' };

export function BlogManagement() {
  const list = useQuery(BlogListQuery, { notifyOnNetworkStatusChange: true });
  const [addBlog] = useMutation(AddBlogMutation);
  const [updateBlog] = useMutation(UpdateBlogMutation);
  const [deleteBlog] = useMutation(DeleteBlogMutation);
  const reload = useCallback(() => list.refetch(), [list.refetch]);
  const manager = useContentForm({ empty: emptyBlogForm, reload, itemLabel: 'blog post' });
  const { values, change, editing } = manager;
  const items = list.data?.blogs ?? [];

  const save = () =>
    manager.submit(async (form, editId) => {
      const variables = blogVariables(form);
      if (editId) return (await updateBlog({ variables: { id: editId, ...variables } })).data?.updateBlog;
      return (await addBlog({ variables })).data?.addBlog;
    });

  const form = (
    <FormPanel
      heading={editing ? 'Edit Blog Post' : 'Write a New Blog Post'}
      editing={editing}
      editId={manager.editId}
      submitting={manager.submitting}
      submitText={submitLabel(LABELS, editing, manager.submitting)}
      onSubmit={save}
      onCancelEdit={manager.reset}
    >
      <TextField
        label="Title"
        name="title"
        required
        fullWidth
        value={values.title}
        onChange={(event) => change({ title: event.target.value })}
      />
      <RichTextEditor label="Content" value={values.content} onChange={manager.setField('content')} minHeight={260} />
      <TextField
        label="Excerpt"
        name="excerpt"
        fullWidth
        multiline
        minRows={2}
        maxRows={6}
        helperText="A short summary shown in lists."
        value={values.excerpt}
        onChange={(event) => change({ excerpt: event.target.value })}
      />
      <TextField
        label="Tags"
        name="tags"
        fullWidth
        placeholder="react, cloud, startups"
        helperText="Comma-separated."
        value={values.tags}
        onChange={(event) => change({ tags: event.target.value })}
      />
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <TextField
          label="Publish Date"
          name="publishDate"
          type="date"
          fullWidth
          value={values.publishDate}
          onChange={(event) => change({ publishDate: event.target.value })}
          slotProps={{ inputLabel: { shrink: true } }}
        />
        <TextField
          label="Reading Time (minutes)"
          name="readingTime"
          type="number"
          fullWidth
          value={values.readingTime}
          onChange={(event) => change({ readingTime: event.target.value })}
          slotProps={{ htmlInput: { min: READING_TIME_MIN, max: READING_TIME_MAX, step: 1 } }}
        />
      </Stack>
      <ImagePicker
        label="Featured Image"
        subject={values.title || 'Blog post'}
        existing={values.existingImages}
        onExistingChange={manager.setField('existingImages')}
        added={values.newImages}
        onAddedChange={manager.setField('newImages')}
        recommendedSize="1200x630px"
      />
    </FormPanel>
  );

  const { editId, deletingId, edit, askDelete } = manager;
  const listPanel = useMemo(() => (
    <ContentListPanel
      title="Blog Posts"
      count={items.length}
      loading={list.loading}
      error={Boolean(list.error) && items.length === 0}
      onRetry={() => void list.refetch().catch(() => undefined)}
      emptyText="No blog posts yet. Write the first one with the form."
    >
      {items.map((item) => (
        <ContentListItem
          key={item._id}
          name={item.title}
          title={item.title}
          meta={`${formatListDate(item.publishDate || item.createdAt)} · ${item.readingTime} min read${item.tags ? ` · ${item.tags}` : ''}`}
          images={[item.featuredImage]}
          description={item.excerpt || item.content}
          editing={editId === item._id}
          deleting={deletingId === item._id}
          onEdit={() => edit(item._id, blogFormFromItem(item))}
          onDelete={() => askDelete({ id: item._id, name: item.title })}
        />
      ))}
    </ContentListPanel>
  ), [items, list.loading, list.error, list.refetch, editId, deletingId, edit, askDelete]);

  return (
    <>
      <ManagerLayout title="Blog Management" intro="Write, edit and remove the posts of the public blog." form={form} list={listPanel} />
      <ConfirmDeleteDialog
        kind="blog post"
        name={manager.pendingDelete?.name ?? null}
        onCancel={manager.cancelDelete}
        onConfirm={() => void manager.confirmDelete(async (id) => (await deleteBlog({ variables: { id } })).data?.deleteBlog)}
      />
    </>
  );
}
