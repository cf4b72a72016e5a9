import type { RestRoute } from '../../server/rest/rest-route';

export const adminsRoutes: RestRoute[] = [
  { method: 'get', path: '/api/admin/admins', field: 'admins' },
  { method: 'post', path: '/api/admin/admins', field: 'createAdmin' },
  { method: 'put', path: '/api/admin/admins/:id', field: 'updateAdmin' },
  { method: 'delete', path: '/api/admin/admins/:id', field: 'deleteAdmin' },
];
