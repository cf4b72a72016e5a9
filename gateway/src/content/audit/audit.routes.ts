import { page } from '../../api/rest/answers';
import { graphql } from '../../api/rest/gql';
import type { RestRoute } from '../../api/rest/rest-route';
import { RECORD_RENAMES } from '../../api/rest/rest-shape';

export const auditRoutes: RestRoute[] = [
  {
    method: 'get', path: '/api/admin/audit',
    document: graphql(`
      query RestAuditEntries($page: Int, $limit: Int, $q: String, $action: String, $adminEmail: String, $from: String, $to: String) {
        auditEntries(page: $page, limit: $limit, q: $q, action: $action, adminEmail: $adminEmail, from: $from, to: $to) {
          items { id at action adminEmail ip userAgent requestId changes { field before after } target { kind id label } }
          page limit total pages
        }
      }
    `),
    answer: page('entries'),
    // An entry is a record (`_id`); the item it names keeps `id`, as the contract has it.
    renames: { ...RECORD_RENAMES, target: {} },
  },
];
