import { CombinedGraphQLErrors } from '@apollo/client';
import type { MockLink } from '@apollo/client/testing';
import { MockedProvider } from '@apollo/client/testing/react';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { SUBSCRIBE_MESSAGES, SUBSCRIBE_SOURCES, type PostedFormOutcome } from '@consultancy/domain';
import { MemoryRouter } from 'react-router-dom';
import { PostedFormProvider } from '../shared/posted-form';
import { GraphQLError } from 'graphql';
import { PublicFormTokenDocument, PublicSubscribeDocument } from '../../gql/graphql';
import { SubscribeForm } from './SubscribeForm';
import { subscribeErrorMessage, SUBSCRIBE_FAILED_MESSAGE } from './subscribe-logic';

type MockedResponse = MockLink.MockedResponse;

const TOKEN = `${Date.now()}.signature`;
/** The form posts a token at least 2 s after receiving it (asked for on the form's first focus): the tests that send focus the field and wait that out first, like a person typing. */
async function likeAPerson(input: HTMLInputElement) {
  fireEvent.focus(input);
  await act(() => new Promise((resolve) => setTimeout(resolve, 2_200)));
}
const tokenMock: MockedResponse = { request: { query: PublicFormTokenDocument }, result: { data: { formToken: TOKEN } } };

async function mockFor(result: MockedResponse['result'] | undefined, error?: Error): Promise<MockedResponse> {
  return {
    request: {
      query: PublicSubscribeDocument,
      variables: { email: 'ada@example.com', source: SUBSCRIBE_SOURCES.footer, website: '', formToken: TOKEN, visit: null },
    },
    ...(error ? { error } : { result }),
    delay: 30,
  };
}

function renderForm(mocks: MockedResponse[], posted: PostedFormOutcome | null = null) {
  const { container } = render(
    <MockedProvider mocks={[tokenMock, ...mocks]}>
      <PostedFormProvider value={posted}>
        <MemoryRouter initialEntries={['/solutions?page=2']}>
          <SubscribeForm source={SUBSCRIBE_SOURCES.footer} />
        </MemoryRouter>
      </PostedFormProvider>
    </MockedProvider>,
  );
  return {
    container,
    input: screen.getByLabelText('Email address') as HTMLInputElement,
    button: screen.getByRole('button', { name: /subscribe/i }) as HTMLButtonElement,
  };
}

beforeEach(() => jest.spyOn(console, 'warn').mockImplementation(() => {}));
afterEach(() => jest.restoreAllMocks());

describe('the subscribe form', () => {
  test('without scripts it posts to the page it is on, naming itself and its source', () => {
    const { container } = renderForm([]);
    const form = container.querySelector('form')!;
    expect(form.getAttribute('method')).toBe('post');
    expect(form.getAttribute('action')).toBe('/solutions?page=2');
    const hidden = Object.fromEntries(new FormData(form));
    expect(hidden).toMatchObject({ formName: 'subscribe', source: SUBSCRIBE_SOURCES.footer, website: '', email: '' });
    expect(hidden.formToken).toBeTruthy();
  });

  test('on the page answering its plain post, it shows the outcome and keeps the address after a refusal', () => {
    const refused: PostedFormOutcome = { form: 'subscribe', source: SUBSCRIBE_SOURCES.footer, ok: false, message: 'email must be a valid email address', values: { email: 'ada@' } };
    const { input } = renderForm([], refused);
    expect(input.value).toBe('ada@');
    expect(screen.getByText('email must be a valid email address')).toBeTruthy();
    expect(input.getAttribute('aria-invalid')).toBe('true');
  });

  test('the outcome of the other subscribe form of the page (the phone menu) is not shown here', () => {
    const menu: PostedFormOutcome = { form: 'subscribe', source: SUBSCRIBE_SOURCES.mobileMenu, ok: true, message: 'Subscribed!', values: {} };
    renderForm([], menu);
    expect(screen.queryByText('Subscribed!')).toBeNull();
  });

  test('carries a honeypot people never see or reach, and sends it with the form token', async () => {
    const { container, input, button } = renderForm([await mockFor({ data: { subscribe: 'SUBSCRIBED' } })]);
    const honeypot = container.querySelector<HTMLInputElement>('input[name="website"]')!;
    expect(honeypot.tabIndex).toBe(-1);
    expect(honeypot.autocomplete).toBe('off');
    expect(honeypot.value).toBe('');
    expect(honeypot.closest('[aria-hidden="true"]')).not.toBeNull();
    expect(screen.getAllByRole('textbox')).toEqual([input]);
    // Posted at once: the form waits until its token is 2 s old, so the server does not take the person for a bot.
    const clicked = Date.now();
    fireEvent.change(input, { target: { value: 'ada@example.com' } });
    fireEvent.click(button);
    await waitFor(() => expect(button.textContent).toContain('Subscribing...'));
    await screen.findByText(SUBSCRIBE_MESSAGES.SUBSCRIBED, {}, { timeout: 5_000 });
    expect(Date.now() - clicked).toBeGreaterThanOrEqual(2_000);
  });

  test('asks for no form token until the visitor turns to the form, and then once', async () => {
    const token = jest.fn(() => ({ data: { formToken: TOKEN } }));
    render(
      <MockedProvider mocks={[{ request: { query: PublicFormTokenDocument }, result: token, maxUsageCount: 5 }]}>
        <MemoryRouter>
          <SubscribeForm source={SUBSCRIBE_SOURCES.footer} />
        </MemoryRouter>
      </MockedProvider>,
    );
    await act(() => new Promise((resolve) => setTimeout(resolve, 100)));
    expect(token).not.toHaveBeenCalled();
    const input = screen.getByLabelText('Email address');
    fireEvent.focus(input);
    await waitFor(() => expect(token).toHaveBeenCalledTimes(1));
    fireEvent.blur(input);
    fireEvent.focus(input);
    await act(() => new Promise((resolve) => setTimeout(resolve, 100)));
    expect(token).toHaveBeenCalledTimes(1);
  });

  test('an empty address asks for one and sends nothing', () => {
    const { input, button } = renderForm([]);
    expect(input.type).toBe('email');
    fireEvent.click(button);
    expect(screen.getByText('Please enter an email address')).toBeTruthy();
  });

  test('while sending, the field and button are disabled; on success its message shows and the field clears', async () => {
    const { input, button } = renderForm([await mockFor({ data: { subscribe: 'SUBSCRIBED' } })]);
    await likeAPerson(input);
    fireEvent.change(input, { target: { value: 'ada@example.com' } });
    fireEvent.click(button);
    await waitFor(() => expect(input.disabled).toBe(true));
    expect(button.disabled).toBe(true);
    expect(button.textContent).toContain('Subscribing...');
    await screen.findByText('Subscribed successfully! Thank you for subscribing.');
    expect(input.value).toBe('');
    expect(input.disabled).toBe(false);
  });

  test('a GraphQL error shows its message', async () => {
    const { input, button } = renderForm([await mockFor({ errors: [new GraphQLError('Enter a valid email address')] })]);
    await likeAPerson(input);
    fireEvent.change(input, { target: { value: 'ada@example.com' } });
    fireEvent.click(button);
    await screen.findByText('Enter a valid email address');
  });

  test('a network failure shows the generic message', async () => {
    const { input, button } = renderForm([await mockFor(undefined, new TypeError('Failed to fetch'))]);
    await likeAPerson(input);
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
