import { COLLECTION_LABELS, PORTFOLIO_CATEGORIES } from '@consultancy/domain';
import type { Collection } from '../content-list/collection';
import { formatListDate } from '../content-list/format';
import { publicationLabel } from '../content-list/PublicationFields';
import { graphql } from '../gql';
import { emptyPortfolioForm, portfolioFormFromItem, portfolioVariables, portfolioPreview, type PortfolioFormValues, type PortfolioItem } from './form';

/** A project as the manager and the dashboard read it. */
export const PortfolioItemFragment = graphql(`
  fragment AdminPortfolioItem on Portfolio {
    id
    version
    slug
    status
    publishAt
    seoTitle
    seoDescription
    socialImage
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
    imageUrls
    imageAlts
    views
    createdAt
  }
`);

const PortfolioListQuery = graphql(`
  query AdminPortfolioManagerList($page: Int!, $limit: Int!, $q: String, $category: String) {
    portfolios(page: $page, limit: $limit, q: $q, category: $category) {
      total
      items {
        ...AdminPortfolioItem
      }
    }
  }
`);

/** The trash: deleted items, with who deleted them and when; each can come back, or (owners) go for good. */
const PortfolioTrashQuery = graphql(`
  query AdminPortfolioManagerTrash($page: Int!, $limit: Int!) {
    trashedPortfolios(page: $page, limit: $limit) {
      total
      items {
        ...AdminTrashedItem
      }
    }
  }
`);

const RestorePortfolioMutation = graphql(`
  mutation AdminPortfolioManagerRestore($id: ID!) {
    restorePortfolio(id: $id) {
      id
    }
  }
`);

const PurgePortfolioMutation = graphql(`
  mutation AdminPortfolioManagerPurge($id: ID!) {
    purgePortfolio(id: $id)
  }
`);

/** The item as stored now (after a refused save, to compare with it or overwrite it). */
const PortfolioOneQuery = graphql(`
  query AdminPortfolioManagerOne($id: ID!) {
    portfolio(id: $id) {
      ...AdminPortfolioItem
    }
  }
`);

const AddPortfolioMutation = graphql(`
  mutation AdminPortfolioManagerAdd($input: PortfolioInput!, $images: [Upload!], $existingImages: [String!]) {
    addPortfolio(input: $input, images: $images, existingImages: $existingImages) {
      ...AdminPortfolioItem
    }
  }
`);

const UpdatePortfolioMutation = graphql(`
  mutation AdminPortfolioManagerUpdate($id: ID!, $version: Int, $input: PortfolioInput!, $images: [Upload!], $existingImages: [String!]) {
    updatePortfolio(id: $id, version: $version, input: $input, images: $images, existingImages: $existingImages) {
      ...AdminPortfolioItem
    }
  }
`);

const DeletePortfolioMutation = graphql(`
  mutation AdminPortfolioManagerDelete($id: ID!) {
    deletePortfolio(id: $id)
  }
`);

export const portfolioCollection: Collection<PortfolioItem, PortfolioFormValues, ReturnType<typeof portfolioVariables>> = {
  documents: {
    list: PortfolioListQuery,
    item: PortfolioItemFragment,
    one: PortfolioOneQuery,
    trash: PortfolioTrashQuery,
    restore: RestorePortfolioMutation,
    purge: PurgePortfolioMutation,
    add: AddPortfolioMutation,
    update: UpdatePortfolioMutation,
    remove: DeletePortfolioMutation,
  },
  key: 'portfolio',
  kind: 'portfolio',
  label: COLLECTION_LABELS.portfolio,
  title: 'Portfolio Management',
  intro: 'Add, edit and remove the projects shown on the public portfolio.',
  formHeading: { add: 'Add New Portfolio', edit: 'Edit Portfolio' },
  submitLabels: { add: 'Add Portfolio', update: 'Update Portfolio', adding: 'Adding...', updating: 'Updating...' },
  listTitle: 'Portfolio Projects',
  emptyText: 'No portfolio projects yet. Add the first one with the form.',
  searchLabel: 'projects',
  filter: { name: 'category', label: 'Filter by category', options: PORTFOLIO_CATEGORIES },
  row: (item) => ({
    title: item.projectName || item.category,
    meta: `${publicationLabel(item.status, item.publishAt)} · ${item.category} · ${formatListDate(item.projectDate || item.createdAt)}`,
    images: item.imageUrls,
    description: item.description,
  }),
  form: { empty: emptyPortfolioForm, fromItem: portfolioFormFromItem, toVariables: portfolioVariables },
  preview: { kind: 'portfolio', item: portfolioPreview },
};
