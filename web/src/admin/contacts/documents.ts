import type { ResultOf } from '@graphql-typed-document-node/core';
import { graphql } from '../gql';

export const ContactsQuery = graphql(`
  query AdminContacts {
    contacts { _id firstName lastName email phone company message status submittedAt }
  }
`);

export const DeleteContactMutation = graphql(`
  mutation AdminDeleteContact($id: ID!) {
    deleteContact(id: $id) { success message }
  }
`);

export const UpdateContactStatusMutation = graphql(`
  mutation AdminUpdateContactStatus($id: ID!, $status: ContactStatus!) {
    updateContactStatus(id: $id, status: $status) { success message }
  }
`);

export type ContactRow = ResultOf<typeof ContactsQuery>['contacts'][number];
