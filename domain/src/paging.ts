/** Items per page of every API list: `limit` defaults to `default` and may not exceed `max`. */
export const LIST_PAGE_LIMITS = { default: 100, max: 100 } as const;

/** The longest search text (`q`) a list accepts, after trimming. */
export const SEARCH_MAX_CHARS = 200;

/** Results a page of the site search: `limit` defaults to `default` and may not exceed `max`. */
export const SEARCH_PAGE_LIMITS = { default: 10, max: 50 } as const;
