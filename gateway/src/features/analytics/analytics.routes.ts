import { done, item } from '../../server/rest/answers';
import { graphql } from '../../server/rest/gql';
import type { RestRoute } from '../../server/rest/rest-route';

export const analyticsRoutes: RestRoute[] = [
  {
    method: 'get', path: '/api/analytics/stats',
    document: graphql(`query RestAnalyticsStats { analyticsStats { views { total } liveVisitors } }`),
    answer: item('data'),
  },
  {
    method: 'post', path: '/api/analytics/track',
    document: graphql(`mutation RestTrackView($page: String!, $type: String!, $id: ID) { trackView(page: $page, type: $type, id: $id) }`),
    answer: done('View recorded'),
  },
];
