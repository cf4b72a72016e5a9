import { collectionRoutes } from '../../content/collections/collection-routes';
import { graphql } from '../../api/rest/gql';
import { testimonialCollection } from './testimonial.collection';

/** A testimonial as every REST answer carries it: all its fields. */
graphql(`
  fragment RestTestimonialFields on Testimonial {
    id createdAt updatedAt version views rating review userName userRole userImage userImageAlt
    responsiveImages { ...RestResponsiveImageFields }
  }
`);

/** /api/testimonial/…: testimonials. */
export const testimonialRoutes = collectionRoutes(testimonialCollection, {
  list: graphql(`
    query RestTestimonials($page: Int, $limit: Int, $q: String) {
      testimonials(page: $page, limit: $limit, q: $q) { items { ...RestTestimonialFields } page limit total pages }
    }
  `),
  item: graphql(`query RestTestimonialItem($id: ID!) { testimonial(id: $id) { ...RestTestimonialFields } }`),
  add: graphql(`
    mutation RestAddTestimonial($input: TestimonialInput!, $image: Upload, $existingImages: [String!]) {
      addTestimonial(input: $input, image: $image, existingImages: $existingImages) { ...RestTestimonialFields }
    }
  `),
  update: graphql(`
    mutation RestUpdateTestimonial($id: ID!, $input: TestimonialInput!, $image: Upload, $existingImages: [String!], $version: Int) {
      updateTestimonial(id: $id, input: $input, image: $image, existingImages: $existingImages, version: $version) { ...RestTestimonialFields }
    }
  `),
  delete: graphql(`mutation RestDeleteTestimonial($id: ID!) { deleteTestimonial(id: $id) }`),
});
