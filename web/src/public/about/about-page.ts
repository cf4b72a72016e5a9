import { DEFAULT_ABOUT_PAGE } from '@consultancy/domain/page-texts';
import { graphql } from '../../gql';
import type { AboutPageFieldsFragment } from '../../gql/graphql';
import { usePageDocument } from '../shared/page-document';

export const AboutPageFields = graphql(`
  fragment AboutPageFields on AboutPage {
    hero { ...PageHeroFields @unmask }
    story { eyebrow title text }
    milestones { title text }
    leaders { name role bio photo profileUrl }
    values { eyebrow title text words }
  }
`);

const PublicAboutPageQuery = graphql(`
  query PublicAboutPage { aboutPage { id ...AboutPageFields @unmask } }
`);

export type AboutPageValues = AboutPageFieldsFragment;
export type LeaderValues = AboutPageValues['leaders'][number];

/** The About page as its editors wrote it (the shipped texts until then). */
export const useAboutPage = (): AboutPageValues => usePageDocument(PublicAboutPageQuery, (data) => data.aboutPage, DEFAULT_ABOUT_PAGE);
