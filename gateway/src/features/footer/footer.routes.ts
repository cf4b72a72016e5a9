import { settingsRoutes } from '../../content/settings/settings-routes';
import { graphql } from '../../api/rest/gql';
import { footerSettings } from './footer.settings';

graphql(`
  fragment RestFooterFields on Footer {
    id createdAt updatedAt version companyName phone email copyrightText
    socialLinks { linkedin facebook instagram twitter }
    quickLinks { home about portfolio contact solutions }
  }
`);

/** /api/footer/get and /update. */
export const footerRoutes = settingsRoutes(footerSettings, {
  read: graphql(`query RestFooter { footer { ...RestFooterFields } }`),
  update: graphql(`mutation RestUpdateFooter($input: FooterInput!, $version: Int) { updateFooter(input: $input, version: $version) { ...RestFooterFields } }`),
});
