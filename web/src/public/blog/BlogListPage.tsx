import { useQuery } from '@apollo/client/react';
import { Link } from 'react-router-dom';
import { PageHead } from '../../app/head';
import { graphql } from '../../gql';
import { excerpt, firstDate, formatLongDate, isoDay, readingMinutes, readingTimeLabel } from '../shared/format';
import { EmptyMessage, LoadingMessage } from '../shared/StatusMessage';
import '../shared/shared.css';
import './blog.css';

const PublicBlogs = graphql(`
  query PublicBlogs {
    blogs {
      _id
      title
      excerpt
      content
      category
      publishDate
      createdAt
      readingTime
      featuredImage
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
      <header className="page-header">
        <div className="container">
          <span className="eyebrow">Insights</span>
          <h1>Blog</h1>
          <p className="page-header__lead">
            Practical notes from our projects: scoping, building and launching software that small teams can rely on.
          </p>
        </div>
      </header>
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
            <ul className="blog-grid">
              {posts.map((post) => {
                const date = firstDate(post.publishDate, post.createdAt);
                const summary = post.excerpt.trim() || excerpt(post.content, 200);
                return (
                  <li key={post._id}>
                    <article className="blog-card">
                      <div className="blog-card__media">
                        {post.featuredImage ? (
                          <img src={post.featuredImage} alt={`${post.title}: featured image`} width={1200} height={630} loading="lazy" decoding="async" />
                        ) : (
                          <div className="blog-card__placeholder" aria-hidden="true">
                            {post.category || 'Technology'}
                          </div>
                        )}
                      </div>
                      <div className="blog-card__body">
                        <p className="blog-card__meta">
                          <time dateTime={isoDay(date)}>{formatLongDate(date)}</time>
                          <span aria-hidden="true">·</span>
                          <span>{readingTimeLabel(readingMinutes(post.readingTime, post.content))}</span>
                        </p>
                        <h3 className="blog-card__title">
                          <Link to={`/blog/${post._id}`}>{post.title}</Link>
                        </h3>
                        {summary && <p className="blog-card__excerpt">{summary}</p>}
                        <span className="blog-card__more" aria-hidden="true">
                          Read article →
                        </span>
                      </div>
                    </article>
                  </li>
                );
              })}
            </ul>
          )}
        </div>
      </section>
    </>
  );
}
