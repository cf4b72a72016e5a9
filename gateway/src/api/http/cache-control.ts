/**
 * Public pages and public API answers: browsers check again every time (a 304
 * when nothing changed), while a CDN in front may keep them a minute and serve
 * a stale copy for ten more while it fetches a fresh one.
 */
export const PUBLIC_CACHE_CONTROL = 'public, max-age=0, s-maxage=60, stale-while-revalidate=600';

/** The admin shell, answers to signed-in requests, and every error: kept by no one. */
export const PRIVATE_NO_STORE = 'private, no-store';

/** A slug can change again: a redirect is kept briefly, never for a year. */
export const PUBLIC_REDIRECT_CACHE_CONTROL = 'public, max-age=300';
