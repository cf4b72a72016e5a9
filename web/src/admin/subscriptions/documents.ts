import type { ResultOf } from '@graphql-typed-document-node/core';
import { graphql } from '../gql';

export const SubscriptionsQuery = graphql(`
  query AdminSubscriptions {
    subscriptions { _id email status source subscribedAt }
  }
`);

export const DeleteSubscriptionMutation = graphql(`
  mutation AdminDeleteSubscription($id: ID!) {
    deleteSubscription(id: $id) { success message }
  }
`);

export type SubscriptionRow = ResultOf<typeof SubscriptionsQuery>['subscriptions'][number];
