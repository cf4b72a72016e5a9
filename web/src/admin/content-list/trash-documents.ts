import { graphql } from '../gql';

/** An item in a collection's trash, as the Trash dialog lists it. */
export const TrashedItemFragment = graphql(`
  fragment AdminTrashedItem on TrashedItem {
    id
    title
    deletedAt
    deletedBy {
      email
    }
  }
`);
