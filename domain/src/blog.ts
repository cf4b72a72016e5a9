export const BLOG_DEFAULTS = {
  content: '<p>Start writing your blog post...</p>',
  /** Minutes. */
  readingTime: 5,
  category: 'Technology',
} as const;

/** Reading time in whole minutes. */
export const READING_TIME_LIMITS = { min: 1, max: 60 } as const;

/** The pace behind a reading time worked out from a post's words. */
export const WORDS_PER_MINUTE = 200;

/** The reading time of a text of `words` words, in whole minutes within READING_TIME_LIMITS. */
export const readingTimeForWords = (words: number): number =>
  Math.min(READING_TIME_LIMITS.max, Math.max(READING_TIME_LIMITS.min, Math.ceil(words / WORDS_PER_MINUTE)));

/** Posts per page of the public blog list: three rows of the three-column grid. */
export const BLOG_PAGE_SIZE = 9;

/**
 * A post's tags as typed ('react, Node ,, React'): trimmed, blanks dropped, each once without
 * regard to case (its first spelling kept), since tag links and filters ignore case.
 */
export function tagsIn(text: string): string[] {
  const tags = new Map<string, string>();
  for (const tag of text.split(',').map((part) => part.trim()).filter(Boolean)) {
    if (!tags.has(tag.toLowerCase())) tags.set(tag.toLowerCase(), tag);
  }
  return [...tags.values()];
}

/** Tags as they are stored and shown in the admin form: 'react, Node'. */
export const tidyTags = (text: string): string => tagsIn(text).join(', ');
