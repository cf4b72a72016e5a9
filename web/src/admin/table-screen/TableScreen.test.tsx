import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { listMock, renderScreen } from '../content-list/test-kit';
import { TOKEN_KEY } from '../shared/token';
import { DeleteSubscriptionMutation, SubscriptionCountsQuery, SubscriptionsQuery } from '../subscriptions/documents';
import { SubscriptionsManagement } from '../subscriptions/SubscriptionsManagement';

jest.setTimeout(90_000);

const row = (id: string, email: string, status: 'active' | 'unsubscribed', source = '') => ({
  __typename: 'Subscription' as const, id, email, status, source, subscribedAt: '2025-03-04T12:06:00.000Z',
});
const rows = [row('1', 'ana@example.com', 'active'), row('2', 'bo@example.com', 'unsubscribed', 'desktop_footer')];
const total = (value: number) => ({ __typename: 'SubscriptionPage' as const, total: value });
const countsMock = (all: number, active: number) => ({ request: { query: SubscriptionCountsQuery }, result: { data: { all: total(all), active: total(active) } } });
const page = (items: ReturnType<typeof row>[], options?: { variables?: object; total?: number }) => listMock(SubscriptionsQuery, 'subscriptions', items, options);

const counter = (label: string) => within(screen.getByRole('group', { name: label })).getByTestId('stat-value').textContent;
const emails = () => screen.getAllByTestId('subscription-row').map((tr) => tr.querySelector('td')?.textContent);

/** The table-screen pattern, driven through the subscriptions screen. */
it('counts from the server totals, and deletes a row after confirmation', async () => {
  renderScreen(SubscriptionsManagement, [
    page(rows),
    countsMock(2, 1),
    {
      request: { query: DeleteSubscriptionMutation, variables: { id: '2' } },
      result: { data: { deleteSubscription: '2' } },
    },
    page([rows[0]]),
    countsMock(1, 1),
  ]);
  expect(await screen.findAllByTestId('subscription-row')).toHaveLength(2);
  await waitFor(() => expect([counter('Total'), counter('Active'), counter('Unsubscribed')]).toEqual(['2', '1', '1']));
  expect(screen.getByText('mobile_menu')).toBeTruthy();

  fireEvent.click(screen.getByRole('button', { name: 'Delete subscription bo@example.com' }));
  const dialog = await screen.findByRole('dialog', { name: 'Delete subscription' });
  fireEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
  expect(await screen.findByText('Subscription deleted successfully')).toBeTruthy();
  await waitFor(() => expect(screen.getAllByTestId('subscription-row')).toHaveLength(1));
  await waitFor(() => expect(counter('Total')).toBe('1'));
});

it('pages through the server, filters by status and searches, each from the first page', async () => {
  const first = Array.from({ length: 10 }, (_, index) => row(`a${index}`, `a${index}@example.com`, 'active'));
  renderScreen(SubscriptionsManagement, [
    page(first, { total: 12 }),
    countsMock(12, 11),
    page([row('a10', 'a10@example.com', 'active'), row('u1', 'u1@example.com', 'unsubscribed')], { total: 12, variables: { page: 2 } }),
    page([row('u1', 'u1@example.com', 'unsubscribed')], { variables: { status: 'unsubscribed' } }),
    page([], { variables: { status: 'unsubscribed', q: 'nobody' } }),
  ]);
  await waitFor(() => expect(emails()).toHaveLength(10));
  expect(screen.getByText('1–10 of 12')).toBeTruthy();

  fireEvent.click(screen.getByRole('button', { name: 'Go to next page' }));
  await waitFor(() => expect(emails()).toEqual(['a10@example.com', 'u1@example.com']));

  fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Filter by status' }));
  fireEvent.click(await screen.findByRole('option', { name: 'unsubscribed' }));
  await waitFor(() => expect(emails()).toEqual(['u1@example.com']));

  fireEvent.change(screen.getByRole('searchbox', { name: 'Search subscriptions' }), { target: { value: 'nobody' } });
  expect(await screen.findByText('Nothing matches this search.')).toBeTruthy();
  // The counters are the whole list's, whatever the filter.
  expect(counter('Total')).toBe('12');
});

/** What fetch answers (jsdom has no Response): status, headers and body. */
const answer = (status: number, body: string, headers: Record<string, string> = {}) => ({
  ok: status < 400,
  status,
  headers: { get: (name: string) => headers[name.toLowerCase()] ?? null },
  blob: async () => new Blob([body], { type: headers['content-type'] }),
  json: async () => JSON.parse(body) as unknown,
});

describe('Export CSV', () => {
  const realFetch = global.fetch;
  let saved: { href: string; download: string }[];
  beforeEach(() => {
    saved = [];
    localStorage.setItem(TOKEN_KEY, 'token-123');
    URL.createObjectURL = jest.fn(() => 'blob:csv');
    URL.revokeObjectURL = jest.fn();
    jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push({ href: this.href, download: this.download });
    });
  });
  afterEach(() => {
    global.fetch = realFetch;
    localStorage.clear();
    jest.restoreAllMocks();
  });

  it("downloads the server's CSV of every matching row, with the token, under the server's file name", async () => {
    const csv = answer(200, 'Email,Status,Source,Subscribed At\r\n', {
      'content-type': 'text/csv; charset=utf-8',
      'content-disposition': 'attachment; filename="subscriptions-2025-03-04.csv"',
    });
    global.fetch = jest.fn(async () => csv) as never;
    renderScreen(SubscriptionsManagement, [
      page(rows),
      countsMock(2, 1),
      page([rows[0]], { variables: { status: 'active' } }),
    ]);
    await waitFor(() => expect(emails()).toHaveLength(2));
    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Filter by status' }));
    fireEvent.click(await screen.findByRole('option', { name: 'active' }));
    await waitFor(() => expect(emails()).toHaveLength(1));

    fireEvent.click(screen.getByRole('button', { name: 'Export CSV' }));
    expect(await screen.findByText('Subscriptions exported successfully')).toBeTruthy();
    expect(global.fetch).toHaveBeenCalledWith('/api/subscription/export?status=active', { headers: { authorization: 'Bearer token-123' } });
    expect(saved).toEqual([{ href: 'blob:csv', download: 'subscriptions-2025-03-04.csv' }]);
  });

  it('says so when the export fails', async () => {
    global.fetch = jest.fn(async () => answer(401, JSON.stringify({ success: false, message: 'Unauthorized' }))) as never;
    renderScreen(SubscriptionsManagement, [page(rows), countsMock(2, 1)]);
    await waitFor(() => expect(emails()).toHaveLength(2));
    fireEvent.click(screen.getByRole('button', { name: 'Export CSV' }));
    expect(await screen.findByText('Failed to export subscriptions')).toBeTruthy();
    expect(saved).toEqual([]);
  });
});

it('says when there is nothing yet', async () => {
  renderScreen(SubscriptionsManagement, [page([]), countsMock(0, 0)]);
  expect(await screen.findByText('No subscriptions found')).toBeTruthy();
});
