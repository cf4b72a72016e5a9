import type { ResultOf } from '@graphql-typed-document-node/core';
import { graphql } from '../gql';

export const ChangePasswordMutation = graphql(`
  mutation AdminChangePassword($currentPassword: String!, $newPassword: String!) {
    changePassword(currentPassword: $currentPassword, newPassword: $newPassword) { success message }
  }
`);

export const MySessionsQuery = graphql(`
  query AdminMySessions {
    mySessions { _id createdAt lastSeenAt ip userAgent current }
  }
`);

export const EndSessionMutation = graphql(`
  mutation AdminEndSession($id: ID!) {
    endSession(id: $id) { success message }
  }
`);

export const EndOtherSessionsMutation = graphql(`
  mutation AdminEndOtherSessions {
    endOtherSessions { success message }
  }
`);

export type SessionRow = ResultOf<typeof MySessionsQuery>['mySessions'][number];
