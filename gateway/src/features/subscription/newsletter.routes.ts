import { done, item, page } from '../../api/rest/answers';
import { graphql } from '../../api/rest/gql';
import { restRoute, type RestRoute } from '../../api/rest/rest-route';

graphql(`
  fragment RestNewsletterSendFields on NewsletterSend {
    id createdAt updatedAt postId subject status test total createdByEmail queued retrying sent failed unknown unsubscribedSince
  }
`);

export const newsletterRoutes: RestRoute[] = [
  restRoute({
    method: 'post', path: '/api/newsletter/sends',
    document: graphql(`
      mutation RestSendNewsletter($postId: ID!, $subject: String, $test: Boolean, $to: String, $confirmResend: Boolean) {
        sendNewsletter(postId: $postId, subject: $subject, test: $test, to: $to, confirmResend: $confirmResend) { ...RestNewsletterSendFields }
      }
    `),
    answer: done((send) => (send.test ? 'Test email queued' : `Newsletter queued for ${send.total} subscribers`), 'send'),
  }),
  {
    method: 'get', path: '/api/newsletter/sends',
    document: graphql(`
      query RestNewsletterSends($page: Int, $limit: Int, $q: String) {
        newsletterSends(page: $page, limit: $limit, q: $q) { items { ...RestNewsletterSendFields } page limit total pages }
      }
    `),
    answer: page('sends'),
  },
  {
    method: 'get', path: '/api/newsletter/sends/:id',
    document: graphql(`query RestNewsletterSend($id: ID!) { newsletterSend(id: $id) { ...RestNewsletterSendFields } }`),
    answer: item('send'),
  },
  restRoute({
    method: 'post', path: '/api/newsletter/sends/:id/resend-unknown',
    document: graphql(`mutation RestResendUnknownNewsletterEmails($id: ID!) { resendUnknownNewsletterEmails(id: $id) { ...RestNewsletterSendFields } }`),
    answer: done('Unknown emails queued again', 'send'),
  }),
  {
    method: 'get', path: '/api/newsletter/settings',
    document: graphql(`query RestNewsletterSettings { newsletterSettings { id createdAt updatedAt sendNewPosts since } }`),
    answer: item('settings'),
  },
  {
    method: 'put', path: '/api/newsletter/settings',
    document: graphql(`mutation RestUpdateNewsletterSettings($sendNewPosts: Boolean!) { updateNewsletterSettings(sendNewPosts: $sendNewPosts) { id createdAt updatedAt sendNewPosts since } }`),
    answer: done('Newsletter settings saved', 'settings'),
  },
];
