import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { HeadProvider } from './head';
import { HeadCollector } from './head-collector';
import { NotFoundPage } from './NotFoundPage';

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
