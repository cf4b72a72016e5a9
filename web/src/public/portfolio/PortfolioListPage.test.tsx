import { MockedProvider } from '@apollo/client/testing/react';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { PublicPortfoliosDocument } from '../../gql/graphql';
import { PortfolioListPage } from './PortfolioListPage';

type Category = 'Web App' | 'Mobile App' | 'Software Development' | 'Data Management';

const project = (index: number, category: Category, projectName = `Project ${index}`) => ({
  __typename: 'Portfolio' as const,
  _id: `p-${index}`,
  category,
  projectName,
  projectDate: '2026-03-14',
  createdAt: '2026-01-01T10:00:00.000Z',
  description: `<p>About <strong>project ${index}</strong>.</p>`,
  images_url: [`/uploads/p-${index}.jpg`],
  responsiveImages: [],
});

const eightWebApps = Array.from({ length: 8 }, (_, index) => project(index + 1, 'Web App'));
const portfolios = [...eightWebApps, project(9, 'Mobile App', ''), project(10, 'Data Management')];

let location = '';
function ShowLocation() {
  const current = useLocation();
  location = `${current.pathname}${current.search}`;
  return null;
}

async function renderList(url = '/portfolio', items = portfolios) {
  const mocks = [{ request: { query: PublicPortfoliosDocument }, result: { data: { portfolios: items } } }];
  render(
    <MockedProvider mocks={mocks}>
      <MemoryRouter initialEntries={[url]}>
        <PortfolioListPage />
        <ShowLocation />
      </MemoryRouter>
    </MockedProvider>,
  );
  expect(screen.getByText('Loading...')).toBeTruthy();
  await waitFor(() => expect(screen.queryByText('Loading...')).toBeNull());
}

const cardTitles = () => screen.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent);
const tab = (name: string) => screen.getByRole('button', { name });

beforeEach(() => {
  window.scrollTo = jest.fn();
});

test('shows six projects, the summary and pagination for ten projects', async () => {
  await renderList();
  expect(screen.getByText('Showing 1-6 of 10 projects')).toBeTruthy();
  expect(cardTitles()).toEqual(['Project 1', 'Project 2', 'Project 3', 'Project 4', 'Project 5', 'Project 6']);
  expect(tab('All').getAttribute('aria-pressed')).toBe('true');
  expect(tab('Web App').getAttribute('aria-pressed')).toBe('false');
  const pages = screen.getByRole('navigation', { name: 'Project pages' });
  expect((within(pages).getByRole('button', { name: /Previous/ }) as HTMLButtonElement).disabled).toBe(true);
  expect((within(pages).getByRole('button', { name: /Next/ }) as HTMLButtonElement).disabled).toBe(false);
  expect(within(pages).getByRole('button', { name: 'Page 1' }).getAttribute('aria-current')).toBe('page');
});

test('a card shows image, name, long date, category, plain description and View Details', async () => {
  await renderList();
  const card = screen.getAllByRole('article')[0];
  const image = within(card).getByRole('img') as HTMLImageElement;
  expect(image.getAttribute('src')).toBe('/uploads/p-1.jpg');
  expect(image.getAttribute('width')).toBe('1200');
  expect(image.getAttribute('height')).toBe('800');
  expect(image.alt).toContain('Project 1');
  expect(within(card).getByText('March 14, 2026')).toBeTruthy();
  expect(within(card).getByText('Web App')).toBeTruthy();
  expect(within(card).getByText('About project 1.')).toBeTruthy();
  expect(within(card).getByRole('link', { name: /View Details/ }).getAttribute('href')).toBe('/portfolio/p-1');
});

test('a page change shows the next projects, updates the URL and scrolls to top', async () => {
  await renderList();
  await act(async () => fireEvent.click(screen.getByRole('button', { name: /Next/ })));
  expect(screen.getByText('Showing 7-10 of 10 projects')).toBeTruthy();
  expect(cardTitles()).toEqual(['Project 7', 'Project 8', 'Mobile App', 'Project 10']);
  expect(location).toBe('/portfolio?page=2');
  expect(window.scrollTo).toHaveBeenCalledWith(expect.objectContaining({ top: 0 }));
  expect((screen.getByRole('button', { name: /Next/ }) as HTMLButtonElement).disabled).toBe(true);
  expect((screen.getByRole('button', { name: /Previous/ }) as HTMLButtonElement).disabled).toBe(false);
});

test('a category filters the projects and resets the page to 1', async () => {
  await renderList('/portfolio?page=2');
  expect(screen.getByText('Showing 7-10 of 10 projects')).toBeTruthy();
  await act(async () => fireEvent.click(tab('Mobile App')));
  expect(location).toBe('/portfolio?category=Mobile%20App');
  expect(tab('Mobile App').getAttribute('aria-pressed')).toBe('true');
  expect(screen.getByText('Showing 1-1 of 1 projects in Mobile App')).toBeTruthy();
  // The name falls back to the category.
  expect(cardTitles()).toEqual(['Mobile App']);
  expect(screen.queryByRole('navigation', { name: 'Project pages' })).toBeNull();
});

test('category and page are read from the URL', async () => {
  await renderList('/portfolio?category=Web%20App&page=2');
  expect(screen.getByText('Showing 7-8 of 8 projects in Web App')).toBeTruthy();
  expect(cardTitles()).toEqual(['Project 7', 'Project 8']);
});

test('an empty category says so', async () => {
  await renderList('/portfolio?category=Software%20Development');
  expect(screen.getByText('No projects found in this category.')).toBeTruthy();
  expect(screen.queryByText(/^Showing/)).toBeNull();
}, 10_000);
