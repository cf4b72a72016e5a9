import { useQuery } from '@apollo/client/react';
import { DEFAULT_SERVICE_CARDS } from '@consultancy/domain';
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
    # The footer lists the services as the Solutions page names them.
    solutionsPage {
      id
      services { anchor name }
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

/** The services' names, as the Solutions page lists them (the shipped ones while missing). */
export function useServiceNames(): string[] {
  const { data } = useQuery(PublicFooterQuery);
  return (data?.solutionsPage.services ?? DEFAULT_SERVICE_CARDS).map((service) => service.name);
}
