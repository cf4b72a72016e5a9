import { useQuery } from '@apollo/client/react';
import { useEffect, useState } from 'react';
import { graphql } from '../../gql';
import { TESTIMONIALS_SHOWN, normalizeTestimonial, type TestimonialSource } from './normalize';

export const PublicTestimonialsQuery = graphql(`
  query PublicTestimonials($limit: Int!) {
    testimonials(limit: $limit) {
      items {
        id
        rating
        review
        userName
        userRole
        userImage
        userImageAlt
        responsiveImages {
          ...ResponsiveImageFields @unmask
        }
      }
    }
  }
`);

/**
 * The testimonials ready for display, or the built-in samples when they cannot
 * be fetched; `waiting` until one or the other is there.
 */
export function useTestimonials() {
  const { data, loading, error } = useQuery(PublicTestimonialsQuery, { variables: { limit: TESTIMONIALS_SHOWN } });
  // The samples are only needed when the fetch fails: loaded then, not with the page.
  const [samples, setSamples] = useState<TestimonialSource[] | null>(null);
  useEffect(() => {
    if (!error) return;
    console.warn('Failed to load testimonials', error);
    let active = true;
    void import('./samples').then(({ SAMPLE_TESTIMONIALS }) => active && setSamples(SAMPLE_TESTIMONIALS));
    return () => {
      active = false;
    };
  }, [error]);

  const waiting = (loading && !data) || (Boolean(error) && !samples);
  const source: TestimonialSource[] = error ? (samples ?? []) : (data?.testimonials.items ?? []);
  return { testimonials: source.map(normalizeTestimonial), waiting };
}
