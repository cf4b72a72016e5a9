import { graphql } from '../../gql';
import type { HomePageFieldsFragment } from '../../gql/graphql';

/** The landing page's own sections (its service cards are the Solutions page's services). */
export const HomePageFields = graphql(`
  fragment HomePageFields on HomePage {
    hero { ...PageHeroFields @unmask }
    servicesIntro { ...SectionIntroFields @unmask }
    servicesCallToAction { ...CallToActionFields @unmask }
    industriesIntro { ...SectionIntroFields @unmask }
    industries { name text image }
    about {
      eyebrow title text image badgeTitle badgeText
      points { title text }
      button { label link }
      moreLink { label link }
    }
  }
`);

export type HomePageValues = HomePageFieldsFragment;
export type IndustryValues = HomePageValues['industries'][number];

/** Carousel timing (see docs/screens.md): a new industry every 3 s, faded in over 1 s. */
export const INDUSTRY_AUTOPLAY_MS = 3000;
export const INDUSTRY_FADE_MS = 1000;
