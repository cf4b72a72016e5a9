import type { RestRoute } from '../../server/rest/rest-route';

export const sessionRoutes: RestRoute[] = [
  { method: 'post', path: '/api/admin/logout', field: 'logout' },
  { method: 'get', path: '/api/admin/sessions', field: 'mySessions', as: 'sessions' },
  { method: 'delete', path: '/api/admin/sessions/:id', field: 'endSession' },
  { method: 'delete', path: '/api/admin/sessions', field: 'endOtherSessions' },
];
