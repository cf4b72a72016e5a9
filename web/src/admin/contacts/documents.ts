import type { ResultOf } from '@graphql-typed-document-node/core';
import { graphql } from '../gql';

export const ContactsQuery = graphql(`
  query AdminContacts($page: Int!, $limit: Int!, $q: String, $status: ContactStatus) {
    contacts(page: $page, limit: $limit, q: $q, status: $status) {
      total
      items { id firstName lastName email phone company message status submittedAt visit { ...AdminVisitFields @unmask } }
    }
  }
`);

export const DeleteContactMutation = graphql(`
  mutation AdminDeleteContact($id: ID!) {
    deleteContact(id: $id)
  }
`);

export const UpdateContactStatusMutation = graphql(`
  mutation AdminUpdateContactStatus($id: ID!, $status: ContactStatus!) {
    updateContactStatus(id: $id, status: $status) { id status }
  }
`);

export type ContactRow = ResultOf<typeof ContactsQuery>['contacts']['items'][number];

/** The counters above the table: totals of the whole list, whatever the search and filter. */
export const ContactCountsQuery = graphql(`
  query AdminContactCounts {
    all: contacts(limit: 1) { total }
    fresh: contacts(limit: 1, status: new) { total }
    replied: contacts(limit: 1, status: replied) { total }
  }
`);

export type ContactCounts = ResultOf<typeof ContactCountsQuery>;

/** The owner's email alerts for new messages (see docs/screens.md, Contacts). */
export const ContactAlertsFieldsFragment = graphql(`
  fragment AdminContactAlertsFields on ContactAlerts { enabled recipient defaultRecipient smtpConfigured sending reason }
`);

export const ContactAlertsQuery = graphql(`
  query AdminContactAlerts {
    contactAlerts { ...AdminContactAlertsFields @unmask }
  }
`);

export const UpdateContactAlertsMutation = graphql(`
  mutation AdminUpdateContactAlerts($input: ContactAlertsInput!) {
    updateContactAlerts(input: $input) { ...AdminContactAlertsFields @unmask }
  }
`);
