import { PORTFOLIO_PAGE_SIZE } from '@consultancy/domain';
import {
  CATEGORY_TABS,
  categoryFromQuery,
  filterByCategory,
  listingQuery,
  pageFromQuery,
  paginate,
  projectTitle,
  summaryText,
} from './listing';

const projects = (count: number, category = 'Web App') => Array.from({ length: count }, (_, index) => ({ id: index + 1, category }));

describe('category tabs', () => {
  it('are All and the four categories, in order', () => {
    expect(CATEGORY_TABS).toEqual(['All', 'Web App', 'Mobile App', 'Software Development', 'Data Management']);
  });

  it('filter the projects of one category; All keeps every project', () => {
    const items = [...projects(2, 'Web App'), ...projects(3, 'Mobile App'), ...projects(1, 'Data Management')];
    expect(filterByCategory(items, 'All')).toHaveLength(6);
    expect(filterByCategory(items, 'Mobile App')).toHaveLength(3);
    expect(filterByCategory(items, 'Mobile App').every((item) => item.category === 'Mobile App')).toBe(true);
    expect(filterByCategory(items, 'Software Development')).toEqual([]);
  });

  it('read the URL, treating unknown values as All and page 1', () => {
    expect(categoryFromQuery('Web App')).toBe('Web App');
    expect(categoryFromQuery('Games')).toBe('All');
    expect(categoryFromQuery(null)).toBe('All');
    expect(pageFromQuery('3')).toBe(3);
    expect(pageFromQuery('0')).toBe(1);
    expect(pageFromQuery('-2')).toBe(1);
    expect(pageFromQuery('1.5')).toBe(1);
    expect(pageFromQuery('abc')).toBe(1);
    expect(pageFromQuery(null)).toBe(1);
  });

  it('write the URL query, leaving out All and page 1', () => {
    expect(listingQuery('All', 1)).toBe('');
    expect(listingQuery('All', 2)).toBe('?page=2');
    expect(listingQuery('Web App', 1)).toBe('?category=Web%20App');
    expect(listingQuery('Data Management', 3)).toBe('?category=Data%20Management&page=3');
  });
});

describe('pages of six', () => {
  it('shows six per page', () => {
    expect(PORTFOLIO_PAGE_SIZE).toBe(6);
    const first = paginate(projects(14), 1);
    expect(first.items.map((item) => item.id)).toEqual([1, 2, 3, 4, 5, 6]);
    expect(first).toMatchObject({ page: 1, pageCount: 3, total: 14, from: 1, to: 6 });
    const last = paginate(projects(14), 3);
    expect(last.items.map((item) => item.id)).toEqual([13, 14]);
    expect(last).toMatchObject({ page: 3, from: 13, to: 14 });
  });

  it('has a single page up to six projects, and one page for none', () => {
    expect(paginate(projects(6), 1).pageCount).toBe(1);
    expect(paginate(projects(7), 1).pageCount).toBe(2);
    expect(paginate([], 1)).toMatchObject({ page: 1, pageCount: 1, total: 0, from: 0, to: 0, items: [] });
  });

  it('clamps a page past the end to the last page', () => {
    expect(paginate(projects(8), 9)).toMatchObject({ page: 2, from: 7, to: 8 });
  });
});

describe('summary line', () => {
  it("reads 'Showing X-Y of N projects'", () => {
    expect(summaryText(paginate(projects(8), 1), 'All')).toBe('Showing 1-6 of 8 projects');
    expect(summaryText(paginate(projects(8), 2), 'All')).toBe('Showing 7-8 of 8 projects');
  });

  it("adds ' in {category}' when filtered", () => {
    expect(summaryText(paginate(projects(3), 1), 'Mobile App')).toBe('Showing 1-3 of 3 projects in Mobile App');
  });
});

describe('project name', () => {
  it('falls back to the category when empty', () => {
    expect(projectTitle({ projectName: 'Ledger Lite', category: 'Web App' })).toBe('Ledger Lite');
    expect(projectTitle({ projectName: '', category: 'Mobile App' })).toBe('Mobile App');
    expect(projectTitle({ projectName: '   ', category: 'Data Management' })).toBe('Data Management');
  });
});
