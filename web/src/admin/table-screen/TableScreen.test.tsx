import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { renderScreen } from '../content-list/test-kit';
import { DeleteSubscriptionMutation, SubscriptionsQuery } from '../subscriptions/documents';
import { SubscriptionsManagement } from '../subscriptions/SubscriptionsManagement';

jest.setTimeout(90_000);

const row = (id: string, email: string, status: 'active' | 'unsubscribed', source = '') => ({
  __typename: 'Subscription' as const, _id: id, email, status, source, subscribedAt: '2025-03-04T12:06:00.000Z',
});
const rows = [row('1', 'ana@example.com', 'active'), row('2', 'bo@example.com', 'unsubscribed', 'desktop_footer')];

const counter = (label: string) => within(screen.getByRole('group', { name: label })).getByTestId('stat-value').textContent;

/** The table-screen pattern, driven through the subscriptions screen. */
it('counts the rows, and deletes one after confirmation', async () => {
  renderScreen(SubscriptionsManagement, [
    { request: { query: SubscriptionsQuery }, result: { data: { subscriptions: rows } } },
    {
      request: { query: DeleteSubscriptionMutation, variables: { id: '2' } },
      result: { data: { deleteSubscription: { __typename: 'MutationResult', success: true, message: 'Subscription deleted successfully' } } },
    },
  ]);
  expect(await screen.findAllByTestId('subscription-row')).toHaveLength(2);
  expect([counter('Total'), counter('Active'), counter('Unsubscribed')]).toEqual(['2', '1', '1']);
  expect(screen.getByText('mobile_menu')).toBeTruthy();

  fireEvent.click(screen.getByRole('button', { name: 'Delete subscription bo@example.com' }));
  const dialog = await screen.findByRole('dialog', { name: 'Delete subscription' });
  fireEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
  expect(await screen.findByText('Subscription deleted successfully')).toBeTruthy();
  await waitFor(() => expect(screen.getAllByTestId('subscription-row')).toHaveLength(1));
  expect(counter('Total')).toBe('1');
});

it('says when there is nothing yet', async () => {
  renderScreen(SubscriptionsManagement, [{ request: { query: SubscriptionsQuery }, result: { data: { subscriptions: [] } } }]);
  expect(await screen.findByText('No subscriptions found')).toBeTruthy();
});
