import type { RestRoute } from '../rest/rest-route';

export const accountRoutes: RestRoute[] = [{ method: 'put', path: '/api/admin/password', field: 'changePassword' }];
