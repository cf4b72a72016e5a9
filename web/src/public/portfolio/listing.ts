/**
 * The portfolio list's logic: category tabs, the addresses of its pages and the
 * summary line. The server pages and filters the projects; this is pure, so it
 * is tested on its own and runs the same on the server.
 */
import { PORTFOLIO_CATEGORIES } from '@consultancy/domain';
import { listQuery } from '../shared/paging';

export const ALL_CATEGORIES = 'All';
export const CATEGORY_TABS = [ALL_CATEGORIES, ...PORTFOLIO_CATEGORIES] as const;

export type CategoryTab = (typeof CATEGORY_TABS)[number];

/** The tab named by the URL's ?category=, or All for a missing or unknown one. */
export function categoryFromQuery(value: string | null | undefined): CategoryTab {
  return (CATEGORY_TABS as readonly string[]).includes(value ?? '') ? (value as CategoryTab) : ALL_CATEGORIES;
}

/** The API's `category` filter for a tab: none for All. */
export const categoryFilter = (category: CategoryTab) => (category === ALL_CATEGORIES ? undefined : category);

/** The query string for a category and page: page 1 and All are left out. */
export function listingQuery(category: CategoryTab, page: number): string {
  return listQuery([['category', categoryFilter(category)]], page);
}

/** The address of a page of the list: /portfolio?category=Web%20App&page=2. */
export const listingPath = (category: CategoryTab, page: number) => `/portfolio${listingQuery(category, page)}`;

/** 'Showing 1-6 of 8 projects', plus ' in Web App' when a category is chosen. */
export function summaryText(range: { from: number; to: number; total: number }, category: CategoryTab): string {
  const base = `Showing ${range.from}-${range.to} of ${range.total} projects`;
  return category === ALL_CATEGORIES ? base : `${base} in ${category}`;
}

/** The shown name of a project: its name, or its category when it has none. */
export const projectTitle = (project: { projectName?: string | null; category: string }) =>
  project.projectName?.trim() || project.category;
