import { COLLECTION_LABELS } from '@consultancy/domain';
import { Rating } from '@mui/material';
import type { Collection } from '../content-list/collection';
import { graphql } from '../gql';
import { emptyTestimonialForm, testimonialFormFromItem, testimonialVariables, testimonialPreview, type TestimonialFormValues, type TestimonialItem } from './form';

/** A testimonial as the manager and the dashboard read it. */
export const TestimonialItemFragment = graphql(`
  fragment AdminTestimonialItem on Testimonial {
    id
    version
    userName
    userRole
    rating
    review
    userImage
    userImageAlt
    views
    createdAt
  }
`);

export const TestimonialListQuery = graphql(`
  query AdminTestimonialManagerList($page: Int!, $limit: Int!, $q: String) {
    testimonials(page: $page, limit: $limit, q: $q) {
      total
      items {
        ...AdminTestimonialItem
      }
    }
  }
`);

/** The trash: deleted items, with who deleted them and when; each can come back, or (owners) go for good. */
export const TestimonialTrashQuery = graphql(`
  query AdminTestimonialManagerTrash($page: Int!, $limit: Int!) {
    trashedTestimonials(page: $page, limit: $limit) {
      total
      items {
        ...AdminTrashedItem
      }
    }
  }
`);

export const RestoreTestimonialMutation = graphql(`
  mutation AdminTestimonialManagerRestore($id: ID!) {
    restoreTestimonial(id: $id) {
      id
    }
  }
`);

export const PurgeTestimonialMutation = graphql(`
  mutation AdminTestimonialManagerPurge($id: ID!) {
    purgeTestimonial(id: $id)
  }
`);

/** The item as stored now (after a refused save, to compare with it or overwrite it). */
export const TestimonialOneQuery = graphql(`
  query AdminTestimonialManagerOne($id: ID!) {
    testimonial(id: $id) {
      ...AdminTestimonialItem
    }
  }
`);

export const AddTestimonialMutation = graphql(`
  mutation AdminTestimonialManagerAdd($input: TestimonialInput!, $image: Upload, $existingImages: [String!]) {
    addTestimonial(input: $input, image: $image, existingImages: $existingImages) {
      ...AdminTestimonialItem
    }
  }
`);

export const UpdateTestimonialMutation = graphql(`
  mutation AdminTestimonialManagerUpdate($id: ID!, $version: Int, $input: TestimonialInput!, $image: Upload, $existingImages: [String!]) {
    updateTestimonial(id: $id, version: $version, input: $input, image: $image, existingImages: $existingImages) {
      ...AdminTestimonialItem
    }
  }
`);

export const DeleteTestimonialMutation = graphql(`
  mutation AdminTestimonialManagerDelete($id: ID!) {
    deleteTestimonial(id: $id)
  }
`);

export const testimonialCollection: Collection<TestimonialItem, TestimonialFormValues, ReturnType<typeof testimonialVariables>> = {
  documents: {
    list: TestimonialListQuery,
    item: TestimonialItemFragment,
    one: TestimonialOneQuery,
    trash: TestimonialTrashQuery,
    restore: RestoreTestimonialMutation,
    purge: PurgeTestimonialMutation,
    add: AddTestimonialMutation,
    update: UpdateTestimonialMutation,
    remove: DeleteTestimonialMutation,
  },
  key: 'testimonial',
  kind: 'testimonial',
  label: COLLECTION_LABELS.testimonial,
  title: 'Testimonials Management',
  intro: 'Collect what clients say about the work; the public site shows them in the testimonial marquee.',
  formHeading: { add: 'Add New Testimonial', edit: 'Edit Testimonial' },
  submitLabels: { add: 'Add Testimonial', update: 'Update Testimonial', adding: 'Adding...', updating: 'Updating...' },
  listTitle: 'Testimonials',
  emptyText: 'No testimonials yet. Add the first one with the form.',
  searchLabel: 'testimonials',
  row: (item) => ({
    title: item.userName,
    label: `testimonial by ${item.userName}`,
    meta: item.userRole || undefined,
    images: [item.userImage],
    description: item.review,
    extra: <Rating value={item.rating} readOnly size="small" aria-label={`${item.rating} out of 5 stars`} sx={{ mb: 0.5 }} />,
  }),
  form: { empty: emptyTestimonialForm, fromItem: testimonialFormFromItem, toVariables: testimonialVariables },
  preview: { kind: 'testimonial', item: testimonialPreview },
};
