import { collectionRoutes } from '../../content/collections/collection-routes';
import { graphql } from '../../api/rest/gql';
import { blogCollection } from './blog.collection';

/** A post as every REST answer carries it: all its fields. */
graphql(`
  fragment RestBlogFields on Blog {
    id createdAt updatedAt version views slug status publishAt seoTitle seoDescription socialImage title content excerpt tags
    publishDate readingTime featuredImage featuredImageAlt category
    responsiveImages { ...RestResponsiveImageFields }
  }
`);

/** /api/blog/…: posts. */
export const blogRoutes = collectionRoutes(blogCollection, {
  list: graphql(`
    query RestBlogs($page: Int, $limit: Int, $q: String, $tag: String, $category: String) {
      blogs(page: $page, limit: $limit, q: $q, tag: $tag, category: $category) { items { ...RestBlogFields } page limit total pages }
    }
  `),
  item: graphql(`query RestBlogItem($id: ID!) { blog(id: $id) { ...RestBlogFields } }`),
  add: graphql(`
    mutation RestAddBlog($input: BlogInput!, $image: Upload, $existingImages: [String!]) {
      addBlog(input: $input, image: $image, existingImages: $existingImages) { ...RestBlogFields }
    }
  `),
  update: graphql(`
    mutation RestUpdateBlog($id: ID!, $input: BlogInput!, $image: Upload, $existingImages: [String!], $version: Int) {
      updateBlog(id: $id, input: $input, image: $image, existingImages: $existingImages, version: $version) { ...RestBlogFields }
    }
  `),
  delete: graphql(`mutation RestDeleteBlog($id: ID!) { deleteBlog(id: $id) }`),
});
