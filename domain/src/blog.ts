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
