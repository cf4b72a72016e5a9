import { ALERT_SETTINGS_SAVED_MESSAGE, CONTACT_SENT_MESSAGE } from '@consultancy/domain';
import { done, item, page } from '../../api/rest/answers';
import { graphql } from '../../api/rest/gql';
import type { RestRoute } from '../../api/rest/rest-route';

/** A message as every REST call answers it: the SPEC's fields, then the inbox's and the visit. */
graphql(`
  fragment RestContactFields on Contact {
    id createdAt updatedAt firstName lastName email phone company message status source submittedAt firstReplyAt assignee { id email }
    visit { ...RestVisitFields }
  }
`);

graphql(`
  fragment RestContactAlertsFields on ContactAlerts { enabled recipient defaultRecipient smtpConfigured sending reason replyFrom defaultReplyFrom }
`);

export const contactRoutes: RestRoute[] = [
  {
    method: 'get', path: '/api/contact/all',
    document: graphql(`
      query RestContacts($page: Int, $limit: Int, $q: String, $status: ContactStatus, $assigneeId: String) {
        contacts(page: $page, limit: $limit, q: $q, status: $status, assigneeId: $assigneeId) {
          items { ...RestContactFields }
          page limit total pages
        }
      }
    `),
    answer: page('contacts'),
  },
  {
    // Also the contact form's plain post (server/pages/plain-form-post.ts).
    method: 'post', path: '/api/contact/submit',
    document: graphql(`mutation RestSubmitContact($input: ContactInput!) { submitContact(input: $input) }`),
    answer: done(CONTACT_SENT_MESSAGE),
  },
  {
    method: 'put', path: '/api/contact/:id/status',
    document: graphql(`mutation RestUpdateContactStatus($id: ID!, $status: ContactStatus!) { updateContactStatus(id: $id, status: $status) { id } }`),
    answer: done('Status updated successfully'),
  },
  {
    method: 'delete', path: '/api/contact/:id',
    document: graphql(`mutation RestDeleteContact($id: ID!) { deleteContact(id: $id) }`),
    answer: done('Contact deleted successfully'),
  },
  {
    method: 'get', path: '/api/contact/alerts',
    document: graphql(`query RestContactAlerts { contactAlerts { ...RestContactAlertsFields } }`),
    answer: item('contactAlerts'),
  },
  {
    method: 'put', path: '/api/contact/alerts',
    document: graphql(`mutation RestUpdateContactAlerts($input: ContactAlertsInput!) { updateContactAlerts(input: $input) { ...RestContactAlertsFields } }`),
    answer: done(ALERT_SETTINGS_SAVED_MESSAGE, 'contactAlerts'),
  },
];
