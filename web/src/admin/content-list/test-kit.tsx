import { MockedProvider } from '@apollo/client/testing/react';
import { configure, render } from '@testing-library/react';
import { SnackbarProvider } from 'notistack';
import { MemoryRouter } from 'react-router-dom';
import type { DocumentNode } from 'graphql';
import type { ComponentType } from 'react';

// Role queries skip the (slow in jsdom) visibility check: MUI renders a lot of DOM. Waits
// allow for the search's pause and a shared, loaded machine.
configure({ defaultHidden: true, asyncUtilTimeout: 10_000 });

/** A page of a list as the API answers it: `total` and the `items` (typename e.g. 'TestimonialPage'). */
export const pageAnswer = (typename: string, items: ReadonlyArray<object>, total = items.length) => ({ __typename: typename, total, items });

/**
 * A mocked answer of a list query for one page (the first page of ten unless `variables`
 * say otherwise), its one root field holding `total` and `items`.
 */
export const listMock = (query: DocumentNode, field: string, items: ReadonlyArray<object>, options: { variables?: object; total?: number } = {}) => ({
  request: { query, variables: { page: 1, limit: 10, ...options.variables } },
  result: { data: { [field]: pageAnswer(`${field[0].toUpperCase()}${field.slice(1, -1)}Page`, items, options.total) } },
});

/** A collection screen with mocked GraphQL answers (taken in order) and the toasts. */
export function renderScreen(Screen: ComponentType, mocks: ReadonlyArray<unknown>) {
  return render(
    <MockedProvider mocks={mocks as never}>
      <SnackbarProvider maxSnack={20}>
        <MemoryRouter>
          <Screen />
        </MemoryRouter>
      </SnackbarProvider>
    </MockedProvider>,
  );
}
