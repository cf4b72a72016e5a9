import type { RestRoute } from '../../server/rest/rest-route';

export const subscriptionRoutes: RestRoute[] = [
  { method: 'get', path: '/api/subscription/all', field: 'subscriptions', paged: true },
  { method: 'post', path: '/api/subscription/subscribe', field: 'subscribe' },
  { method: 'delete', path: '/api/subscription/:id', field: 'deleteSubscription' },
];
