import { BLOG_PAGE_SIZE } from '@consultancy/domain';
import { useSearchParams } from 'react-router-dom';
import { graphql } from '../../gql';
import { ListPage } from '../shared/ListPage';
import { usePagedList } from '../shared/usePagedList';
import { BlogCard } from './BlogCard';
import { blogFilterFromQuery, blogListPath, blogListTitle, spelledAsStored } from './listing';
import './blog.css';

const PublicBlogs = graphql(`
  query PublicBlogs($page: Int!, $limit: Int!, $tag: String, $category: String) {
    blogs(page: $page, limit: $limit, tag: $tag, category: $category) {
      page
      pages
      total
      items {
        id
        category
        ...BlogCardFields
      }
    }
  }
`);

/**
 * /blog: the posts as cards with image, title, date and minutes to read, newest first,
 * a page at a time (?page=3), optionally of one tag or category (?tag=react&page=2);
 * the server sends only the page shown, and a page past the end is the 404 page.
 */
export function BlogListPage() {
  const [searchParams] = useSearchParams();
  const asked = blogFilterFromQuery(searchParams);
  const list = usePagedList(PublicBlogs, { limit: BLOG_PAGE_SIZE, filter: asked, pageIn: (data) => data.blogs, name: 'blog' });
  // Named and linked as the posts spell their category, once they have come.
  const filter = spelledAsStored(asked, list.items);

  return (
    <ListPage
      list={list}
      href={(page) => blogListPath(filter, page)}
      title={blogListTitle(filter)}
      description="Practical notes on building software, launching apps and keeping data healthy, from the Northwind Digital team."
      eyebrow="Insights"
      lead="Practical notes from our projects: scoping, building and launching software that small teams can rely on."
      section={{ className: 'blog-list', headingId: 'blog-posts', heading: 'Posts' }}
      empty="No blogs found."
      pagesLabel="Blog pages"
      card={(post, imagePriority) => <BlogCard post={post} imagePriority={imagePriority} />}
    />
  );
}

// The route loads the page as its chunk's default export (app/lazy-page.ts).
export default BlogListPage;
