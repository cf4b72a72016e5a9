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

/** The stored images to choose the two images from. */
export const StoredImagesQuery = graphql(`
  query AdminStoredImages($page: Int!, $limit: Int!) {
    storedImages(page: $page, limit: $limit) {
      items
      total
    }
  }
`);
