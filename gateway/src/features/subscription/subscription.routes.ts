import { SUBSCRIBE_MESSAGES } from '@consultancy/domain';
import { done, page } from '../../server/rest/answers';
import { graphql } from '../../server/rest/gql';
import { restRoute, type RestRoute } from '../../server/rest/rest-route';

export const subscriptionRoutes: RestRoute[] = [
  {
    method: 'get', path: '/api/subscription/all',
    document: graphql(`
      query RestSubscriptions($page: Int, $limit: Int, $q: String, $status: SubscriptionStatus) {
        subscriptions(page: $page, limit: $limit, q: $q, status: $status) {
          items { id createdAt updatedAt email status source subscribedAt }
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
      mutation RestSubscribe($email: String!, $source: String! = "", $website: String, $formToken: String) {
        subscribe(email: $email, source: $source, website: $website, formToken: $formToken)
      }
    `),
    answer: done((outcome) => SUBSCRIBE_MESSAGES[outcome]),
  }),
  {
    method: 'delete', path: '/api/subscription/:id',
    document: graphql(`mutation RestDeleteSubscription($id: ID!) { deleteSubscription(id: $id) }`),
    answer: done('Subscription deleted successfully'),
  },
];
