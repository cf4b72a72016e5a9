import { defineCollection } from '../content/collection';
import { createCollectionResolver } from '../content/collection-resolver';
import { sanitizeRichText } from '../sanitize/rich-text';
import { Blog, DEFAULT_BLOG_CATEGORY, DEFAULT_BLOG_CONTENT } from './blog.entity';
import { BlogInput } from './blog.input';

/** Tags are stored as the form shows them: comma-separated, tidied. */
const tidyTags = (tags: string) => tags.split(',').map((tag) => tag.trim()).filter(Boolean).join(', ');

export const blogCollection = defineCollection({
  entity: Blog,
  input: BlogInput,
  label: 'Blog',
  names: { list: 'blogs', item: 'blog', add: 'addBlog', update: 'updateBlog', delete: 'deleteBlog' },
  images: {
    arg: 'image',
    multiple: false,
    max: 1,
    read: (blog) => (blog.featuredImage ? [blog.featuredImage] : []),
    write: (blog, urls) => { blog.featuredImage = urls[0] ?? null; },
  },
  toFields: (input: BlogInput): Partial<Blog> => ({
    title: input.title.trim(),
    content: sanitizeRichText(input.content) || DEFAULT_BLOG_CONTENT,
    excerpt: input.excerpt.trim(),
    tags: tidyTags(input.tags),
    publishDate: input.publishDate,
    readingTime: input.readingTime,
    category: input.category.trim() || DEFAULT_BLOG_CATEGORY,
  }),
});

export const BlogResolver = createCollectionResolver(blogCollection);
