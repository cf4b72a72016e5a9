import { done, item } from '../../api/rest/answers';
import { graphql } from '../../api/rest/gql';
import type { RestRoute } from '../../api/rest/rest-route';

export const analyticsRoutes: RestRoute[] = [
  {
    method: 'get', path: '/api/analytics/stats',
    document: graphql(`query RestAnalyticsStats { analyticsStats { views { total } liveVisitors } }`),
    answer: item('data'),
  },
  {
    method: 'get', path: '/api/analytics/summary',
    document: graphql(`query RestAnalyticsSummary($days: Int!) {
      analyticsSummary(days: $days) {
        views visitors
        series { date views visitors }
        pages { path views visitors }
        sources { source visitors }
        campaigns { source medium campaign visitors }
        devices { type visitors }
        conversions { source contacts subscriptions }
        landingPages { path visitors contacts subscriptions }
      }
    }`),
    answer: item('data'),
  },
  {
    method: 'post', path: '/api/analytics/track',
    document: graphql(`mutation RestTrackView($page: String!, $type: String!, $id: ID) { trackView(page: $page, type: $type, id: $id) }`),
    answer: done('View recorded'),
  },
  {
    method: 'post', path: '/api/analytics/view',
    document: graphql(`mutation RestRecordPageView(
      $path: String!, $landed: Boolean, $referrer: String, $utmSource: String, $utmMedium: String, $utmCampaign: String
    ) {
      recordPageView(path: $path, landed: $landed, referrer: $referrer, utmSource: $utmSource, utmMedium: $utmMedium, utmCampaign: $utmCampaign)
    }`),
    answer: done('View recorded'),
    beacon: true,
  },
];
