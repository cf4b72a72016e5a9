import { BLOG_DEFAULTS, tagsIn } from '@consultancy/domain';
import { Link } from 'react-router-dom';
import { graphql, useFragment, type FragmentType } from '../../gql';
import { imageAlt } from '../shared/image-alt';
import { ResponsiveImage, type ImagePriority } from '../shared/ResponsiveImage';
import { excerpt, firstDate, formatLongDate, isoDay, readingMinutes, readingTimeLabel } from '../shared/format';
import { blogListPath, tagKey } from './listing';

export const BlogCardFields = graphql(`
  fragment BlogCardFields on Blog {
    id
    slug
    title
    excerpt
    content
    category
    tags
    publishDate
    createdAt
    readingTime
    featuredImage
    featuredImageAlt
    responsiveImages {
      ...ResponsiveImageFields @unmask
    }
  }
`);

/** One post of the blog list: image, date, minutes to read, title and summary; the whole card opens the post. */
export function BlogCard(props: { post: FragmentType<typeof BlogCardFields>; imagePriority?: ImagePriority }) {
  const post = useFragment(BlogCardFields, props.post);
  const date = firstDate(post.publishDate, post.createdAt);
  const summary = post.excerpt.trim() || excerpt(post.content, 200);
  return (
    <article className="card blog-card">
      <div className="card__media blog-card__media">
        {post.featuredImage ? (
          <ResponsiveImage
            src={post.featuredImage}
            image={post.responsiveImages[0]}
            alt={imageAlt(post.featuredImageAlt, post.title, post.responsiveImages[0]?.alt)}
            sizes="(max-width: 720px) 100vw, (max-width: 1100px) 50vw, 400px"
            fallbackSize={{ width: 1200, height: 630 }}
            priority={props.imagePriority}
          />
        ) : (
          <div className="card__placeholder blog-card__placeholder" aria-hidden="true">
            {post.category || BLOG_DEFAULTS.category}
          </div>
        )}
      </div>
      <div className="card__body">
        <p className="blog-card__meta">
          <time dateTime={isoDay(date)}>{formatLongDate(date)}</time>
          <span aria-hidden="true">·</span>
          <span>{readingTimeLabel(readingMinutes(post.readingTime, post.content))}</span>
        </p>
        <h3 className="card__title blog-card__title">
          <Link className="card__link" to={`/blog/${post.slug}`}>
            {post.title}
          </Link>
        </h3>
        {summary && <p className="card__summary">{summary}</p>}
        <ul className="blog-card__tags" aria-label="Category and tags">
          <li>
            <Link to={blogListPath({ category: post.category.trim() || BLOG_DEFAULTS.category }, 1)}>{post.category.trim() || BLOG_DEFAULTS.category}</Link>
          </li>
          {tagsIn(post.tags).map((tag) => (
            <li key={tag}>
              <Link to={blogListPath({ tag: tagKey(tag) }, 1)}>#{tag}</Link>
            </li>
          ))}
        </ul>
        <span className="blog-card__more" aria-hidden="true">
          Read article →
        </span>
      </div>
    </article>
  );
}
