/** How many items one page of any list may hold: `limit` is 1..max, `default` when left out. */
export const LIST_PAGE_LIMITS = { default: 100, max: 100 } as const;

/** The longest search text (`q`) a list accepts, after trimming. */
export const SEARCH_MAX_CHARS = 200;
