import { graphql } from '../gql';

export const LogoutMutation = graphql(`
  mutation AdminLogout {
    logout { success message }
  }
`);

/** Who is signed in: the sidebar shows owner-only screens to owners, and a one-time password leads to My account. */
export const MeQuery = graphql(`
  query AdminMe {
    me { _id email role passwordChangeRequired }
  }
`);
