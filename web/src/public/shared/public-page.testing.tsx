import { MockedProvider } from '@apollo/client/testing/react';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter, Routes } from 'react-router-dom';
import { HeadProvider } from './head';
import { HeadCollector } from './head-collector';

/**
 * For the public pages' tests: renders `routes` at `url` with the server's mocked answers, and
 * answers the head the page declared (as the server would put it in the HTML).
 */
export function renderPublicPage(url: string, mocks: unknown[], routes: ReactNode): HeadCollector {
  const head = new HeadCollector('https://site.example');
  render(
    <MockedProvider mocks={mocks as never}>
      <HeadProvider value={head}>
        <MemoryRouter initialEntries={[url]}>
          <Routes>{routes}</Routes>
        </MemoryRouter>
      </HeadProvider>
    </MockedProvider>,
  );
  return head;
}
