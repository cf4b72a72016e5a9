import type { NewImage } from '../images/order';

export const DEFAULT_BLOG_CONTENT = '<p>Start writing your blog post...</p>';
export const DEFAULT_READING_TIME = 5;
export const DEFAULT_BLOG_CATEGORY = 'Technology';
export const READING_TIME_MIN = 1;
export const READING_TIME_MAX = 60;

export interface BlogFormValues {
  title: string;
  content: string;
  excerpt: string;
  tags: string;
  publishDate: string;
  /** As typed in the number input. */
  readingTime: string;
  /** Not edited in the form; kept so an update does not reset it. */
  category: string;
  existingImages: string[];
  newImages: NewImage[];
}

export const emptyBlogForm = (): BlogFormValues => ({
  title: '',
  content: DEFAULT_BLOG_CONTENT,
  excerpt: '',
  tags: '',
  publishDate: '',
  readingTime: String(DEFAULT_READING_TIME),
  category: DEFAULT_BLOG_CATEGORY,
  existingImages: [],
  newImages: [],
});

export interface BlogItem {
  _id: string;
  title: string;
  content: string;
  excerpt: string;
  tags: string;
  publishDate: string;
  readingTime: number;
  category: string;
  featuredImage?: string | null;
}

export function blogFormFromItem(item: BlogItem): BlogFormValues {
  return {
    title: item.title,
    content: item.content ?? '',
    excerpt: item.excerpt ?? '',
    tags: item.tags ?? '',
    publishDate: item.publishDate ?? '',
    readingTime: String(item.readingTime || DEFAULT_READING_TIME),
    category: item.category || DEFAULT_BLOG_CATEGORY,
    existingImages: item.featuredImage ? [item.featuredImage] : [],
    newImages: [],
  };
}

/** Tags as the comma-separated string the API stores: trimmed, blanks and repeats dropped. */
export function normaliseTags(tags: string): string {
  const seen = new Set<string>();
  for (const tag of tags.split(',').map((part) => part.trim()).filter(Boolean)) {
    if (![...seen].some((known) => known.toLowerCase() === tag.toLowerCase())) seen.add(tag);
  }
  return [...seen].join(', ');
}

/** Reading time as an integer; an empty or unreadable entry falls back to the default. */
export function readingTimeOf(value: string): number {
  const minutes = Math.round(Number(value));
  return value.trim() && Number.isFinite(minutes) ? minutes : DEFAULT_READING_TIME;
}

export function blogVariables(values: BlogFormValues) {
  return {
    input: {
      title: values.title.trim(),
      content: values.content,
      excerpt: values.excerpt.trim(),
      tags: normaliseTags(values.tags),
      publishDate: values.publishDate,
      readingTime: readingTimeOf(values.readingTime),
      category: values.category || DEFAULT_BLOG_CATEGORY,
    },
    image: values.newImages[0]?.file ?? null,
    existingImages: [...values.existingImages],
  };
}
