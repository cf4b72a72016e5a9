import { graphql } from '../gql';

export const LogoutMutation = graphql(`
  mutation AdminLogout {
    logout
  }
`);

/**
 * Who is signed in: the sidebar shows owner-only screens to owners; a one-time password, or
 * two-factor sign-in required but not set up, leads to My account.
 */
export const MeQuery = graphql(`
  query AdminMe {
    me { id email role passwordChangeRequired twoFactorEnabled twoFactorSetupRequired }
  }
`);
