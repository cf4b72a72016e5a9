import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { GraphQLError } from 'graphql';
import { listMock, renderScreen } from '../content-list/test-kit';
import { AddRedirectMutation, NotFoundPathsQuery, RedirectsQuery } from './documents';
import { RedirectsManagement } from './RedirectsManagement';

jest.setTimeout(90_000);

const missing = (id: string, path: string, hits: number, referrer: string | null = null) => ({
  __typename: 'NotFoundPath' as const, id, path, hits, lastSeenAt: '2026-11-28T08:00:00.000Z', referrer,
});
const redirect = (id: string, fromPath: string, to: string, hits = 0) => ({
  __typename: 'Redirect' as const, id, fromPath, to, status: 301, hits, createdAt: '2026-11-28T08:05:00.000Z',
});

const oldServices = missing('m1', '/old-services.html', 31, 'https://news.example/story');
const oldTeam = missing('m2', '/team', 4);
const toSolutions = redirect('r1', '/old-services.html', '/solutions');

const addMock = (to: string, answer: object) => ({
  request: { query: AddRedirectMutation, variables: { input: { fromPath: '/old-services.html', to, status: 301 } } },
  result: answer,
});

const missingRows = () => screen.queryAllByTestId('missing-row');
const cells = (row: HTMLElement) => within(row).getAllByRole('cell').map((cell) => cell.textContent);

it('lists the most requested missing URLs, and "Redirect to…" turns one into a redirect', async () => {
  renderScreen(RedirectsManagement, [
    listMock(NotFoundPathsQuery, 'notFoundPaths', [oldServices, oldTeam]),
    listMock(RedirectsQuery, 'redirects', []),
    addMock('/solutions', { data: { addRedirect: toSolutions } }),
    // Read again after the save: the path now redirects, so the log no longer lists it.
    listMock(NotFoundPathsQuery, 'notFoundPaths', [oldTeam]),
    listMock(RedirectsQuery, 'redirects', [toSolutions]),
  ]);
  await waitFor(() => expect(missingRows()).toHaveLength(2));
  expect(cells(missingRows()[0]).slice(0, 2)).toEqual(['/old-services.html', '31']);
  expect(cells(missingRows()[0])[3]).toBe('https://news.example/story');

  fireEvent.click(screen.getByRole('button', { name: 'Redirect to… (from /old-services.html)' }));
  const dialog = await screen.findByRole('dialog', { name: 'Redirect to…' });
  expect(within(dialog).getByLabelText('From path')).toHaveProperty('value', '/old-services.html');
  const save = within(dialog).getByRole('button', { name: 'Save redirect' });
  expect(save).toHaveProperty('disabled', true);
  fireEvent.change(within(dialog).getByLabelText('To'), { target: { value: '/solutions' } });
  fireEvent.click(save);

  expect(await screen.findByText('Redirect created successfully')).toBeTruthy();
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  await waitFor(() => expect(missingRows().map((row) => cells(row)[0])).toEqual(['/team']));
  const [row] = await screen.findAllByTestId('redirect-row');
  expect(cells(row).slice(0, 4)).toEqual(['/old-services.html', '/solutions', '301', '0']);
});

it('keeps what was typed and shows why the gateway refused it (a chain)', async () => {
  const reason = '/old-services.html → /team would make a chain: /team already redirects to /about; send /old-services.html to /about instead';
  renderScreen(RedirectsManagement, [
    listMock(NotFoundPathsQuery, 'notFoundPaths', [oldServices]),
    listMock(RedirectsQuery, 'redirects', [redirect('r2', '/team', '/about')]),
    addMock('/team', { errors: [new GraphQLError(reason, { extensions: { code: 'BAD_USER_INPUT' } })] }),
  ]);
  fireEvent.click(await screen.findByRole('button', { name: 'Redirect to… (from /old-services.html)' }));
  const dialog = await screen.findByRole('dialog', { name: 'Redirect to…' });
  fireEvent.change(within(dialog).getByLabelText('To'), { target: { value: '/team' } });
  fireEvent.click(within(dialog).getByRole('button', { name: 'Save redirect' }));
  expect(await within(dialog).findByText(reason)).toBeTruthy();
  expect(within(dialog).getByLabelText('To')).toHaveProperty('value', '/team');
});

it('says so when no missing URL was asked for', async () => {
  renderScreen(RedirectsManagement, [listMock(NotFoundPathsQuery, 'notFoundPaths', []), listMock(RedirectsQuery, 'redirects', [])]);
  expect(await screen.findByText('No missing URLs asked for: every link people followed found its page.')).toBeTruthy();
  expect(await screen.findByText('No redirects yet.')).toBeTruthy();
});
