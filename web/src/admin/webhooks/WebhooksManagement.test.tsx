import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { renderScreen } from '../content-list/test-kit';
import { AddWebhookMutation, RedeliverWebhookMutation, SendWebhookTestMutation, WebhookDeliveriesQuery, WebhooksQuery } from './documents';
import { WebhooksManagement } from './WebhooksManagement';

jest.setTimeout(90_000);

const SECRET = 'whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw';
const URL = 'https://crm.example.com/hooks/site';

const webhook = (lastDelivery: object | null = null) => ({
  __typename: 'WebhookEndpoint' as const, id: 'w1', url: URL, events: ['contact.created', 'content.published'], description: '', enabled: true,
  createdAt: '2026-11-28T08:00:00.000Z', lastDelivery,
});
const delivered = {
  __typename: 'WebhookDelivery' as const, id: 'd1', eventType: 'contact.created', status: 'delivered', attempts: 3, responseCode: 200, lastError: '',
  createdAt: '2026-11-28T09:00:00.000Z',
  attemptLog: [500, 500, 200].map((responseCode, index) => ({
    __typename: 'WebhookAttempt' as const, at: `2026-11-28T09:00:0${index}.000Z`, responseCode, error: responseCode === 200 ? '' : `HTTP ${responseCode}`,
  })),
};
const listOf = (...webhooks: object[]) => ({ request: { query: WebhooksQuery }, result: { data: { webhooks } } });
const deliveriesOf = (...items: object[]) => ({
  request: { query: WebhookDeliveriesQuery, variables: { id: 'w1', page: 1, limit: 10 } },
  result: { data: { webhookDeliveries: { __typename: 'WebhookDeliveryPage', total: items.length, items } } },
});

it('adds an endpoint and shows its secret once, with a Copy button', async () => {
  const writeText = jest.fn(() => Promise.resolve());
  Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
  renderScreen(WebhooksManagement, [
    listOf(),
    {
      request: { query: AddWebhookMutation, variables: { input: { url: URL, description: '', events: ['contact.created', 'content.published'], enabled: true } } },
      result: { data: { addWebhook: { __typename: 'CreatedWebhook', secret: SECRET, webhook: webhook() } } },
    },
    listOf(webhook()),
  ]);
  expect(await screen.findByText('No webhooks yet: add one to tell another system about new leads and content.')).toBeTruthy();
  fireEvent.click(screen.getByRole('button', { name: 'Add webhook' }));
  const dialog = await screen.findByRole('dialog', { name: 'Add webhook' });
  const save = within(dialog).getByRole('button', { name: 'Save webhook' });
  fireEvent.change(within(dialog).getByLabelText('Endpoint URL'), { target: { value: URL } });
  expect(save).toHaveProperty('disabled', true);
  // Ticked in another order than the list's: sent in the list's order.
  fireEvent.click(within(dialog).getByLabelText(/^content\.published/));
  fireEvent.click(within(dialog).getByLabelText(/^contact\.created/));
  fireEvent.click(save);

  const shown = await screen.findByRole('dialog', { name: 'Signing secret' });
  expect(within(shown).getByLabelText('Secret')).toHaveProperty('value', SECRET);
  fireEvent.click(within(shown).getByRole('button', { name: 'Copy' }));
  await waitFor(() => expect(writeText).toHaveBeenCalledWith(SECRET));
  expect(await screen.findByText('Secret copied')).toBeTruthy();
  fireEvent.click(within(shown).getByRole('button', { name: 'Done' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

  const [row] = await screen.findAllByTestId('webhook-row');
  expect(within(row!).getByText(URL)).toBeTruthy();
  expect(within(row!).getByText('None yet')).toBeTruthy();
  // Once closed, the secret is nowhere on the page.
  expect(document.body.textContent).not.toContain(SECRET);
  expect(screen.queryByDisplayValue(SECRET)).toBeNull();
});

it('lists an endpoint\'s deliveries with their attempts; Redeliver and Send test event call the API', async () => {
  const redeliver = jest.fn(() => ({ data: { redeliverWebhook: { ...delivered, status: 'pending' } } }));
  const sendTest = jest.fn(() => ({ data: { sendWebhookTest: { ...delivered, id: 'd2', eventType: 'webhook.test', status: 'pending', attempts: 0, responseCode: null, attemptLog: [] } } }));
  renderScreen(WebhooksManagement, [
    listOf(webhook({ __typename: 'WebhookDelivery', id: 'd1', status: 'delivered', responseCode: 200, createdAt: delivered.createdAt })),
    deliveriesOf(delivered),
    { request: { query: RedeliverWebhookMutation, variables: { deliveryId: 'd1' } }, result: redeliver },
    deliveriesOf({ ...delivered, status: 'pending' }),
    { request: { query: SendWebhookTestMutation, variables: { id: 'w1' } }, result: sendTest },
    deliveriesOf(delivered),
  ]);
  const [row] = await screen.findAllByTestId('webhook-row');
  expect(within(row!).getByText('delivered')).toBeTruthy();
  fireEvent.click(within(row!).getByRole('button', { name: `Delivery log of ${URL}` }));

  const log = await screen.findByRole('region', { name: `Deliveries to ${URL}` });
  const [delivery] = await within(log).findAllByTestId('delivery-row');
  const cells = within(delivery!).getAllByRole('cell').map((cell) => cell.textContent);
  expect(cells.slice(1, 5)).toEqual(['contact.created', 'delivered', '200', '3 (500, 500, 200)']);

  fireEvent.click(within(delivery!).getByRole('button', { name: /^Redeliver contact\.created/ }));
  expect(await screen.findByText('Delivery queued again')).toBeTruthy();
  expect(redeliver).toHaveBeenCalledTimes(1);
  await waitFor(() => expect(within(log).getByText('pending')).toBeTruthy());

  fireEvent.click(within(log).getByRole('button', { name: 'Send test event' }));
  expect(await screen.findByText('Test event queued')).toBeTruthy();
  expect(sendTest).toHaveBeenCalledTimes(1);
});
