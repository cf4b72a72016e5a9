import { useQuery } from '@apollo/client/react';
import { graphql } from '../../gql';

const PublicSiteSettings = graphql(`
  query PublicSiteSettings {
    siteSettings {
      id
      siteName
      defaultDescription
      defaultSocialImage
      organizationLogo
    }
  }
`);

/** The stored site-wide settings, or undefined while loading or when they cannot be read (the defaults then apply). */
export function useSiteSettings() {
  const { data, error } = useQuery(PublicSiteSettings);
  if (error) console.warn('Could not load the site settings:', error.message);
  return data?.siteSettings;
}
