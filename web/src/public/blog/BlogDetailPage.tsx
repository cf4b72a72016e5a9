import { BLOG_DEFAULTS, tagsIn } from '@consultancy/domain';
import { Link } from 'react-router-dom';
import { graphql } from '../../gql';
import type { PublicBlogQuery } from '../../gql/graphql';
import { DetailPage } from '../shared/DetailPage';
import { excerpt, firstDate, formatShortDate, isoDay, readingMinutes, readingTimeLabel } from '../shared/format';
import { PageHead } from '../shared/head';
import { useSiteIdentity } from '../shared/site-identity';
import { blogPosting, breadcrumbs } from '../shared/structured-data';
import { imageAlt, previewImageDetails } from '../shared/image-alt';
import { ResponsiveImage } from '../shared/ResponsiveImage';
import { RichText } from '../shared/RichText';
import '../shared/shared.css';
import './blog.css';
import { blogListPath, tagKey } from './listing';

const PublicBlog = graphql(`
  query PublicBlog($id: ID!) {
    blog(id: $id) {
      ...BlogCardFields @unmask
      publishAt
      seoTitle
      seoDescription
      socialImage
      updatedAt
    }
  }
`);

/** /blog/{slug} (an id or a former slug moves to it). An unknown one shows the not-found page (HTTP 404 from the server). */
export function BlogDetailPage() {
  return (
    <DetailPage
      query={PublicBlog}
      section="blog"
      itemIn={(data) => data.blog}
      what="This article"
      notFound={{
        heading: 'We could not find that article',
        text: 'It may have been renamed or removed. Browse the other posts, or head back home:',
      }}
    >
      {(post) => <BlogPost post={post} />}
    </DetailPage>
  );
}

/** A post as its page shows it: what the public query reads. */
export type BlogPostData = PublicBlogQuery['blog'];

/** The post, found at its current address: its head tags and the article. */
function BlogPost({ post }: { post: BlogPostData }) {
  const { siteName } = useSiteIdentity();
  // The SEO fields when set; else the title, the excerpt or the text, the featured image.
  const head = {
    title: post.seoTitle || post.title,
    description: post.seoDescription || post.excerpt.trim() || excerpt(post.content),
    path: `/blog/${post.slug}`,
    image: post.socialImage ?? post.featuredImage ?? undefined,
  };
  // The image's words and size; the card (drawn when there is no image) names title and category.
  const preview = {
    ...previewImageDetails(head.image, { urls: [post.featuredImage ?? ''], alts: [post.featuredImageAlt], described: post.responsiveImages }, post.title),
    card: { title: post.title, label: post.category },
  };
  const structuredData = [
    blogPosting({ ...head, published: post.publishAt || post.createdAt, modified: post.updatedAt, author: siteName }),
    breadcrumbs([{ name: 'Home', path: '/' }, { name: 'Blog', path: '/blog' }, { name: post.title, path: head.path }]),
  ];
  return (
    <>
      <PageHead {...head} {...preview} type="article" structuredData={structuredData} />
      <BlogArticle post={post} />
    </>
  );
}

/** The post's article, given the post: the page's and the admin's preview's (which passes the form's values). */
export function BlogArticle({ post }: { post: BlogPostData }) {
  const date = firstDate(post.publishDate, post.createdAt);
  const tags = tagsIn(post.tags);
  const category = post.category.trim() || BLOG_DEFAULTS.category;
  return (
    <article className="post">
      <header className="page-header post__header">
        <div className="container post__narrow">
          <Link className="post__back" to="/blog">
            <span aria-hidden="true">←</span> All posts
          </Link>
          <Link className="post__category" to={blogListPath({ category }, 1)}>
            {category}
          </Link>
          <h1>{post.title}</h1>
          <p className="post__meta">
            <time dateTime={isoDay(date)}>{formatShortDate(date)}</time>
            <span aria-hidden="true">·</span>
            <span>{readingTimeLabel(readingMinutes(post.readingTime, post.content))}</span>
          </p>
        </div>
      </header>
      <div className="container post__narrow post__body">
        {post.featuredImage && (
          <ResponsiveImage
            className="post__image"
            src={post.featuredImage}
            image={post.responsiveImages[0]}
            alt={imageAlt(post.featuredImageAlt, post.title, post.responsiveImages[0]?.alt)}
            sizes="(max-width: 840px) 100vw, 800px"
            fallbackSize={{ width: 1200, height: 630 }}
            priority="lcp"
          />
        )}
        <RichText html={post.content} className="post__content" />
        {tags.length > 0 && (
          <ul className="post__tags" aria-label="Tags">
            {tags.map((tag) => (
              <li key={tag}>
                <Link to={blogListPath({ tag: tagKey(tag) }, 1)}>{tag}</Link>
              </li>
            ))}
          </ul>
        )}
        <aside className="post__cta">
          <h2>Planning something similar?</h2>
          <p>We help startups and small businesses scope, build and launch software. Tell us about your project.</p>
          <Link className="button button--primary" to="/contact?scroll=form">
            Book an Appointment
          </Link>
        </aside>
      </div>
    </article>
  );
}

// The route loads the page as its chunk's default export (app/lazy-page.ts).
export default BlogDetailPage;
