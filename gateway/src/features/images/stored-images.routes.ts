import { page } from '../../api/rest/answers';
import { graphql } from '../../api/rest/gql';
import type { RestRoute } from '../../api/rest/rest-route';

/** GET /api/images/all?page=&limit=&q=: the stored images (administrators). */
export const storedImagesRoutes: RestRoute[] = [
  {
    method: 'get', path: '/api/images/all',
    document: graphql(`query RestStoredImages($page: Int, $limit: Int, $q: String) { storedImages(page: $page, limit: $limit, q: $q) { items page limit total pages } }`),
    answer: page('images'),
  },
];
