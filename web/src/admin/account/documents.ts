import type { ResultOf } from '@graphql-typed-document-node/core';
import { graphql } from '../gql';

export const ChangePasswordMutation = graphql(`
  mutation AdminChangePassword($currentPassword: String!, $newPassword: String!) {
    changePassword(currentPassword: $currentPassword, newPassword: $newPassword) { id passwordChangeRequired }
  }
`);

export const MySessionsQuery = graphql(`
  query AdminMySessions {
    mySessions { id createdAt lastSeenAt ip userAgent current }
  }
`);

export const EndSessionMutation = graphql(`
  mutation AdminEndSession($id: ID!) {
    endSession(id: $id)
  }
`);

export const EndOtherSessionsMutation = graphql(`
  mutation AdminEndOtherSessions {
    endOtherSessions
  }
`);

export type SessionRow = ResultOf<typeof MySessionsQuery>['mySessions'][number];

export const SetupTwoFactorMutation = graphql(`
  mutation AdminSetupTwoFactor {
    setupTwoFactor { secret otpauthUrl qrCode }
  }
`);

export const EnableTwoFactorMutation = graphql(`
  mutation AdminEnableTwoFactor($code: String!) {
    enableTwoFactor(code: $code)
  }
`);

export const DisableTwoFactorMutation = graphql(`
  mutation AdminDisableTwoFactor($code: String!) {
    disableTwoFactor(code: $code) { id twoFactorEnabled }
  }
`);
