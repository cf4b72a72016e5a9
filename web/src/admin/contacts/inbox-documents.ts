import type { ResultOf } from '@graphql-typed-document-node/core';
import { graphql } from '../gql';

/** A message's page in the inbox: the message, who works it, its notes and replies. */
export const ContactThreadQuery = graphql(`
  query AdminContactThread($id: ID!) {
    contactThread(id: $id) {
      contact { id status firstReplyAt assignee { id email } }
      entries { id kind text at authorEmail delivery }
    }
  }
`);

export type ThreadEntry = ResultOf<typeof ContactThreadQuery>['contactThread']['entries'][number];

export const ContactAssigneesQuery = graphql(`
  query AdminContactAssignees {
    contactAssignees { id email }
  }
`);

export const AddContactNoteMutation = graphql(`
  mutation AdminAddContactNote($id: ID!, $input: ContactTextInput!) {
    addContactNote(id: $id, input: $input) { id }
  }
`);

export const SendContactReplyMutation = graphql(`
  mutation AdminSendContactReply($id: ID!, $input: ContactTextInput!) {
    sendContactReply(id: $id, input: $input) { id }
  }
`);

export const AssignContactMutation = graphql(`
  mutation AdminAssignContact($id: ID!, $adminId: ID) {
    assignContact(id: $id, adminId: $adminId) { id assignee { id email } }
  }
`);
