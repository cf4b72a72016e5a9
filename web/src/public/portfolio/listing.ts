/**
 * The portfolio list's logic: category filter, pages of six and the summary
 * line. Pure, so it is tested on its own and runs the same on the server.
 */
import { PORTFOLIO_CATEGORIES, PORTFOLIO_PAGE_SIZE } from '@consultancy/domain';

export const ALL_CATEGORIES = 'All';
export const CATEGORY_TABS = [ALL_CATEGORIES, ...PORTFOLIO_CATEGORIES] as const;

export type CategoryTab = (typeof CATEGORY_TABS)[number];

/** The tab named by the URL's ?category=, or All for a missing or unknown one. */
export function categoryFromQuery(value: string | null | undefined): CategoryTab {
  return (CATEGORY_TABS as readonly string[]).includes(value ?? '') ? (value as CategoryTab) : ALL_CATEGORIES;
}

/** The page named by the URL's ?page= (1 when missing or not a positive whole number). */
export function pageFromQuery(value: string | null | undefined): number {
  const page = Number(value);
  return Number.isInteger(page) && page >= 1 ? page : 1;
}

export function filterByCategory<T extends { category: string }>(items: readonly T[], category: CategoryTab): T[] {
  return category === ALL_CATEGORIES ? [...items] : items.filter((item) => item.category === category);
}

export interface Page<T> {
  items: T[];
  /** The page shown, clamped to 1..pageCount. */
  page: number;
  pageCount: number;
  total: number;
  /** 1-based positions of the first and last item shown (0 and 0 when empty). */
  from: number;
  to: number;
}

export function paginate<T>(items: readonly T[], requestedPage: number, pageSize = PORTFOLIO_PAGE_SIZE): Page<T> {
  const total = items.length;
  const pageCount = Math.max(1, Math.ceil(total / pageSize));
  const page = Math.min(Math.max(1, Math.floor(requestedPage) || 1), pageCount);
  const start = (page - 1) * pageSize;
  const shown = items.slice(start, start + pageSize);
  return { items: shown, page, pageCount, total, from: total ? start + 1 : 0, to: start + shown.length };
}

/** 'Showing 1-6 of 8 projects', plus ' in Web App' when a category is chosen. */
export function summaryText(page: Pick<Page<unknown>, 'from' | 'to' | 'total'>, category: CategoryTab): string {
  const base = `Showing ${page.from}-${page.to} of ${page.total} projects`;
  return category === ALL_CATEGORIES ? base : `${base} in ${category}`;
}

/** The query string for a category and page: page 1 and All are left out. */
export function listingQuery(category: CategoryTab, page: number): string {
  const params = new URLSearchParams();
  if (category !== ALL_CATEGORIES) params.set('category', category);
  if (page > 1) params.set('page', String(page));
  const query = params.toString().replace(/\+/g, '%20');
  return query ? `?${query}` : '';
}

/** The shown name of a project: its name, or its category when it has none. */
export const projectTitle = (project: { projectName?: string | null; category: string }) =>
  project.projectName?.trim() || project.category;
