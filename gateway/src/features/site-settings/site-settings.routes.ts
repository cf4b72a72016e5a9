import { settingsRoutes } from '../../content/settings/settings-routes';
import { graphql } from '../../api/rest/gql';
import { siteSettings } from './site-settings.settings';

graphql(`
  fragment RestSiteSettingsFields on SiteSettings { id createdAt updatedAt version siteName defaultDescription defaultSocialImage organizationLogo }
`);

/** /api/siteSettings/get and /update. */
export const siteSettingsRoutes = settingsRoutes(siteSettings, {
  read: graphql(`query RestSiteSettings { siteSettings { ...RestSiteSettingsFields } }`),
  update: graphql(`mutation RestUpdateSiteSettings($input: SiteSettingsInput!, $version: Int) { updateSiteSettings(input: $input, version: $version) { ...RestSiteSettingsFields } }`),
});
