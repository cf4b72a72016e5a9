import type { RestRoute } from '../../server/rest/rest-route';

/** Null fields are left out: without two-factor the answer stays `success, token, message`. */
export const authRoutes: RestRoute[] = [{ method: 'post', path: '/api/admin/login', field: 'login', omitNulls: true }];
