/**
 * What every admin list (projects, testimonials, posts, subscriptions, contacts)
 * asks the server for and gets back: one page of items with the whole list's
 * total, found by a search text and at most one filter (see docs/screens.md).
 */
import { LIST_PAGE_LIMITS, SEARCH_MAX_CHARS } from '@consultancy/domain';
import { rootField } from './answers';

/** The page sizes an administrator may choose; the first is the default. */
export const PAGE_SIZES = [10, 25, 50, LIST_PAGE_LIMITS.max] as const;

/** Typing pauses this long before the search is sent. */
export const SEARCH_DELAY_MS = 300;

/** A list query's variables: `page` from 1, a filter named by the list (category, or a status of its own list). */
export interface ListVariables<TStatus extends string = string> {
  page: number;
  limit: number;
  q?: string | null;
  category?: string | null;
  status?: TStatus | null;
}

/** The list's filter: the variable it sets and the values to choose from ('' is all). */
export interface ListFilter {
  name: 'category' | 'status';
  label: string;
  options: readonly string[];
}

export interface ListState {
  /** 0-based, as MUI's TablePagination counts. */
  pageIndex: number;
  limit: number;
  /** The search as sent: trimmed, cut to the longest the API accepts. */
  q: string;
  /** The chosen filter value; '' for all. */
  filter: string;
}

/** The search text the API is sent: trimmed and at most SEARCH_MAX_CHARS, undefined when empty. */
export function searchText(text: string): string | undefined {
  const trimmed = text.trim().slice(0, SEARCH_MAX_CHARS).trim();
  return trimmed || undefined;
}

/** The query's variables for a state: empty search and filter are left out. */
export function listVariables(state: ListState, filter?: ListFilter): ListVariables {
  const variables: ListVariables = { page: state.pageIndex + 1, limit: state.limit };
  const q = searchText(state.q);
  if (q) variables.q = q;
  if (filter && state.filter) variables[filter.name] = state.filter;
  return variables;
}

/** The page of an answer: its one root field's items and total (none before the first answer). */
export function pageOf<TItem>(data: unknown): { items: ReadonlyArray<TItem>; total: number } {
  const page = rootField(data) as { items?: ReadonlyArray<TItem>; total?: number } | undefined;
  return { items: page?.items ?? [], total: page?.total ?? 0 };
}

/** The last page that holds items, 0-based: where to go when the page shown became empty (after a delete). */
export const lastPageIndex = (total: number, limit: number) => Math.max(0, Math.ceil(total / limit) - 1);
