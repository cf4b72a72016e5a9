import { ACCOUNT_MESSAGES } from '@consultancy/domain';
import { done, item } from '../../api/rest/answers';
import { graphql } from '../../api/rest/gql';
import type { RestRoute } from '../../api/rest/rest-route';

export const accountRoutes: RestRoute[] = [
  {
    method: 'get', path: '/api/admin/me',
    document: graphql(`query RestMe { me { ...RestAdministratorFields } }`),
    answer: item('admin'),
  },
  {
    method: 'put', path: '/api/admin/password',
    document: graphql(`
      mutation RestChangePassword($currentPassword: String!, $newPassword: String!) {
        changePassword(currentPassword: $currentPassword, newPassword: $newPassword) { id }
      }
    `),
    answer: done(ACCOUNT_MESSAGES.passwordChanged),
  },
];
