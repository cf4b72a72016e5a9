import type { ResultOf } from '@graphql-typed-document-node/core';
import { graphql } from '../gql';

export const SubscriptionsQuery = graphql(`
  query AdminSubscriptions($page: Int!, $limit: Int!, $q: String, $status: SubscriptionStatus) {
    subscriptions(page: $page, limit: $limit, q: $q, status: $status) {
      total
      items { id email status source subscribedAt confirmedAt visit { ...AdminVisitFields @unmask } }
    }
  }
`);

export const SetSubscriptionStatusMutation = graphql(`
  mutation AdminSetSubscriptionStatus($id: ID!, $status: SubscriptionStatus!) {
    setSubscriptionStatus(id: $id, status: $status) { id status confirmedAt }
  }
`);

export const DeleteSubscriptionMutation = graphql(`
  mutation AdminDeleteSubscription($id: ID!) {
    deleteSubscription(id: $id)
  }
`);

export type SubscriptionRow = ResultOf<typeof SubscriptionsQuery>['subscriptions']['items'][number];

/** The counters above the table: totals of the whole list, whatever the search and filter. */
export const SubscriptionCountsQuery = graphql(`
  query AdminSubscriptionCounts {
    all: subscriptions(limit: 1) { total }
    active: subscriptions(limit: 1, status: active) { total }
  }
`);

export type SubscriptionCounts = ResultOf<typeof SubscriptionCountsQuery>;
