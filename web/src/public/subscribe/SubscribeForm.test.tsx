import { CombinedGraphQLErrors } from '@apollo/client';
import type { MockLink } from '@apollo/client/testing';
import { MockedProvider } from '@apollo/client/testing/react';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { SUBSCRIBE_SOURCES } from '@consultancy/domain';
import { GraphQLError } from 'graphql';
import { PublicSubscribeDocument } from '../../gql/graphql';
import { SubscribeForm } from './SubscribeForm';
import { subscribeErrorMessage, SUBSCRIBE_FAILED_MESSAGE } from './subscribe-logic';

type MockedResponse = MockLink.MockedResponse;

async function mockFor(result: MockedResponse['result'] | undefined, error?: Error): Promise<MockedResponse> {
  return {
    request: { query: PublicSubscribeDocument, variables: { email: 'ada@example.com', source: SUBSCRIBE_SOURCES.footer } },
    ...(error ? { error } : { result }),
    delay: 30,
  };
}

function renderForm(mocks: MockedResponse[]) {
  render(
    <MockedProvider mocks={mocks}>
      <SubscribeForm source={SUBSCRIBE_SOURCES.footer} />
    </MockedProvider>,
  );
  return {
    input: screen.getByLabelText('Email address') as HTMLInputElement,
    button: screen.getByRole('button', { name: /subscribe/i }) as HTMLButtonElement,
  };
}

beforeEach(() => jest.spyOn(console, 'warn').mockImplementation(() => {}));
afterEach(() => jest.restoreAllMocks());

describe('the subscribe form', () => {
  test('an empty address asks for one and sends nothing', () => {
    const { input, button } = renderForm([]);
    expect(input.type).toBe('email');
    fireEvent.click(button);
    expect(screen.getByText('Please enter an email address')).toBeTruthy();
  });

  test('while sending, the field and button are disabled; on success the server message shows and the field clears', async () => {
    const { input, button } = renderForm([await mockFor({ data: { subscribe: { success: true, message: 'Thanks for subscribing!' } } })]);
    fireEvent.change(input, { target: { value: 'ada@example.com' } });
    fireEvent.click(button);
    await waitFor(() => expect(input.disabled).toBe(true));
    expect(button.disabled).toBe(true);
    expect(button.textContent).toContain('Subscribing...');
    await screen.findByText('Thanks for subscribing!');
    expect(input.value).toBe('');
    expect(input.disabled).toBe(false);
  });

  test('success false shows the server message and keeps the address', async () => {
    const { input, button } = renderForm([await mockFor({ data: { subscribe: { success: false, message: 'Already subscribed' } } })]);
    fireEvent.change(input, { target: { value: 'ada@example.com' } });
    fireEvent.click(button);
    await screen.findByText('Already subscribed');
    expect(input.value).toBe('ada@example.com');
  });

  test('a GraphQL error shows its message', async () => {
    const { input, button } = renderForm([await mockFor({ errors: [new GraphQLError('Enter a valid email address')] })]);
    fireEvent.change(input, { target: { value: 'ada@example.com' } });
    fireEvent.click(button);
    await screen.findByText('Enter a valid email address');
  });

  test('a network failure shows the generic message', async () => {
    const { input, button } = renderForm([await mockFor(undefined, new TypeError('Failed to fetch'))]);
    fireEvent.change(input, { target: { value: 'ada@example.com' } });
    await act(async () => {
      fireEvent.click(button);
    });
    await screen.findByText(SUBSCRIBE_FAILED_MESSAGE);
  });
});

test('error messages: the server message when present, else the generic one', () => {
  expect(subscribeErrorMessage(new CombinedGraphQLErrors({ errors: [{ message: 'Too many requests' }] }))).toBe('Too many requests');
  expect(subscribeErrorMessage(new TypeError('Failed to fetch'))).toBe(SUBSCRIBE_FAILED_MESSAGE);
});
