import { graphql } from '../../api/rest/gql';
import type { RestRoute } from '../../api/rest/rest-route';

/** GET /api/search: the site search, public and cached like the other public lists. */
export const searchRoutes: RestRoute[] = [
  {
    method: 'get', path: '/api/search',
    document: graphql(`
      query RestSearch($q: String, $page: Int, $limit: Int) {
        search(q: $q, page: $page, limit: $limit) { items { type id slug title excerpt url } page limit total pages }
      }
    `),
    answer: (data) => {
      const { items, ...pagination } = data.search;
      return { results: items, pagination };
    },
    cache: 'public',
  },
];
