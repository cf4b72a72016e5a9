import { trashRoutes } from '../../content/trash/trash-routes';
import { graphql } from '../../api/rest/gql';
import { portfolioCollection } from './portfolio.collection';

/** /api/portfolio/trash…: deleted portfolio items, restored or deleted for good. */
export const portfolioTrashRoutes = trashRoutes(portfolioCollection, {
  list: graphql(`
    query RestTrashedPortfolios($page: Int, $limit: Int, $q: String) {
      trashedPortfolios(page: $page, limit: $limit, q: $q) { items { ...RestTrashedItemFields } page limit total pages }
    }
  `),
  restore: graphql(`mutation RestRestorePortfolio($id: ID!) { restorePortfolio(id: $id) { id } }`),
  purge: graphql(`mutation RestPurgePortfolio($id: ID!) { purgePortfolio(id: $id) }`),
});
