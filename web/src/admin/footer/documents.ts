import { graphql } from '../gql';

/** The footer as read and as answered after a save. */
export const FooterFieldsFragment = graphql(`
  fragment AdminFooterFields on Footer {
    id
    version
    companyName
    phone
    email
    copyrightText
    socialLinks { linkedin facebook instagram twitter }
    quickLinks { home about portfolio contact solutions }
  }
`);

export const FooterQuery = graphql(`
  query AdminFooter {
    footer {
      ...AdminFooterFields
    }
  }
`);

export const UpdateFooterMutation = graphql(`
  mutation AdminUpdateFooter($input: FooterInput!, $version: Int) {
    updateFooter(input: $input, version: $version) {
      ...AdminFooterFields
    }
  }
`);
