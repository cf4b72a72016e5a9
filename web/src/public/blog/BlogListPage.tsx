import { BLOG_PAGE_SIZE } from '@consultancy/domain';
import { useQuery } from '@apollo/client/react';
import { useSearchParams } from 'react-router-dom';
import { graphql } from '../../gql';
import { PageHead } from '../shared/head';
import { NotFoundPage } from '../shared/NotFoundPage';
import { PageHeader } from '../shared/PageHeader';
import { Pagination } from '../shared/Pagination';
import { isPastEnd, neighbours, pageFromQuery } from '../shared/paging';
import { EmptyMessage, LoadingMessage } from '../shared/StatusMessage';
import '../shared/card-grid.css';
import '../shared/shared.css';
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
  const page = pageFromQuery(searchParams.get('page'));
  const asked = blogFilterFromQuery(searchParams);
  const { data, loading, error } = useQuery(PublicBlogs, { variables: { page, limit: BLOG_PAGE_SIZE, ...asked } });
  if (error) console.warn('Could not load the blog:', error.message);

  const result = data?.blogs;
  if (result && isPastEnd(result)) return <NotFoundPage />;
  const posts = result?.items ?? [];
  const pages = result?.pages ?? 1;
  const filter = spelledAsStored(asked, posts);
  const href = (number: number) => blogListPath(filter, number);
  const title = blogListTitle(filter);

  return (
    <>
      <PageHead
        title={page > 1 ? `${title}, page ${page}` : title}
        description="Practical notes on building software, launching apps and keeping data healthy, from the Northwind Digital team."
        path={href(page)}
        {...neighbours(page, pages, href)}
      />
      <PageHeader
        eyebrow="Insights"
        title={title}
        lead="Practical notes from our projects: scoping, building and launching software that small teams can rely on."
      />
      <section className="section blog-list" aria-labelledby="blog-posts">
        <div className="container">
          <h2 id="blog-posts" className="visually-hidden">
            Posts
          </h2>
          {loading && !data ? (
            <LoadingMessage />
          ) : posts.length === 0 ? (
            <EmptyMessage>No blogs found.</EmptyMessage>
          ) : (
            <>
              <ul className="card-grid">
                {posts.map((post, index) => (
                  <li key={post.id}>
                    {/* On a phone the first card's image is the largest content of the first screen. */}
                    <BlogCard post={post} imagePriority={index === 0 ? 'lcp' : undefined} />
                  </li>
                ))}
              </ul>
              <Pagination page={page} pages={pages} label="Blog pages" href={href} />
            </>
          )}
        </div>
      </section>
    </>
  );
}
