import { DEFAULT_CONTACT_PAGE } from '@consultancy/domain/page-texts';
import { graphql } from '../../gql';
import type { ContactPageFieldsFragment } from '../../gql/graphql';
import { usePageDocument } from '../shared/page-document';

export const ContactPageFields = graphql(`
  fragment ContactPageFields on ContactPageDocument {
    meta { description }
    hero { ...PageHeroFields @unmask }
    details { title hours responseTime }
    steps { title text }
  }
`);

const PublicContactPageQuery = graphql(`
  query PublicContactPage { contactPage { id ...ContactPageFields @unmask } }
`);

export type ContactPageValues = ContactPageFieldsFragment;

/** The Contact page as its editors wrote it (the shipped texts until then). */
export const useContactPage = (): ContactPageValues => usePageDocument(PublicContactPageQuery, (data) => data.contactPage, DEFAULT_CONTACT_PAGE);
