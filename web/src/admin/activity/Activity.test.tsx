import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { renderScreen } from '../content-list/test-kit';
import { TOKEN_KEY } from '../shared/token';
import { Activity } from './Activity';
import { AuditEntriesQuery } from './documents';

jest.setTimeout(90_000);

const entry = (id: string, action: string, extra: Partial<Record<string, unknown>> = {}) => ({
  __typename: 'AuditEntry' as const,
  id,
  at: '2026-03-04T12:06:00.000Z',
  action,
  adminEmail: 'owner@example.com',
  ip: '203.0.113.7',
  userAgent: 'Mozilla/5.0 Test',
  requestId: `req-${id}`,
  target: null,
  changes: [],
  ...extra,
});

const signIn = entry('1', 'login.succeeded');
const edit = entry('2', 'blog.updated', {
  target: { __typename: 'AuditTarget', kind: 'blog', id: 'b1', label: 'Choosing a database' },
  changes: [
    { __typename: 'AuditChange', field: 'title', before: 'Old title', after: 'Choosing a database' },
    { __typename: 'AuditChange', field: 'content', before: null, after: null },
  ],
});
const failed = entry('3', 'login.failed', { adminEmail: 'attacker@example.com' });

const page = (items: ReturnType<typeof entry>[], variables: object = {}, total = items.length) => ({
  request: { query: AuditEntriesQuery, variables: { page: 1, limit: 10, ...variables } },
  result: { data: { auditEntries: { __typename: 'AuditEntryPage', total, items } } },
});

const rows = () => screen.getAllByTestId('activity-row');
const actions = () => rows().map((row) => within(row).getAllByRole('cell')[2].textContent);

it('shows each entry: time, admin, action, target, changes, address and browser', async () => {
  renderScreen(Activity, [page([edit, signIn, failed])]);
  await waitFor(() => expect(rows()).toHaveLength(3));
  const cells = within(rows()[0]).getAllByRole('cell').map((cell) => cell.textContent);
  expect(cells).toEqual([
    new Date(edit.at).toLocaleString('en-US', { year: 'numeric', month: 'short', day: 'numeric', hour: 'numeric', minute: '2-digit' }),
    'owner@example.com',
    'blog.updated',
    'blog: Choosing a database',
    'title: Old title → Choosing a database; content',
    '203.0.113.7Mozilla/5.0 Test',
  ]);
  expect(within(rows()[0]).getByTitle(/Request id: req-2/)).toBeTruthy();
  expect(within(rows()[2]).getAllByRole('cell')[1].textContent).toBe('attacker@example.com');
});

it('filters by action, admin email and dates, each from the first page', async () => {
  renderScreen(Activity, [
    page([edit, signIn], {}, 12),
    page([signIn], { page: 2 }, 12),
    page([failed], { action: 'login.failed' }),
    page([failed], { action: 'login.failed', adminEmail: 'attacker@example.com' }),
    page([failed], { action: 'login.failed', adminEmail: 'attacker@example.com', from: '2026-03-01' }),
    page([], { action: 'login.failed', adminEmail: 'attacker@example.com', from: '2026-03-01', to: '2026-03-02' }),
  ]);
  await waitFor(() => expect(actions()).toEqual(['blog.updated', 'login.succeeded']));
  fireEvent.click(screen.getByRole('button', { name: 'Go to next page' }));
  await waitFor(() => expect(actions()).toEqual(['login.succeeded']));

  fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Action' }));
  fireEvent.click(await screen.findByRole('option', { name: 'login.failed' }));
  await waitFor(() => expect(actions()).toEqual(['login.failed']));

  fireEvent.change(screen.getByRole('searchbox', { name: 'Admin email' }), { target: { value: ' attacker@example.com ' } });
  fireEvent.change(screen.getByLabelText('From (UTC)'), { target: { value: '2026-03-01' } });
  await waitFor(() => expect(actions()).toEqual(['login.failed']));
  fireEvent.change(screen.getByLabelText('To (UTC)'), { target: { value: '2026-03-02' } });
  expect(await screen.findByText('Nothing matches this search.')).toBeTruthy();
});

it('says when nothing is recorded yet', async () => {
  renderScreen(Activity, [page([])]);
  expect(await screen.findByText('No activity recorded yet')).toBeTruthy();
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

  it("downloads the server's CSV with the filters shown", async () => {
    global.fetch = jest.fn(async () => ({
      ok: true,
      status: 200,
      headers: { get: (name: string) => (name.toLowerCase() === 'content-disposition' ? 'attachment; filename="audit-2026-03-04.csv"' : null) },
      blob: async () => new Blob(['Time (UTC)\r\n']),
      json: async () => ({}),
    })) as never;
    renderScreen(Activity, [page([edit, signIn]), page([edit], { action: 'blog.updated' })]);
    await waitFor(() => expect(rows()).toHaveLength(2));
    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Action' }));
    fireEvent.click(await screen.findByRole('option', { name: 'blog.updated' }));
    await waitFor(() => expect(rows()).toHaveLength(1));

    fireEvent.click(screen.getByRole('button', { name: 'Export CSV' }));
    expect(await screen.findByText('Activity exported successfully')).toBeTruthy();
    expect(global.fetch).toHaveBeenCalledWith('/api/admin/audit/export?action=blog.updated', { headers: { authorization: 'Bearer token-123' } });
    expect(saved).toEqual([{ href: 'blob:csv', download: 'audit-2026-03-04.csv' }]);
  });
});
