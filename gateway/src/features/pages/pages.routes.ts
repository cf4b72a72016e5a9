import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import type { AnySettings } from '../../content/settings/settings-config';
import { done, item } from '../../api/rest/answers';
import { graphql } from '../../api/rest/gql';
import type { RestRoute } from '../../api/rest/rest-route';
import { aboutPageSettings, contactPageSettings, homePageSettings, solutionsPageSettings } from './pages.settings';

graphql(`
  fragment RestPageHero on PageHero { eyebrow headline highlight text buttons { label link } points image imageAlt }
  fragment RestCallToAction on CallToAction { title text button { label link } }
  fragment RestHomePage on HomePage {
    id createdAt updatedAt version
    hero { ...RestPageHero }
    servicesIntro { eyebrow title text }
    servicesCallToAction { ...RestCallToAction }
    industriesIntro { eyebrow title text }
    industries { name text image }
    about { eyebrow title text image badgeTitle badgeText points { title text } button { label link } moreLink { label link } }
  }
  fragment RestSolutionsPage on SolutionsPage {
    id createdAt updatedAt version
    hero { ...RestPageHero }
    services { anchor name icon summary details points image imageAlt }
    callToAction { ...RestCallToAction }
  }
  fragment RestAboutPage on AboutPage {
    id createdAt updatedAt version
    hero { ...RestPageHero }
    story { eyebrow title text }
    milestones { title text }
    leaders { name role bio photo profileUrl }
    values { eyebrow title text words }
  }
  fragment RestContactPage on ContactPageDocument {
    id createdAt updatedAt version
    meta { description }
    hero { ...RestPageHero }
    details { title hours responseTime }
    steps { title text }
  }
`);

/**
 * A page's REST calls: GET /api/pages/{name} (public, cached per content version) and
 * PUT /api/pages/{name} (JSON: any of its sections, and the optional `version`), answered
 * under `page`. A section the page does not have is refused rather than ignored. The PUT
 * also takes multipart: each section a field of JSON, and image files under the path of the
 * image field each fills (`hero.image`), which go to the update's `images`.
 */
function pageRoutes(config: AnySettings, read: TypedDocumentNode<any, any>, update: TypedDocumentNode<any, any>): RestRoute[] {
  const path = `/api/${config.restPath}`;
  return [
    { method: 'get', path, document: read, answer: item('page'), cache: 'public' },
    { method: 'put', path, document: update, answer: done(`${config.label} updated successfully`, 'page'), refuseUnknownFields: true, filesByPath: 'images' },
  ];
}

export const pagesRoutes: RestRoute[] = [
  ...pageRoutes(
    homePageSettings,
    graphql(`query RestHomePage { homePage { ...RestHomePage } }`),
    graphql(`mutation RestUpdateHomePage($input: HomePageInput!, $version: Int, $images: [ImageUpload!]) { updateHomePage(input: $input, version: $version, images: $images) { ...RestHomePage } }`),
  ),
  ...pageRoutes(
    solutionsPageSettings,
    graphql(`query RestSolutionsPage { solutionsPage { ...RestSolutionsPage } }`),
    graphql(`mutation RestUpdateSolutionsPage($input: SolutionsPageInput!, $version: Int, $images: [ImageUpload!]) { updateSolutionsPage(input: $input, version: $version, images: $images) { ...RestSolutionsPage } }`),
  ),
  ...pageRoutes(
    aboutPageSettings,
    graphql(`query RestAboutPage { aboutPage { ...RestAboutPage } }`),
    graphql(`mutation RestUpdateAboutPage($input: AboutPageInput!, $version: Int, $images: [ImageUpload!]) { updateAboutPage(input: $input, version: $version, images: $images) { ...RestAboutPage } }`),
  ),
  ...pageRoutes(
    contactPageSettings,
    graphql(`query RestContactPage { contactPage { ...RestContactPage } }`),
    graphql(`mutation RestUpdateContactPage($input: ContactPageInput!, $version: Int, $images: [ImageUpload!]) { updateContactPage(input: $input, version: $version, images: $images) { ...RestContactPage } }`),
  ),
];
