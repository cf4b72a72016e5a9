import { item } from '../../api/rest/answers';
import { graphql } from '../../api/rest/gql';
import type { RestRoute } from '../../api/rest/rest-route';

/** Not `cache: 'public'`: every answer is a fresh token, sent with `Cache-Control: private, no-store`. */
export const formTokenRoutes: RestRoute[] = [
  {
    method: 'get', path: '/api/form-token',
    document: graphql(`query RestFormToken { formToken }`),
    answer: item('formToken'),
  },
];
