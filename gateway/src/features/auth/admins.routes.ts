import { ACCOUNT_MESSAGES } from '@consultancy/domain';
import { done, item } from '../../api/rest/answers';
import { graphql } from '../../api/rest/gql';
import { restRoute, type RestRoute } from '../../api/rest/rest-route';

/** An administrator as every REST answer carries it (also GET /api/admin/me, account.routes.ts). */
graphql(`
  fragment RestAdministratorFields on Administrator {
    id createdAt updatedAt email role disabled passwordChangeRequired twoFactorEnabled twoFactorSetupRequired
  }
`);

export const adminsRoutes: RestRoute[] = [
  {
    method: 'get', path: '/api/admin/admins',
    document: graphql(`query RestAdministrators { admins { ...RestAdministratorFields } }`),
    answer: item('admins'),
  },
  restRoute({
    method: 'post', path: '/api/admin/admins',
    document: graphql(`
      mutation RestCreateAdmin($email: String!, $role: AdminRole!) {
        createAdmin(email: $email, role: $role) { admin { ...RestAdministratorFields } oneTimePassword }
      }
    `),
    answer: ({ createAdmin: { admin, oneTimePassword } }) => ({ message: ACCOUNT_MESSAGES.adminAdded(admin.email), admin, oneTimePassword }),
  }),
  restRoute({
    method: 'put', path: '/api/admin/admins/:id',
    document: graphql(`
      mutation RestUpdateAdmin($id: ID!, $role: AdminRole, $disabled: Boolean) {
        updateAdmin(id: $id, role: $role, disabled: $disabled) { ...RestAdministratorFields }
      }
    `),
    answer: done((admin) => ACCOUNT_MESSAGES.adminUpdated(admin.email), 'admin'),
  }),
  restRoute({
    method: 'delete', path: '/api/admin/admins/:id',
    document: graphql(`mutation RestDeleteAdmin($id: ID!) { deleteAdmin(id: $id) { email } }`),
    answer: done((admin) => ACCOUNT_MESSAGES.adminRemoved(admin.email)),
  }),
];
