import { MockedProvider } from '@apollo/client/testing/react';
import { configure, render } from '@testing-library/react';
import { SnackbarProvider } from 'notistack';
import type { DocumentNode } from 'graphql';
import type { ComponentType } from 'react';

// Role queries skip the (slow in jsdom) visibility check: MUI renders a lot of DOM.
configure({ defaultHidden: true });

/** A mocked answer of a collection's list query, its one root field holding `items`. */
export const listMock = (query: DocumentNode, field: string, items: ReadonlyArray<object>) => ({
  request: { query },
  result: { data: { [field]: items } },
});

/** A collection screen with mocked GraphQL answers (taken in order) and the toasts. */
export function renderScreen(Screen: ComponentType, mocks: ReadonlyArray<unknown>) {
  return render(
    <MockedProvider mocks={mocks as never}>
      <SnackbarProvider maxSnack={20}>
        <Screen />
      </SnackbarProvider>
    </MockedProvider>,
  );
}
