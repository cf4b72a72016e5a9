import { graphql } from '../gql';

export const LogoutMutation = graphql(`
  mutation AdminLogout {
    logout { success message }
  }
`);
