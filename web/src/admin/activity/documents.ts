import type { ResultOf } from '@graphql-typed-document-node/core';
import { graphql } from '../gql';

export const AuditEntriesQuery = graphql(`
  query AdminAuditEntries($page: Int!, $limit: Int!, $action: String, $adminEmail: String, $from: String, $to: String) {
    auditEntries(page: $page, limit: $limit, action: $action, adminEmail: $adminEmail, from: $from, to: $to) {
      total
      items {
        id
        at
        action
        adminEmail
        ip
        userAgent
        requestId
        target { kind id label }
        changes { field before after }
      }
    }
  }
`);

export type AuditRow = ResultOf<typeof AuditEntriesQuery>['auditEntries']['items'][number];
