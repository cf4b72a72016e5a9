import type { RestRoute } from '../rest/rest-route';

/** Not `cache: 'public'`: every answer is a fresh token, sent with `Cache-Control: private, no-store`. */
export const formTokenRoutes: RestRoute[] = [{ method: 'get', path: '/api/form-token', field: 'formToken' }];
