import { graphql } from '../gql';

/** The site settings as read and as answered after a save. */
export const SiteSettingsFieldsFragment = graphql(`
  fragment AdminSiteSettingsFields on SiteSettings {
    id
    version
    siteName
    defaultDescription
    defaultSocialImage
    organizationLogo
  }
`);

export const SiteSettingsQuery = graphql(`
  query AdminSiteSettings {
    siteSettings {
      ...AdminSiteSettingsFields
    }
  }
`);

export const UpdateSiteSettingsMutation = graphql(`
  mutation AdminUpdateSiteSettings($input: SiteSettingsInput!, $version: Int) {
    updateSiteSettings(input: $input, version: $version) {
      ...AdminSiteSettingsFields
    }
  }
`);
