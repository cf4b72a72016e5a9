import type { ResultOf } from '@graphql-typed-document-node/core';
import { graphql } from '../gql';

export const AdminsQuery = graphql(`
  query AdminAdministrators {
    admins { id email role disabled passwordChangeRequired twoFactorEnabled createdAt }
  }
`);

export const CreateAdminMutation = graphql(`
  mutation AdminCreateAdministrator($email: String!, $role: AdminRole!) {
    createAdmin(email: $email, role: $role) { oneTimePassword admin { id email role } }
  }
`);

export const UpdateAdminMutation = graphql(`
  mutation AdminUpdateAdministrator($id: ID!, $role: AdminRole, $disabled: Boolean) {
    updateAdmin(id: $id, role: $role, disabled: $disabled) { id email role disabled }
  }
`);

export const DeleteAdminMutation = graphql(`
  mutation AdminDeleteAdministrator($id: ID!) {
    deleteAdmin(id: $id) { id email }
  }
`);

export const TwoFactorPolicyQuery = graphql(`
  query AdminTwoFactorPolicy {
    twoFactorPolicy { twoFactorRequired }
  }
`);

export const SetTwoFactorPolicyMutation = graphql(`
  mutation AdminSetTwoFactorPolicy($required: Boolean!) {
    setTwoFactorPolicy(required: $required) { twoFactorRequired }
  }
`);

export type AdminRow = ResultOf<typeof AdminsQuery>['admins'][number];
