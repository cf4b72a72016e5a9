import { collectionRoutes } from '../../content/collections/collection-routes';
import { graphql } from '../../api/rest/gql';
import { portfolioCollection } from './portfolio.collection';

/** A project as every REST answer carries it: all its fields. */
graphql(`
  fragment RestPortfolioFields on Portfolio {
    id createdAt updatedAt version views slug status publishAt seoTitle seoDescription socialImage category projectName
    projectUrl projectDate description content problem solution result testimonial services clientName imageUrls imageAlts
    responsiveImages { ...RestResponsiveImageFields }
  }
`);

/** /api/portfolio/…: projects. */
export const portfolioRoutes = collectionRoutes(portfolioCollection, {
  list: graphql(`
    query RestPortfolios($page: Int, $limit: Int, $q: String, $category: String) {
      portfolios(page: $page, limit: $limit, q: $q, category: $category) { items { ...RestPortfolioFields } page limit total pages }
    }
  `),
  item: graphql(`query RestPortfolioItem($id: ID!) { portfolio(id: $id) { ...RestPortfolioFields } }`),
  add: graphql(`
    mutation RestAddPortfolio($input: PortfolioInput!, $images: [Upload!], $existingImages: [String!]) {
      addPortfolio(input: $input, images: $images, existingImages: $existingImages) { ...RestPortfolioFields }
    }
  `),
  update: graphql(`
    mutation RestUpdatePortfolio($id: ID!, $input: PortfolioInput!, $images: [Upload!], $existingImages: [String!], $version: Int) {
      updatePortfolio(id: $id, input: $input, images: $images, existingImages: $existingImages, version: $version) { ...RestPortfolioFields }
    }
  `),
  delete: graphql(`mutation RestDeletePortfolio($id: ID!) { deletePortfolio(id: $id) }`),
});
