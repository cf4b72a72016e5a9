import { graphql } from '../gql';

/** The pages as the Pages screen reads them and as a save answers them: every section. */
export const AdminHomePageFields = graphql(`
  fragment AdminHomePageFields on HomePage {
    id version
    hero { eyebrow headline highlight text buttons { label link } points image imageAlt }
    servicesIntro { eyebrow title text }
    servicesCallToAction { title text button { label link } }
    industriesIntro { eyebrow title text }
    industries { name text image }
    about { eyebrow title text image badgeTitle badgeText points { title text } button { label link } moreLink { label link } }
  }
`);
export const AdminHomePageQuery = graphql(`query AdminHomePage { homePage { ...AdminHomePageFields } }`);
export const UpdateHomePageMutation = graphql(`
  mutation AdminUpdateHomePage($input: HomePageInput!, $version: Int) { updateHomePage(input: $input, version: $version) { ...AdminHomePageFields } }
`);

export const AdminSolutionsPageFields = graphql(`
  fragment AdminSolutionsPageFields on SolutionsPage {
    id version
    hero { eyebrow headline highlight text buttons { label link } points image imageAlt }
    services { anchor name icon summary details points image imageAlt }
    callToAction { title text button { label link } }
  }
`);
export const AdminSolutionsPageQuery = graphql(`query AdminSolutionsPage { solutionsPage { ...AdminSolutionsPageFields } }`);
export const UpdateSolutionsPageMutation = graphql(`
  mutation AdminUpdateSolutionsPage($input: SolutionsPageInput!, $version: Int) { updateSolutionsPage(input: $input, version: $version) { ...AdminSolutionsPageFields } }
`);

export const AdminAboutPageFields = graphql(`
  fragment AdminAboutPageFields on AboutPage {
    id version
    hero { eyebrow headline highlight text buttons { label link } points image imageAlt }
    story { eyebrow title text }
    milestones { title text }
    leaders { name role bio photo profileUrl }
    values { eyebrow title text words }
  }
`);
export const AdminAboutPageQuery = graphql(`query AdminAboutPage { aboutPage { ...AdminAboutPageFields } }`);
export const UpdateAboutPageMutation = graphql(`
  mutation AdminUpdateAboutPage($input: AboutPageInput!, $version: Int) { updateAboutPage(input: $input, version: $version) { ...AdminAboutPageFields } }
`);

export const AdminContactPageFields = graphql(`
  fragment AdminContactPageFields on ContactPageDocument {
    id version
    meta { description }
    hero { eyebrow headline highlight text buttons { label link } points image imageAlt }
    details { title hours responseTime }
    steps { title text }
  }
`);
export const AdminContactPageQuery = graphql(`query AdminContactPage { contactPage { ...AdminContactPageFields } }`);
export const UpdateContactPageMutation = graphql(`
  mutation AdminUpdateContactPage($input: ContactPageInput!, $version: Int) { updateContactPage(input: $input, version: $version) { ...AdminContactPageFields } }
`);

/** The footer settings' email and phone, which the Contact page shows beside its texts (its preview shows them too). */
export const AdminContactChannelsQuery = graphql(`query AdminContactChannels { footer { id email phone } }`);
