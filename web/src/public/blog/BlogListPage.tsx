import { useQuery } from '@apollo/client/react';
import { graphql } from '../../gql';
import { PageHead } from '../shared/head';
import { PageHeader } from '../shared/PageHeader';
import { EmptyMessage, LoadingMessage } from '../shared/StatusMessage';
import '../shared/card-grid.css';
import '../shared/shared.css';
import { BlogCard } from './BlogCard';
import './blog.css';

const PublicBlogs = graphql(`
  query PublicBlogs($page: Int!, $limit: Int!) {
    blogs(page: $page, limit: $limit) {
      page
      pages
      total
      items {
        _id
        ...BlogCardFields
      }
    }
  }
`);

/** /blog: every post as a card with its image, title, date and minutes to read. */
export function BlogListPage() {
  const { data, loading, error } = useQuery(PublicBlogs);
  if (error) console.warn('Could not load the blog:', error.message);
  const posts = data?.blogs ?? [];

  return (
    <>
      <PageHead
        title="Blog"
        description="Practical notes on building software, launching apps and keeping data healthy, from the Northwind Digital team."
        path="/blog"
      />
      <PageHeader
        eyebrow="Insights"
        title="Blog"
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
            <ul className="card-grid">
              {posts.map((post) => (
                <li key={post._id}>
                  <BlogCard post={post} />
                </li>
              ))}
            </ul>
          )}
        </div>
      </section>
    </>
  );
}
