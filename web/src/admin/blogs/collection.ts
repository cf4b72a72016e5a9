import { COLLECTION_LABELS } from '@consultancy/domain';
import { createElement } from 'react';
import { NewsletterButton } from './NewsletterButton';
import type { Collection } from '../content-list/collection';
import { formatListDate } from '../content-list/format';
import { publicationLabel } from '../content-list/PublicationFields';
import { graphql } from '../gql';
import { blogFormFromItem, blogVariables, emptyBlogForm, blogPreview, type BlogFormValues, type BlogItem } from './form';

/** A post as the manager and the dashboard read it. */
export const BlogItemFragment = graphql(`
  fragment AdminBlogItem on Blog {
    id
    version
    slug
    status
    publishAt
    seoTitle
    seoDescription
    socialImage
    title
    content
    excerpt
    tags
    publishDate
    readingTime
    category
    featuredImage
    featuredImageAlt
    views
    createdAt
  }
`);

const BlogListQuery = graphql(`
  query AdminBlogManagerList($page: Int!, $limit: Int!, $q: String) {
    blogs(page: $page, limit: $limit, q: $q) {
      total
      items {
        ...AdminBlogItem
      }
    }
  }
`);

/** The trash: deleted items, with who deleted them and when; each can come back, or (owners) go for good. */
const BlogTrashQuery = graphql(`
  query AdminBlogManagerTrash($page: Int!, $limit: Int!) {
    trashedBlogs(page: $page, limit: $limit) {
      total
      items {
        ...AdminTrashedItem
      }
    }
  }
`);

const RestoreBlogMutation = graphql(`
  mutation AdminBlogManagerRestore($id: ID!) {
    restoreBlog(id: $id) {
      id
    }
  }
`);

const PurgeBlogMutation = graphql(`
  mutation AdminBlogManagerPurge($id: ID!) {
    purgeBlog(id: $id)
  }
`);

/** The item as stored now (after a refused save, to compare with it or overwrite it). */
const BlogOneQuery = graphql(`
  query AdminBlogManagerOne($id: ID!) {
    blog(id: $id) {
      ...AdminBlogItem
    }
  }
`);

const AddBlogMutation = graphql(`
  mutation AdminBlogManagerAdd($input: BlogInput!, $image: Upload, $existingImages: [String!]) {
    addBlog(input: $input, image: $image, existingImages: $existingImages) {
      ...AdminBlogItem
    }
  }
`);

const UpdateBlogMutation = graphql(`
  mutation AdminBlogManagerUpdate($id: ID!, $version: Int, $input: BlogInput!, $image: Upload, $existingImages: [String!]) {
    updateBlog(id: $id, version: $version, input: $input, image: $image, existingImages: $existingImages) {
      ...AdminBlogItem
    }
  }
`);

const DeleteBlogMutation = graphql(`
  mutation AdminBlogManagerDelete($id: ID!) {
    deleteBlog(id: $id)
  }
`);

export const blogCollection: Collection<BlogItem, BlogFormValues, ReturnType<typeof blogVariables>> = {
  documents: {
    list: BlogListQuery,
    item: BlogItemFragment,
    one: BlogOneQuery,
    trash: BlogTrashQuery,
    restore: RestoreBlogMutation,
    purge: PurgeBlogMutation,
    add: AddBlogMutation,
    update: UpdateBlogMutation,
    remove: DeleteBlogMutation,
  },
  key: 'blog',
  kind: 'blog post',
  label: COLLECTION_LABELS.blog,
  title: 'Blog Management',
  intro: 'Write, edit and remove the posts of the public blog.',
  formHeading: { add: 'Write a New Blog Post', edit: 'Edit Blog Post' },
  submitLabels: { add: 'Publish Blog', update: 'Update Blog', adding: 'Publishing...', updating: 'Updating...' },
  listTitle: 'Blog Posts',
  emptyText: 'No blog posts yet. Write the first one with the form.',
  searchLabel: 'posts',
  row: (item) => ({
    title: item.title,
    meta: `${publicationLabel(item.status, item.publishAt)} · ${formatListDate(item.publishDate || item.createdAt)} · ${item.readingTime} min read${item.tags ? ` · ${item.tags}` : ''}`,
    images: [item.featuredImage],
    description: item.excerpt || item.content,
    extra: createElement(NewsletterButton, { post: item }),
  }),
  form: { empty: emptyBlogForm, fromItem: blogFormFromItem, toVariables: blogVariables },
  preview: { kind: 'blog', item: blogPreview },
};
