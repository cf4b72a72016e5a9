/**
 * The public lists' paging (see docs/screens.md): pages are numbered from 1 in
 * the URL (?page=2), fetched one at a time from the server, and linked with real
 * addresses so crawlers reach every item. Pure, so it runs the same on the server.
 */

/** The page named by the URL's ?page= (1 when missing or not a positive whole number). */
export function pageFromQuery(value: string | null | undefined): number {
  const page = Number(value);
  return Number.isInteger(page) && page >= 1 ? page : 1;
}

/** Where one page sits in the whole list, as the API answers it. */
export interface PageInfo {
  page: number;
  /** At least 1, also for an empty list. */
  pages: number;
  total: number;
}

/** A page asked for past the last one: the site answers it with its 404 page. */
export const isPastEnd = ({ page, pages }: Pick<PageInfo, 'page' | 'pages'>) => page > pages;

/** 1-based positions of the first and last item shown (0 and 0 when there are none). */
export function shownRange(page: number, limit: number, shown: number): { from: number; to: number } {
  if (shown === 0) return { from: 0, to: 0 };
  const from = (page - 1) * limit + 1;
  return { from, to: from + shown - 1 };
}

/** A gap in the page numbers, shown as an ellipsis. */
export const GAP = 'gap';

/**
 * The page numbers to link: the first, the last, and the two on each side of the
 * current page, with gaps between (1 … 4 5 6 7 8 … 500); every page when few.
 */
export function pageNumbers(page: number, pages: number, around = 2): Array<number | typeof GAP> {
  const wanted = new Set<number>([1, pages]);
  for (let number = page - around; number <= page + around; number += 1) if (number >= 1 && number <= pages) wanted.add(number);
  const sorted = [...wanted].sort((a, b) => a - b);
  const numbers: Array<number | typeof GAP> = [];
  sorted.forEach((number, index) => {
    const previous = sorted[index - 1];
    // A gap of one page is shown as that page, not as an ellipsis.
    if (previous !== undefined && number - previous === 2) numbers.push(previous + 1);
    else if (previous !== undefined && number - previous > 2) numbers.push(GAP);
    numbers.push(number);
  });
  return numbers;
}

/** The addresses of the pages before and after this one, for the links and `<link rel="prev/next">`. */
export function neighbours(page: number, pages: number, href: (page: number) => string): { prev?: string; next?: string } {
  return {
    prev: page > 1 && page <= pages ? href(page - 1) : undefined,
    next: page < pages ? href(page + 1) : undefined,
  };
}

/** A list's query string: its filters in order, then the page; empty values and page 1 are left out. */
export function listQuery(params: Array<[name: string, value: string | undefined]>, page: number): string {
  const search = new URLSearchParams();
  for (const [name, value] of params) if (value) search.set(name, value);
  if (page > 1) search.set('page', String(page));
  // Spaces as %20 (?category=Web%20App&page=2), which URLSearchParams would write as '+'.
  const text = search.toString().replace(/\+/g, '%20');
  return text ? `?${text}` : '';
}
