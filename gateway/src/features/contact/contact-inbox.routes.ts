import { done, item } from '../../api/rest/answers';
import { graphql } from '../../api/rest/gql';
import type { RestRoute } from '../../api/rest/rest-route';

graphql(`
  fragment RestThreadEntryFields on ContactThreadEntry { id kind text at authorEmail delivery }
`);

/** The inbox's calls (contact-inbox.resolver.ts). */
export const contactInboxRoutes: RestRoute[] = [
  {
    method: 'get', path: '/api/contact/inbox-figures',
    document: graphql(`query RestInboxFigures { inboxFigures { openLeads repliedThisMonth medianFirstReplyMinutes } }`),
    answer: item('figures'),
  },
  {
    method: 'get', path: '/api/contact/assignees',
    document: graphql(`query RestContactAssignees { contactAssignees { id email } }`),
    answer: item('assignees'),
  },
  {
    method: 'get', path: '/api/contact/:id/thread',
    document: graphql(`
      query RestContactThread($id: ID!) {
        contactThread(id: $id) {
          contact { ...RestContactFields }
          entries { ...RestThreadEntryFields }
        }
      }
    `),
    answer: item('thread'),
  },
  {
    method: 'post', path: '/api/contact/:id/notes',
    document: graphql(`mutation RestAddContactNote($id: ID!, $input: ContactTextInput!) { addContactNote(id: $id, input: $input) { ...RestThreadEntryFields } }`),
    answer: done('Note added', 'note'),
  },
  {
    method: 'post', path: '/api/contact/:id/replies',
    document: graphql(`mutation RestSendContactReply($id: ID!, $input: ContactTextInput!) { sendContactReply(id: $id, input: $input) { ...RestThreadEntryFields } }`),
    answer: done('Reply queued for sending', 'reply'),
  },
  {
    method: 'put', path: '/api/contact/:id/assignee',
    document: graphql(`mutation RestAssignContact($id: ID!, $adminId: ID) { assignContact(id: $id, adminId: $adminId) { id assignee { id email } } }`),
    answer: done('Assignee updated', 'contact'),
  },
];
