import { MockedProvider } from '@apollo/client/testing/react';
import { render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { PortfolioDetailPage } from './PortfolioDetailPage';

afterEach(() => {
  document.body.innerHTML = '';
});

/** Opens /portfolio/gone in a page whose server-rendered HTML holds the not-found page of `renderedMarker`. */
function openAfterServer(renderedMarker: string) {
  const root = document.createElement('div');
  root.id = 'root';
  root.innerHTML = `<section data-not-found="${renderedMarker}"></section>`;
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
}

test("keeps the server's not-found page when hydrating an unknown project, without asking again", () => {
  openAfterServer('portfolio:gone');
  expect(screen.getByRole('heading', { level: 1, name: 'We could not find that project' })).toBeTruthy();
  expect(screen.queryByText('Loading...')).toBeNull();
});

test('asks the API as usual when the server rendered another item', () => {
  openAfterServer('portfolio:other');
  expect(screen.getByText('Loading...')).toBeTruthy();
});
