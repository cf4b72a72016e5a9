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

export const SetupTwoFactorMutation = graphql(`
  mutation AdminSetupTwoFactor {
    setupTwoFactor { success message secret otpauthUrl qrCode }
  }
`);

export const EnableTwoFactorMutation = graphql(`
  mutation AdminEnableTwoFactor($code: String!) {
    enableTwoFactor(code: $code) { success message recoveryCodes }
  }
`);

export const DisableTwoFactorMutation = graphql(`
  mutation AdminDisableTwoFactor($code: String!) {
    disableTwoFactor(code: $code) { success message }
  }
`);
