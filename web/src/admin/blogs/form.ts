import { BLOG_DEFAULTS, tidyTags, type PublicationStatus } from '@consultancy/domain';
import { isoDateTime, localDateTime } from '../content-list/PublicationFields';
import { emptySeo, seoFromItem, seoInput, type SeoValues } from '../content-list/seo-values';
import type { AdminBlogItemFragment, BlogInput } from '../gql/graphql';
import { altsInOrder, altTextsOf, shownImages, type ImageFields } from '../images/order';
import type { PreviewItems } from '../preview/public-previews';

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

/**
 * The post as the public page would show it with the form's values (the preview): what the
 * server would store, the images as chosen (new ones by their object URLs, without copies),
 * today's date where the post has none yet. Draft and scheduled posts show the same.
 */
export function blogPreview(values: BlogFormValues, stored: BlogItem | null): PreviewItems['blog'] {
  const { urls, alts } = shownImages(values);
  const now = new Date().toISOString();
  return {
    id: stored?.id ?? 'preview',
    slug: values.slug.trim() || stored?.slug || '',
    title: values.title.trim(),
    content: values.content,
    excerpt: values.excerpt.trim(),
    tags: tidyTags(values.tags),
    category: values.category || BLOG_DEFAULTS.category,
    publishDate: values.publishDate,
    // None: worked out from the text's words, as the server does.
    readingTime: readingTimeOf(values.readingTime) ?? 0,
    featuredImage: urls[0] ?? null,
    featuredImageAlt: alts[0] ?? '',
    responsiveImages: [],
    ...seoInput(values),
    socialImage: values.socialImage || null,
    publishAt: isoDateTime(values.publishAt) ?? stored?.publishAt ?? now,
    createdAt: stored?.createdAt ?? now,
    updatedAt: now,
  };
}
