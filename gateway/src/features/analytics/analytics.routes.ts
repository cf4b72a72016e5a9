import type { RestRoute } from '../../server/rest/rest-route';

export const analyticsRoutes: RestRoute[] = [
  { method: 'get', path: '/api/analytics/stats', field: 'analyticsStats', as: 'data' },
  { method: 'post', path: '/api/analytics/track', field: 'trackView' },
];
