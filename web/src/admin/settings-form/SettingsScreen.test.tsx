import { MockedProvider } from '@apollo/client/testing/react';
import { DEFAULT_STATISTICS } from '@consultancy/domain';
import { configure, fireEvent, render, screen } from '@testing-library/react';
import { SnackbarProvider } from 'notistack';
import { MemoryRouter } from 'react-router-dom';
import { StatisticsQuery, UpdateStatisticsMutation } from '../statistics/documents';
import { StatisticsManagement } from '../statistics/StatisticsManagement';

configure({ defaultHidden: true });
jest.setTimeout(90_000);

const base64url = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
const token = `${base64url({ alg: 'HS256' })}.${base64url({ sub: '1', exp: Math.floor(Date.now() / 1000) + 3600 })}.sig`;

const stored = { __typename: 'Statistics' as const, id: 's1', version: 1, ...DEFAULT_STATISTICS, projectsCompleted: '42+' };
const saved = { ...DEFAULT_STATISTICS, projectsCompleted: '50+' };

function renderScreen(mocks: ReadonlyArray<unknown>) {
  render(
    <MockedProvider mocks={mocks as never}>
      <SnackbarProvider>
        <MemoryRouter>
          <StatisticsManagement />
        </MemoryRouter>
      </SnackbarProvider>
    </MockedProvider>,
  );
}

const field = (label: string) => screen.getByRole('textbox', { name: new RegExp(`^${label}\\W*$`) }) as HTMLInputElement;

beforeEach(() => localStorage.setItem('token', token));
afterEach(() => localStorage.clear());

/** The settings pattern, driven through the statistics screen. */
describe('a settings screen', () => {
  it('loads with a spinner, fills the form and the preview, refuses blanks, then saves', async () => {
    let saves = 0;
    renderScreen([
      { request: { query: StatisticsQuery }, result: { data: { statistics: stored } } },
      {
        request: { query: UpdateStatisticsMutation, variables: { input: saved, version: 1 } },
        result: () => {
          saves += 1;
          return { data: { updateStatistics: { ...stored, ...saved, version: 2 } } };
        },
      },
    ]);
    expect(screen.getByRole('progressbar', { name: 'Loading statistics' })).toBeTruthy();
    expect(await screen.findByDisplayValue('42+')).toBe(field('Projects Completed'));
    expect(screen.getByTestId('statistics-preview').textContent).toContain('42+');

    fireEvent.change(field('Projects Completed'), { target: { value: ' ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Update Statistics' }));
    expect(await screen.findByText('Projects Completed is required')).toBeTruthy();
    expect(saves).toBe(0);

    fireEvent.change(field('Projects Completed'), { target: { value: '50+' } });
    fireEvent.click(screen.getByRole('button', { name: 'Update Statistics' }));
    expect(await screen.findByText('Statistics updated successfully!')).toBeTruthy();
    expect(saves).toBe(1);
  });

  it('says when the load failed', async () => {
    renderScreen([{ request: { query: StatisticsQuery }, error: new Error('offline') }]);
    expect(await screen.findByText('Failed to load statistics')).toBeTruthy();
  });
});
