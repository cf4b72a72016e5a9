import { trashRoutes } from '../../content/trash/trash-routes';
import { graphql } from '../../api/rest/gql';
import { testimonialCollection } from './testimonial.collection';

/** /api/testimonial/trash…: deleted testimonial items, restored or deleted for good. */
export const testimonialTrashRoutes = trashRoutes(testimonialCollection, {
  list: graphql(`
    query RestTrashedTestimonials($page: Int, $limit: Int, $q: String) {
      trashedTestimonials(page: $page, limit: $limit, q: $q) { items { ...RestTrashedItemFields } page limit total pages }
    }
  `),
  restore: graphql(`mutation RestRestoreTestimonial($id: ID!) { restoreTestimonial(id: $id) { id } }`),
  purge: graphql(`mutation RestPurgeTestimonial($id: ID!) { purgeTestimonial(id: $id) }`),
});
