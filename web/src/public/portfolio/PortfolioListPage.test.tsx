import { MockedProvider } from '@apollo/client/testing/react';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { PublicPortfoliosDocument } from '../../gql/graphql';
import { HeadProvider } from '../shared/head';
import { HeadCollector } from '../shared/head-collector';
import { PortfolioListPage } from './PortfolioListPage';

type Category = 'Web App' | 'Mobile App' | 'Software Development' | 'Data Management';

const project = (index: number, category: Category, projectName = `Project ${index}`) => ({
  __typename: 'Portfolio' as const,
  id: `p-${index}`,
  category,
  projectName,
  projectDate: '2026-03-14',
  createdAt: '2026-01-01T10:00:00.000Z',
  description: `<p>About <strong>project ${index}</strong>.</p>`,
  imageUrls: [`/uploads/p-${index}.jpg`],
  imageAlts: [''],
  responsiveImages: [],
});

const projects = (from: number, to: number, category: Category = 'Web App') =>
  Array.from({ length: to - from + 1 }, (_, index) => project(from + index, category));

/** The server's answer for one page of six. */
function pageMock(page: number, items: ReturnType<typeof project>[], total: number, category?: Category) {
  const pages = Math.max(1, Math.ceil(total / 6));
  return {
    request: { query: PublicPortfoliosDocument, variables: { page, limit: 6, category } },
    result: { data: { portfolios: { __typename: 'PortfolioPage' as const, page, pages, total, items } } },
  };
}

let location = '';
function ShowLocation() {
  const current = useLocation();
  location = `${current.pathname}${current.search}`;
  return null;
}

let head: HeadCollector;
async function renderList(url: string, mocks: unknown[]) {
  head = new HeadCollector('https://site.example');
  render(
    <MockedProvider mocks={mocks as never}>
      <HeadProvider value={head}>
        <MemoryRouter initialEntries={[url]}>
          <PortfolioListPage />
          <ShowLocation />
        </MemoryRouter>
      </HeadProvider>
    </MockedProvider>,
  );
  expect(screen.getByText('Loading...')).toBeTruthy();
  await waitFor(() => expect(screen.queryByText('Loading...')).toBeNull());
}

const cardTitles = () => screen.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent);
const tab = (name: string) => within(screen.getByRole('navigation', { name: 'Filter projects by category' })).getByRole('link', { name });
const pager = () => screen.getByRole('navigation', { name: 'Project pages' });
const headLink = (rel: string) => document.head.querySelector(`link[rel="${rel}"]`)?.getAttribute('href');

beforeEach(() => {
  window.scrollTo = jest.fn();
});

test('shows the six projects the server sent, the summary, and pages as links', async () => {
  await renderList('/portfolio', [pageMock(1, projects(1, 6), 10)]);
  expect(screen.getByText('Showing 1-6 of 10 projects')).toBeTruthy();
  expect(cardTitles()).toEqual(['Project 1', 'Project 2', 'Project 3', 'Project 4', 'Project 5', 'Project 6']);
  expect(tab('All').getAttribute('aria-current')).toBe('page');
  expect(tab('Web App').getAttribute('aria-current')).toBeNull();
  expect(tab('Web App').getAttribute('href')).toBe('/portfolio?category=Web%20App');
  expect(within(pager()).queryByRole('link', { name: /Previous/ })).toBeNull();
  expect(within(pager()).getByText(/Previous/).closest('[aria-disabled="true"]')).toBeTruthy();
  expect(within(pager()).getByRole('link', { name: /Next/ }).getAttribute('href')).toBe('/portfolio?page=2');
  expect(within(pager()).getByRole('link', { name: 'Page 1' }).getAttribute('aria-current')).toBe('page');
  expect(within(pager()).getByRole('link', { name: 'Page 2' }).getAttribute('href')).toBe('/portfolio?page=2');
});

test('the head has the canonical URL of the page and rel=next; no rel=prev on page 1', async () => {
  await renderList('/portfolio', [pageMock(1, projects(1, 6), 10)]);
  const html = head.toHtml();
  expect(html).toContain('<link rel="canonical" href="https://site.example/portfolio">');
  expect(html).toContain('<link rel="next" href="https://site.example/portfolio?page=2">');
  expect(html).not.toContain('rel="prev"');
  // Every page links the blog's feeds.
  expect(html).toContain('<link rel="alternate" type="application/rss+xml" title="Northwind Digital blog (RSS)" href="https://site.example/blog/rss.xml">');
  expect(html).toContain('<link rel="alternate" type="application/atom+xml" title="Northwind Digital blog (Atom)" href="https://site.example/blog/atom.xml">');
  expect(head.status).toBe(200);
  // In the browser the document's head follows.
  await waitFor(() => expect(headLink('next')).toBe('http://localhost/portfolio?page=2'));
  expect(headLink('prev')).toBeUndefined();
});

test('a page link shows the next page from the server, updates the URL and the head, and scrolls to top', async () => {
  await renderList('/portfolio', [pageMock(1, projects(1, 6), 10), pageMock(2, projects(7, 10), 10)]);
  await act(async () => fireEvent.click(within(pager()).getByRole('link', { name: /Next/ })));
  expect(await screen.findByText('Showing 7-10 of 10 projects')).toBeTruthy();
  expect(cardTitles()).toEqual(['Project 7', 'Project 8', 'Project 9', 'Project 10']);
  expect(location).toBe('/portfolio?page=2');
  expect(window.scrollTo).toHaveBeenCalledWith(expect.objectContaining({ top: 0 }));
  expect(within(pager()).queryByRole('link', { name: /Next/ })).toBeNull();
  expect(within(pager()).getByRole('link', { name: /Previous/ }).getAttribute('href')).toBe('/portfolio');
  await waitFor(() => expect(headLink('prev')).toBe('http://localhost/portfolio'));
  expect(headLink('next')).toBeUndefined();
  expect(document.head.querySelector('link[rel="canonical"]')?.getAttribute('href')).toBe('http://localhost/portfolio?page=2');
});

test('a category tab asks the server for that category from page 1', async () => {
  await renderList('/portfolio?page=2', [pageMock(2, projects(7, 10), 10), pageMock(1, [project(9, 'Mobile App', '')], 1, 'Mobile App')]);
  await act(async () => fireEvent.click(tab('Mobile App')));
  expect(await screen.findByText('Showing 1-1 of 1 projects in Mobile App')).toBeTruthy();
  expect(location).toBe('/portfolio?category=Mobile%20App');
  expect(tab('Mobile App').getAttribute('aria-current')).toBe('page');
  // The name falls back to the category.
  expect(cardTitles()).toEqual(['Mobile App']);
  expect(screen.queryByRole('navigation', { name: 'Project pages' })).toBeNull();
});

test('category and page are read from the URL, and both are in the canonical and prev links', async () => {
  await renderList('/portfolio?category=Web%20App&page=2', [pageMock(2, projects(7, 8), 8, 'Web App')]);
  expect(screen.getByText('Showing 7-8 of 8 projects in Web App')).toBeTruthy();
  expect(cardTitles()).toEqual(['Project 7', 'Project 8']);
  const html = head.toHtml();
  expect(html).toContain('<link rel="canonical" href="https://site.example/portfolio?category=Web%20App&#38;page=2">');
  expect(html).toContain('<link rel="prev" href="https://site.example/portfolio?category=Web%20App">');
  expect(html).not.toContain('rel="next"');
});

test('a page past the end is the 404 page, answered with HTTP 404', async () => {
  await renderList('/portfolio?page=9', [pageMock(9, [], 10)]);
  expect(screen.getByRole('heading', { level: 1, name: 'We could not find that page' })).toBeTruthy();
  expect(head.status).toBe(404);
});

test('an empty category says so', async () => {
  await renderList('/portfolio?category=Software%20Development', [pageMock(1, [], 0, 'Software Development')]);
  expect(screen.getByText('No projects found in this category.')).toBeTruthy();
  expect(screen.queryByText(/^Showing/)).toBeNull();
  expect(head.status).toBe(200);
}, 10_000);
