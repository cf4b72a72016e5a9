import { BLOG_DEFAULTS, tidyTags, type PublicationStatus } from '@consultancy/domain';
import { isoDateTime, localDateTime } from '../content-list/PublicationFields';
import { emptySeo, seoFromItem, seoInput, type SeoValues } from '../content-list/seo-values';
import type { AdminBlogItemFragment, BlogInput } from '../gql/graphql';
import { altsInOrder, altTextsOf, type ImageFields } from '../images/order';

export type BlogItem = AdminBlogItemFragment;

/**
 * Every field of the input with the reading time as typed in the number input;
 * the category is not edited in the form, only kept so an update does not reset it.
 */
export type BlogFormValues = Omit<Required<BlogInput>, 'featuredImageAlt' | 'readingTime' | 'slug' | 'status' | 'publishAt' | 'seoTitle' | 'seoDescription' | 'socialImage'>
  & { readingTime: string; slug: string; status: PublicationStatus; publishAt: string } & SeoValues & ImageFields;

export const emptyBlogForm = (): BlogFormValues => ({
  title: '',
  slug: '',
  status: 'published',
  publishAt: '',
  ...emptySeo,
  content: BLOG_DEFAULTS.content,
  excerpt: '',
  tags: '',
  publishDate: '',
  // Empty: the server works it out from the text's words.
  readingTime: '',
  category: BLOG_DEFAULTS.category,
  existingImages: [],
  newImages: [],
  altTexts: {},
});

export function blogFormFromItem(item: BlogItem): BlogFormValues {
  return {
    title: item.title,
    slug: item.slug,
    status: item.status,
    publishAt: localDateTime(item.publishAt),
    ...seoFromItem(item),
    content: item.content ?? '',
    excerpt: item.excerpt ?? '',
    tags: item.tags ?? '',
    publishDate: item.publishDate ?? '',
    readingTime: item.readingTime ? String(item.readingTime) : '',
    category: item.category || BLOG_DEFAULTS.category,
    existingImages: item.featuredImage ? [item.featuredImage] : [],
    newImages: [],
    altTexts: item.featuredImage ? altTextsOf([item.featuredImage], [item.featuredImageAlt]) : {},
  };
}

/** Reading time as an integer; none when empty or unreadable, so the server works it out from the text. */
export function readingTimeOf(value: string): number | null {
  const minutes = Math.round(Number(value));
  return value.trim() && Number.isFinite(minutes) ? minutes : null;
}

export function blogVariables(values: BlogFormValues) {
  const input: BlogInput = {
    title: values.title.trim(),
    // Empty: the server makes one from the title (new post) or keeps the current one.
    slug: values.slug.trim() || null,
    status: values.status,
    publishAt: isoDateTime(values.publishAt),
    ...seoInput(values),
    content: values.content,
    excerpt: values.excerpt.trim(),
    tags: tidyTags(values.tags),
    publishDate: values.publishDate,
    readingTime: readingTimeOf(values.readingTime),
    category: values.category || BLOG_DEFAULTS.category,
    featuredImageAlt: altsInOrder(values)[0] ?? '',
  };
  return { input, image: values.newImages[0]?.file ?? null, existingImages: [...values.existingImages] };
}
