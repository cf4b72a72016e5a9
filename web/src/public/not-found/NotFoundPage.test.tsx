import { MockedProvider } from '@apollo/client/testing/react';
import { render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { HeadCollector, HeadProvider } from '../../app/head';
import { PortfolioDetailPage } from '../portfolio/PortfolioDetailPage';
import { NotFoundPage } from './NotFoundPage';

afterEach(() => {
  document.body.innerHTML = '';
});

test('is a friendly page with links home, to the portfolio and the blog, answered with HTTP 404', () => {
  const head = new HeadCollector('https://site.example');
  render(
    <HeadProvider value={head}>
      <MemoryRouter>
        <NotFoundPage />
      </MemoryRouter>
    </HeadProvider>,
  );
  expect(screen.getByRole('heading', { level: 1, name: 'We could not find that page' })).toBeTruthy();
  expect(screen.getByRole('link', { name: 'Back to Home' }).getAttribute('href')).toBe('/');
  expect(screen.getByRole('link', { name: 'See our Portfolio' }).getAttribute('href')).toBe('/portfolio');
  expect(screen.getByRole('link', { name: 'Read the Blog' }).getAttribute('href')).toBe('/blog');
  expect(head.status).toBe(404);
  expect(head.toHtml()).toContain('<title>Page not found | Northwind Digital</title>');
});

test("keeps the server's not-found page when hydrating an unknown project, without asking again", () => {
  // What the server sent for /portfolio/gone: its not-found page, marked with what was asked for.
  const root = document.createElement('div');
  root.id = 'root';
  root.innerHTML = '<section data-not-found="portfolio:gone"></section>';
  document.body.appendChild(root);
  render(
    // No mocks: a query would fail with an error rather than show the page.
    <MockedProvider mocks={[]}>
      <MemoryRouter initialEntries={['/portfolio/gone']}>
        <Routes>
          <Route path="/portfolio/:id" element={<PortfolioDetailPage />} />
        </Routes>
      </MemoryRouter>
    </MockedProvider>,
  );
  expect(screen.getByRole('heading', { level: 1, name: 'We could not find that project' })).toBeTruthy();
  expect(screen.queryByText('Loading...')).toBeNull();
});

test('asks the API as usual when the server rendered another item', () => {
  const root = document.createElement('div');
  root.id = 'root';
  root.innerHTML = '<section data-not-found="portfolio:other"></section>';
  document.body.appendChild(root);
  render(
    <MockedProvider mocks={[]}>
      <MemoryRouter initialEntries={['/portfolio/gone']}>
        <Routes>
          <Route path="/portfolio/:id" element={<PortfolioDetailPage />} />
        </Routes>
      </MemoryRouter>
    </MockedProvider>,
  );
  expect(screen.getByText('Loading...')).toBeTruthy();
});
