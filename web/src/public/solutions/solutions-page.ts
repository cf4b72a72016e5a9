import { DEFAULT_SOLUTIONS_PAGE } from '@consultancy/domain';
import { graphql } from '../../gql';
import type { ServiceFieldsFragment, SolutionsPageFieldsFragment } from '../../gql/graphql';
import { usePageDocument } from '../shared/page-document';

/** A service as the cards and the Solutions page show it. */
export const ServiceFields = graphql(`
  fragment ServiceFields on Service { anchor name icon summary details points image imageAlt }
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

export type ServiceValues = ServiceFieldsFragment;
export type SolutionsPageValues = SolutionsPageFieldsFragment;

/** The Solutions page as its editors wrote it (the shipped texts until then). */
export const useSolutionsPage = (): SolutionsPageValues =>
  usePageDocument(PublicSolutionsPageQuery, (data) => data.solutionsPage, DEFAULT_SOLUTIONS_PAGE);
