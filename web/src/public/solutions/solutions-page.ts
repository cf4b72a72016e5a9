import { DEFAULT_SOLUTIONS_PAGE } from '@consultancy/domain/page-texts';
import { graphql } from '../../gql';
import type { ServiceCardFieldsFragment, SolutionsPageFieldsFragment } from '../../gql/graphql';
import { usePageDocument } from '../shared/page-document';

/** A service as the landing page's cards show it. */
export const ServiceCardFields = graphql(`
  fragment ServiceCardFields on Service { anchor name icon summary }
`);

/** A service as the Solutions page shows it. */
export const ServiceFields = graphql(`
  fragment ServiceFields on Service { ...ServiceCardFields @unmask details points image imageAlt }
`);

export const SolutionsPageFields = graphql(`
  fragment SolutionsPageFields on SolutionsPage {
    hero { ...PageHeroFields @unmask }
    services { ...ServiceFields @unmask }
    callToAction { ...CallToActionFields @unmask }
  }
`);

const PublicSolutionsPageQuery = graphql(`
  query PublicSolutionsPage { solutionsPage { id ...SolutionsPageFields @unmask } }
`);

export type ServiceCardValues = ServiceCardFieldsFragment;
export type SolutionsPageValues = SolutionsPageFieldsFragment;

/** The Solutions page as its editors wrote it (the shipped texts until then). */
export const useSolutionsPage = (): SolutionsPageValues =>
  usePageDocument(PublicSolutionsPageQuery, (data) => data.solutionsPage, DEFAULT_SOLUTIONS_PAGE);
