import { configure, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { HistoryPanel, type RevisionSource } from './HistoryPanel';

configure({ defaultHidden: true });

const revisions = [
  { id: 'r2', createdAt: '2026-11-26T15:00:00.000Z', email: 'grace@site.test', changedFields: ['title', 'content'] },
  { id: 'r1', createdAt: '2026-11-25T09:30:00.000Z', email: null, changedFields: [] },
];

const source = (overrides: Partial<RevisionSource> = {}): RevisionSource => ({
  items: revisions,
  total: 3,
  loading: false,
  failed: false,
  showMore: jest.fn(),
  valuesOf: async (id) => (id === 'r2' ? { title: 'Harbour hours', content: '<p>Open at noon.</p>' } : { title: 'First', content: '' }),
  ...overrides,
});

const open = () => fireEvent.click(screen.getByRole('button', { name: /History/ }));

it('lists the saves newest first with who saved and what changed, and offers older ones', () => {
  const history = source();
  render(<HistoryPanel history={history} current={{ title: 'Harbour hours', content: '<p>Open at dawn.</p>' }} onRestore={jest.fn()} />);
  open();
  const items = within(screen.getByRole('list', { name: 'Revisions, newest first' })).getAllByRole('listitem');
  expect(items.map((item) => item.textContent)).toEqual([
    expect.stringContaining('grace@site.test · Title, Content'),
    expect.stringContaining('A former administrator'),
  ]);
  fireEvent.click(screen.getByRole('button', { name: 'Show older saves' }));
  expect(history.showMore).toHaveBeenCalled();
});

it('compares a revision with the form word by word, and restores its values into the form', async () => {
  const onRestore = jest.fn();
  render(<HistoryPanel history={source()} current={{ title: 'Harbour hours', content: '<p>Open at dawn.</p>' }} onRestore={onRestore} />);
  open();
  const newest = screen.getAllByRole('listitem')[0];
  fireEvent.click(within(newest).getByRole('button', { name: 'Compare' }));
  const changes = await within(newest).findByLabelText('Changes from the form to this revision');
  expect(changes.querySelector('del')?.textContent).toBe('dawn');
  expect(changes.querySelector('ins')?.textContent).toBe('noon');
  expect(changes.textContent).not.toContain('Title');

  fireEvent.click(within(newest).getByRole('button', { name: 'Restore' }));
  await waitFor(() => expect(onRestore).toHaveBeenCalledWith({ title: 'Harbour hours', content: '<p>Open at noon.</p>' }, revisions[0]));
});

it('says when a revision cannot be read', async () => {
  render(<HistoryPanel history={source({ valuesOf: () => Promise.reject(new Error('offline')) })} current={{}} onRestore={jest.fn()} />);
  open();
  fireEvent.click(within(screen.getAllByRole('listitem')[1]).getByRole('button', { name: 'Compare' }));
  expect(await screen.findByText('That revision could not be read. Check your connection and try again.')).toBeTruthy();
});
