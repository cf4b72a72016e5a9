import { item } from '../rest/answers';
import { graphql } from '../rest/gql';
import type { RestRoute } from '../rest/rest-route';

/** Not `cache: 'public'`: every answer is a fresh token, sent with `Cache-Control: private, no-store`. */
export const formTokenRoutes: RestRoute[] = [
  {
    method: 'get', path: '/api/form-token',
    document: graphql(`query RestFormToken { formToken }`),
    answer: item('formToken'),
  },
];
