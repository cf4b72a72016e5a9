import { SUBSCRIBE_MESSAGES } from '@consultancy/domain';
import { done, page } from '../../api/rest/answers';
import { graphql } from '../../api/rest/gql';
import { restRoute, type RestRoute } from '../../api/rest/rest-route';

export const subscriptionRoutes: RestRoute[] = [
  {
    method: 'get', path: '/api/subscription/all',
    document: graphql(`
      query RestSubscriptions($page: Int, $limit: Int, $q: String, $status: SubscriptionStatus) {
        subscriptions(page: $page, limit: $limit, q: $q, status: $status) {
          items { id createdAt updatedAt email status source subscribedAt confirmedAt visit { ...RestVisitFields } }
          page limit total pages
        }
      }
    `),
    answer: page('subscriptions'),
  },
  restRoute({
    // Also the subscribe forms' plain post (server/pages/plain-form-post.ts).
    method: 'post', path: '/api/subscription/subscribe',
    document: graphql(`
      mutation RestSubscribe($email: String!, $source: String! = "", $website: String, $formToken: String, $visit: VisitInput) {
        subscribe(email: $email, source: $source, website: $website, formToken: $formToken, visit: $visit)
      }
    `),
    answer: done(() => SUBSCRIBE_MESSAGES.SUBSCRIBED),
  }),
  restRoute({
    method: 'get', path: '/api/subscription/confirm',
    document: graphql(`mutation RestConfirmSubscription($token: String!) { confirmSubscription(token: $token) }`),
    answer: done('Your subscription is confirmed.'),
  }),
  ...(['get', 'post'] as const).map((method) => restRoute({
    // The POST is RFC 8058's one-click unsubscribe, sent by mail clients (List-Unsubscribe-Post).
    method, path: '/api/subscription/unsubscribe', mailClientPosts: true,
    document: graphql(`mutation RestUnsubscribe($token: String!) { unsubscribe(token: $token) }`),
    answer: done('You are unsubscribed: no more newsletters will be sent to this address.'),
  })),
  restRoute({
    method: 'post', path: '/api/subscription/resubscribe',
    document: graphql(`mutation RestResubscribe($token: String!) { resubscribe(token: $token) }`),
    answer: done('Welcome back: you are subscribed again.'),
  }),
  restRoute({
    method: 'put', path: '/api/subscription/:id/status',
    document: graphql(`
      mutation RestSetSubscriptionStatus($id: ID!, $status: SubscriptionStatus!) {
        setSubscriptionStatus(id: $id, status: $status) { id createdAt updatedAt email status source subscribedAt confirmedAt }
      }
    `),
    answer: done('Subscription updated successfully', 'subscription'),
  }),
  {
    method: 'delete', path: '/api/subscription/:id',
    document: graphql(`mutation RestDeleteSubscription($id: ID!) { deleteSubscription(id: $id) }`),
    answer: done('Subscription deleted successfully'),
  },
];
