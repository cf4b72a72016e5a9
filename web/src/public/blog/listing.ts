/**
 * The blog list's filters: a tag (/blog?tag=react) or a category
 * (/blog?category=Cloud), kept in every page link, the canonical URL and
 * rel=prev/next. The server filters and pages; this is pure, so it runs the
 * same on the server and is tested on its own.
 */
import { publicPageTitle } from '@consultancy/domain';
import { listQuery } from '../shared/paging';

export interface BlogFilter {
  tag?: string;
  category?: string;
}

/** Tags are matched without regard to case, so their links and canonical URLs are lowercase. */
export const tagKey = (tag: string) => tag.trim().toLowerCase();

/** The filter named by the URL (empty values ignored). */
export function blogFilterFromQuery(params: URLSearchParams): BlogFilter {
  const tag = tagKey(params.get('tag') ?? '');
  const category = (params.get('category') ?? '').trim();
  return { ...(tag ? { tag } : {}), ...(category ? { category } : {}) };
}

/**
 * The filter spelled as the posts store their category: /blog?category=security
 * finds "Security" posts, and is named and canonicalised as "Security", so every
 * spelling of one category is one page to a crawler.
 */
export function spelledAsStored(filter: BlogFilter, posts: ReadonlyArray<{ category?: string | null }>): BlogFilter {
  const typed = filter.category?.toLowerCase();
  const stored = typed && posts.find((post) => post.category?.toLowerCase() === typed)?.category;
  return stored ? { ...filter, category: stored } : filter;
}

/** The address of a page of the blog: /blog, /blog?page=3, /blog?tag=react&page=2. */
export const blogListPath = (filter: BlogFilter, page: number) =>
  `/blog${listQuery([['tag', filter.tag], ['category', filter.category]], page)}`;

/** The list's name: 'Blog', 'Posts tagged react', 'Posts in Cloud'. */
export function blogListTitle(filter: BlogFilter): string {
  if (filter.tag) return `Posts tagged ${filter.tag}`;
  if (filter.category) return `Posts in ${filter.category}`;
  return publicPageTitle('/blog');
}

