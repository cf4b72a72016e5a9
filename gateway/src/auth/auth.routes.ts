import type { RestRoute } from '../rest/rest-route';

export const authRoutes: RestRoute[] = [{ method: 'post', path: '/api/admin/login', field: 'login' }];
