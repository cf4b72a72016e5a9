import { useQuery } from '@apollo/client/react';
import type { TypedDocumentNode } from '@apollo/client';
import { useEffect } from 'react';
import { graphql } from '../../gql';

/**
 * The sections every editable page shares (Home, Solutions, About: see the Pages screen).
 * Spread with @unmask: a page's fragment hands its components plain values.
 */
export const PageHeroFields = graphql(`
  fragment PageHeroFields on PageHero { eyebrow headline highlight text buttons { label link } points image imageAlt }
`);
export const SectionIntroFields = graphql(`
  fragment SectionIntroFields on SectionIntro { eyebrow title text }
`);
export const CallToActionFields = graphql(`
  fragment CallToActionFields on CallToAction { title text button { label link } }
`);

/**
 * A page's document, or the texts the site shipped with while it is missing or when the
 * fetch failed, so a page never renders empty.
 */
export function usePageDocument<Data, Page>(query: TypedDocumentNode<Data, Record<string, never>>, pick: (data: Data) => Page | null | undefined, defaults: Page): Page {
  const { data, error } = useQuery(query);
  useEffect(() => {
    if (error) console.warn('Failed to load the page\'s texts', error);
  }, [error]);
  return (data && pick(data)) ?? defaults;
}
