import type { RestRoute } from '../../server/rest/rest-route';

export const auditRoutes: RestRoute[] = [{ method: 'get', path: '/api/admin/audit', field: 'auditEntries', paged: true, as: 'entries' }];
