import { trashRoutes } from '../../content/trash/trash-routes';
import { graphql } from '../../api/rest/gql';
import { blogCollection } from './blog.collection';

/** /api/blog/trash…: deleted blog items, restored or deleted for good. */
export const blogTrashRoutes = trashRoutes(blogCollection, {
  list: graphql(`
    query RestTrashedBlogs($page: Int, $limit: Int, $q: String) {
      trashedBlogs(page: $page, limit: $limit, q: $q) { items { ...RestTrashedItemFields } page limit total pages }
    }
  `),
  restore: graphql(`mutation RestRestoreBlog($id: ID!) { restoreBlog(id: $id) { id } }`),
  purge: graphql(`mutation RestPurgeBlog($id: ID!) { purgeBlog(id: $id) }`),
});
