import type { ResultOf } from '@graphql-typed-document-node/core';
import { graphql } from '../gql';

/** A redirect as the screen reads it and its changes answer it. */
graphql(`
  fragment AdminRedirect on Redirect { id fromPath to status hits createdAt }
`);

export const RedirectsQuery = graphql(`
  query AdminRedirects($page: Int!, $limit: Int!, $q: String) {
    redirects(page: $page, limit: $limit, q: $q) { total items { ...AdminRedirect @unmask } }
  }
`);

export const NotFoundPathsQuery = graphql(`
  query AdminNotFoundPaths($page: Int!, $limit: Int!, $q: String) {
    notFoundPaths(page: $page, limit: $limit, q: $q) { total items { id path hits lastSeenAt referrer } }
  }
`);

export const AddRedirectMutation = graphql(`
  mutation AdminAddRedirect($input: RedirectInput!) {
    addRedirect(input: $input) { ...AdminRedirect @unmask }
  }
`);

export const DeleteRedirectMutation = graphql(`
  mutation AdminDeleteRedirect($id: ID!) {
    deleteRedirect(id: $id)
  }
`);

export const ImportRedirectsMutation = graphql(`
  mutation AdminImportRedirects($file: Upload!) {
    importRedirects(file: $file) { imported refused { line source reason } }
  }
`);

export type RedirectRow = ResultOf<typeof RedirectsQuery>['redirects']['items'][number];
export type MissingRow = ResultOf<typeof NotFoundPathsQuery>['notFoundPaths']['items'][number];
export type ImportResult = ResultOf<typeof ImportRedirectsMutation>['importRedirects'];
