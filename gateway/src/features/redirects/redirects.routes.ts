import { REDIRECT_MESSAGES, redirectImportMessage } from '@consultancy/domain/redirects';
import { done, page } from '../../api/rest/answers';
import { graphql } from '../../api/rest/gql';
import type { RestRoute } from '../../api/rest/rest-route';

/** A redirect as every REST answer carries it. */
graphql(`fragment RestRedirectFields on Redirect { id fromPath to status hits createdAt updatedAt }`);

/** /api/redirects…: the redirect table; /api/analytics/not-found: the 404 log (administrators). */
export const redirectsRoutes: RestRoute[] = [
  {
    method: 'get', path: '/api/redirects',
    document: graphql(`
      query RestRedirects($page: Int, $limit: Int, $q: String) {
        redirects(page: $page, limit: $limit, q: $q) { items { ...RestRedirectFields } page limit total pages }
      }
    `),
    answer: page('redirects'),
  },
  {
    method: 'post', path: '/api/redirects/import', files: 'file',
    document: graphql(`mutation RestImportRedirects($file: Upload!) { importRedirects(file: $file) { imported refused { line source reason } } }`),
    answer: (data) => ({ message: redirectImportMessage(data.importRedirects.imported, data.importRedirects.refused.length), ...data.importRedirects }),
  },
  {
    method: 'post', path: '/api/redirects',
    document: graphql(`mutation RestAddRedirect($input: RedirectInput!) { addRedirect(input: $input) { ...RestRedirectFields } }`),
    answer: done(REDIRECT_MESSAGES.created, 'redirect'),
  },
  {
    method: 'put', path: '/api/redirects/:id',
    document: graphql(`mutation RestUpdateRedirect($id: ID!, $input: RedirectInput!) { updateRedirect(id: $id, input: $input) { ...RestRedirectFields } }`),
    answer: done(REDIRECT_MESSAGES.updated, 'redirect'),
  },
  {
    method: 'delete', path: '/api/redirects/:id',
    document: graphql(`mutation RestDeleteRedirect($id: ID!) { deleteRedirect(id: $id) }`),
    answer: (data) => ({ message: REDIRECT_MESSAGES.deleted, _id: data.deleteRedirect }),
  },
  {
    method: 'get', path: '/api/analytics/not-found',
    document: graphql(`
      query RestNotFoundPaths($page: Int, $limit: Int, $q: String) {
        notFoundPaths(page: $page, limit: $limit, q: $q) { items { id path hits firstSeenAt lastSeenAt referrer } page limit total pages }
      }
    `),
    answer: page('notFound'),
  },
];
