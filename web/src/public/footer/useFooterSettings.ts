import { useQuery } from '@apollo/client/react';
import { useEffect } from 'react';
import { graphql, useFragment } from '../../gql';
import { footerWithDefaults } from './footer-settings';

export const FooterFields = graphql(`
  fragment FooterFields on Footer {
    companyName
    phone
    email
    copyrightText
    socialLinks {
      linkedin
      facebook
      instagram
      twitter
    }
    quickLinks {
      home
      about
      portfolio
      contact
      solutions
    }
  }
`);

export const PublicFooterQuery = graphql(`
  query PublicFooter {
    footer {
      id
      ...FooterFields
    }
  }
`);

/** The footer settings, or the built-in defaults while missing or when the fetch failed. */
export function useFooterSettings() {
  const { data, error } = useQuery(PublicFooterQuery);
  useEffect(() => {
    if (error) console.warn('Failed to load footer data', error);
  }, [error]);
  return footerWithDefaults(useFragment(FooterFields, data?.footer));
}
