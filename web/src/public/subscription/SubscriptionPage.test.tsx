import { MockedProvider } from '@apollo/client/testing/react';
import { fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { HeadProvider } from '../shared/head';
import { HeadCollector } from '../shared/head-collector';
import { SubscriptionPage } from './SubscriptionPage';
import { PublicResubscribeDocument } from '../../gql/graphql';

function renderAt(url: string, mocks: ReadonlyArray<unknown> = []) {
  const head = new HeadCollector('https://site.example');
  render(
    <HeadProvider value={head}>
      <MockedProvider mocks={mocks as never}>
        <MemoryRouter initialEntries={[url]}>
          <Routes>
            <Route path="/subscription" element={<SubscriptionPage />} />
          </Routes>
        </MemoryRouter>
      </MockedProvider>
    </HeadProvider>,
  );
  return head;
}

describe('the subscription page', () => {
  it('says the subscription is confirmed, and is kept out of search results', () => {
    const head = renderAt('/subscription?state=confirmed');
    expect(screen.getByRole('heading', { level: 1, name: 'Your subscription is confirmed' })).toBeTruthy();
    expect(head.toHtml()).toContain('<meta name="robots" content="noindex">');
    expect(screen.getByRole('link', { name: 'Read the Blog' }).getAttribute('href')).toBe('/blog');
  });

  it.each([
    ['expired', 'This link has expired', /works for 7 days/],
    ['invalid', 'This link is not valid', /open it from the email again/],
    ['gone', 'This subscription no longer exists', /subscribe again/],
    ['anything', 'Manage your subscription', /link to unsubscribe in one click/],
  ])('after a link in state %s says why', (state, heading, text) => {
    renderAt(`/subscription?state=${state}`);
    expect(screen.getByRole('heading', { level: 1, name: heading })).toBeTruthy();
    expect(screen.getByText(text)).toBeTruthy();
  });

  it('after unsubscribing, brings the subscriber back with one click', async () => {
    renderAt('/subscription?state=unsubscribed&token=abc', [
      { request: { query: PublicResubscribeDocument, variables: { token: 'abc' } }, result: { data: { resubscribe: 'active' } } },
    ]);
    expect(screen.getByRole('heading', { level: 1, name: 'You are unsubscribed' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Subscribe again' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Welcome back' })).toBeTruthy();
  });

  it('keeps the button and says why when coming back fails', async () => {
    renderAt('/subscription?state=unsubscribed&token=bad', [
      { request: { query: PublicResubscribeDocument, variables: { token: 'bad' } }, error: new Error('This unsubscribe link is not valid.') },
    ]);
    fireEvent.click(screen.getByRole('button', { name: 'Subscribe again' }));
    expect(await screen.findByText('This unsubscribe link is not valid.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Subscribe again' })).toBeTruthy();
  });

  it('offers no way back without the link\'s token', () => {
    renderAt('/subscription?state=unsubscribed');
    expect(screen.queryByRole('button', { name: 'Subscribe again' })).toBeNull();
  });
});
