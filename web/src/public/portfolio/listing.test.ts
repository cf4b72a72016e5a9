import { CATEGORY_TABS, categoryFilter, categoryFromQuery, listingPath, listingQuery, projectTitle, summaryText } from './listing';

describe('category tabs', () => {
  it('are All and the four categories, in order', () => {
    expect(CATEGORY_TABS).toEqual(['All', 'Web App', 'Mobile App', 'Software Development', 'Data Management']);
  });

  it('ask the server for one category; All asks for every project', () => {
    expect(categoryFilter('All')).toBeUndefined();
    expect(categoryFilter('Mobile App')).toBe('Mobile App');
  });

  it('read the URL, treating unknown values as All', () => {
    expect(categoryFromQuery('Web App')).toBe('Web App');
    expect(categoryFromQuery('Games')).toBe('All');
    expect(categoryFromQuery(null)).toBe('All');
  });

  it('write the URL query, leaving out All and page 1', () => {
    expect(listingQuery('All', 1)).toBe('');
    expect(listingQuery('All', 2)).toBe('?page=2');
    expect(listingQuery('Web App', 1)).toBe('?category=Web%20App');
    expect(listingQuery('Data Management', 3)).toBe('?category=Data%20Management&page=3');
    expect(listingPath('Web App', 2)).toBe('/portfolio?category=Web%20App&page=2');
    expect(listingPath('All', 1)).toBe('/portfolio');
  });
});

describe('summary line', () => {
  it("reads 'Showing X-Y of N projects'", () => {
    expect(summaryText({ from: 1, to: 6, total: 8 }, 'All')).toBe('Showing 1-6 of 8 projects');
    expect(summaryText({ from: 7, to: 8, total: 8 }, 'All')).toBe('Showing 7-8 of 8 projects');
  });

  it("adds ' in {category}' when filtered", () => {
    expect(summaryText({ from: 1, to: 3, total: 3 }, 'Mobile App')).toBe('Showing 1-3 of 3 projects in Mobile App');
  });
});

describe('project name', () => {
  it('falls back to the category when empty', () => {
    expect(projectTitle({ projectName: 'Ledger Lite', category: 'Web App' })).toBe('Ledger Lite');
    expect(projectTitle({ projectName: '', category: 'Mobile App' })).toBe('Mobile App');
    expect(projectTitle({ projectName: '   ', category: 'Data Management' })).toBe('Data Management');
  });
});
