import type { RestRoute } from '../../server/rest/rest-route';

export const accountRoutes: RestRoute[] = [
  { method: 'get', path: '/api/admin/me', field: 'me', as: 'admin' },
  { method: 'put', path: '/api/admin/password', field: 'changePassword' },
];
