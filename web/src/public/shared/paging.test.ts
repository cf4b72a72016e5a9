import { GAP, isPastEnd, listQuery, neighbours, pageFromQuery, pageNumbers, shownRange } from './paging';

test('the page comes from ?page=, 1 when missing or not a positive whole number', () => {
  expect(pageFromQuery('3')).toBe(3);
  for (const value of ['0', '-2', '1.5', 'abc', '', null, undefined]) expect(pageFromQuery(value)).toBe(1);
});

test('a page past the last one is past the end; an empty list still has page 1', () => {
  expect(isPastEnd({ page: 3, pages: 2 })).toBe(true);
  expect(isPastEnd({ page: 2, pages: 2 })).toBe(false);
  expect(isPastEnd({ page: 1, pages: 1 })).toBe(false);
});

test('the positions shown: 7-10 on page 2 of 6 a page, 0-0 when empty', () => {
  expect(shownRange(1, 6, 6)).toEqual({ from: 1, to: 6 });
  expect(shownRange(2, 6, 4)).toEqual({ from: 7, to: 10 });
  expect(shownRange(1, 6, 0)).toEqual({ from: 0, to: 0 });
});

test('every page number when few; the ends and the pages around the current one when many', () => {
  expect(pageNumbers(1, 1)).toEqual([1]);
  expect(pageNumbers(2, 5)).toEqual([1, 2, 3, 4, 5]);
  expect(pageNumbers(1, 500)).toEqual([1, 2, 3, GAP, 500]);
  expect(pageNumbers(250, 500)).toEqual([1, GAP, 248, 249, 250, 251, 252, GAP, 500]);
  expect(pageNumbers(500, 500)).toEqual([1, GAP, 498, 499, 500]);
  // One hidden page is shown as its number rather than as a gap.
  expect(pageNumbers(5, 9)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9]);
});

test('previous and next addresses exist only inside the list', () => {
  const href = (page: number) => `/blog?page=${page}`;
  expect(neighbours(1, 3, href)).toEqual({ prev: undefined, next: '/blog?page=2' });
  expect(neighbours(2, 3, href)).toEqual({ prev: '/blog?page=1', next: '/blog?page=3' });
  expect(neighbours(3, 3, href)).toEqual({ prev: '/blog?page=2', next: undefined });
  expect(neighbours(1, 1, href)).toEqual({ prev: undefined, next: undefined });
});

test('the query string leaves out empty filters and page 1, and writes spaces as %20', () => {
  expect(listQuery([], 1)).toBe('');
  expect(listQuery([], 3)).toBe('?page=3');
  expect(listQuery([['category', 'Web App']], 2)).toBe('?category=Web%20App&page=2');
  expect(listQuery([['category', undefined]], 2)).toBe('?page=2');
});
