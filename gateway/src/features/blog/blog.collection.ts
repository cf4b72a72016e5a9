import { BLOG_DEFAULTS, COLLECTION_LABELS, READING_TIME_LIMITS, readingTimeForWords, tidyTags } from '@consultancy/domain';
import { Max, Min, ValidateIf } from 'class-validator';
import { Field, InputType, Int } from 'type-graphql';
import { defineCollection, singleImage } from '../../content/collections/collection';
import { PublishingInput } from '../../content/publishing/publishing-input';
import { plainTextOf, sanitizeRichText } from '../../content/sanitize/rich-text';
import { AltText, MaxChars, OptionalDate, RICH_TEXT_MAX, Required, SingleLine } from '../../content/validation/rules';
import { Blog } from './blog.entity';

const { min, max } = READING_TIME_LIMITS;
const readingTimeMessage = `readingTime must be between ${min} and ${max} minutes`;

@InputType({ description: 'The fields of a blog post, as the admin form sends them.' })
export class BlogInput extends PublishingInput {
  @Field() @SingleLine() @Required() @MaxChars(200) title: string;
  @Field({ defaultValue: BLOG_DEFAULTS.content, description: 'HTML; sanitized on save.' }) @MaxChars(RICH_TEXT_MAX) content: string;
  @Field({ defaultValue: '' }) @MaxChars(1000) excerpt: string;
  @Field({ defaultValue: '', description: 'Comma-separated.' }) @MaxChars(500) tags: string;
  @Field({ defaultValue: '' }) @OptionalDate() publishDate: string;
  @Field(() => Int, { nullable: true, description: `Minutes, ${min} to ${max}. Empty or omitted: worked out from the content's words.` })
  @ValidateIf((_input, value) => value !== null && value !== undefined)
  @Min(min, { message: readingTimeMessage })
  @Max(max, { message: readingTimeMessage })
  readingTime?: number | null;
  @Field({ defaultValue: BLOG_DEFAULTS.category }) @SingleLine() @MaxChars(80) category: string;
  @Field(() => String, { nullable: true, description: "The featured image's alt text; omitted: it stays as it is." }) @AltText() featuredImageAlt?: string | null;
}

/** Minutes to read the (sanitized) content: its words at WORDS_PER_MINUTE. */
function readingTimeOf(html: string): number {
  return readingTimeForWords(plainTextOf(html).split(/\s+/).filter(Boolean).length);
}

export const blogCollection = defineCollection({
  key: 'blog',
  entity: Blog,
  input: BlogInput,
  label: COLLECTION_LABELS.blog,
  plural: 'blogs',
  titleOf: (item) => item.title,
  images: singleImage<Blog>('image', 'featuredImage', 'featuredImageAlt'),
  listing: {
    search: ['title', 'excerpt', 'tags'],
    filters: {
      tag: { column: 'tags', match: 'listItem', description: 'Only posts with this tag (any case).' },
      category: { description: 'Only posts of this category (any case).' },
    },
  },
  toFields: (input: BlogInput): Partial<Blog> => {
    const content = sanitizeRichText(input.content) || BLOG_DEFAULTS.content;
    return {
      title: input.title.trim(),
      content,
      excerpt: input.excerpt.trim(),
      tags: tidyTags(input.tags),
      publishDate: input.publishDate,
      readingTime: input.readingTime ?? readingTimeOf(content),
      category: input.category.trim() || BLOG_DEFAULTS.category,
    };
  },
  publicPages: { list: '/blog', item: (blog) => `/blog/${blog.slug}` },
  cardLabelOf: (blog) => blog.category,
  publishing: { slugFrom: (blog) => blog.title },
  search: {
    type: 'post',
    title: (blog) => blog.title,
    summary: (blog) => blog.excerpt,
    tags: (blog) => blog.tags,
    body: (blog) => plainTextOf(blog.content),
  },
});
