import { MockedProvider } from '@apollo/client/testing/react';
import { configure, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { dana } from '../testimonials/fixtures';
import { Dashboard } from './Dashboard';
import { DashboardAnalyticsQuery, DashboardBlogsQuery, DashboardPortfoliosQuery, DashboardTestimonialsQuery } from './documents';

configure({ defaultHidden: true });
jest.setTimeout(90_000);

const project = {
  __typename: 'Portfolio' as const, _id: 'p1', category: 'Web App', projectName: 'Harbour Portal', projectUrl: '', projectDate: '',
  description: '', content: '', problem: '', solution: '', result: '', testimonial: '', services: '', clientName: '',
  images_url: [], views: 120, createdAt: '2025-02-01T10:00:00.000Z',
};

function renderDashboard(analytics: object) {
  render(
    <MockedProvider
      mocks={[
        { request: { query: DashboardPortfoliosQuery }, result: { data: { portfolios: [project] } } },
        { request: { query: DashboardBlogsQuery }, result: { data: { blogs: [] } } },
        { request: { query: DashboardTestimonialsQuery }, result: { data: { testimonials: [{ ...dana, views: 30 }] } } },
        { request: { query: DashboardAnalyticsQuery }, ...analytics },
      ] as never}
    >
      <MemoryRouter>
        <Dashboard />
      </MemoryRouter>
    </MockedProvider>,
  );
}

const figure = (label: string) => within(screen.getByRole('group', { name: label })).getByTestId('stat-value').textContent;

beforeEach(() => jest.spyOn(console, 'warn').mockImplementation(() => undefined));
afterEach(() => jest.restoreAllMocks());

it('counts the collections and lists recent activity newest first, with the analytics figures', async () => {
  renderDashboard({ result: { data: { analyticsStats: { __typename: 'AnalyticsStats', liveVisitors: 3, views: { __typename: 'ViewTotals', total: 999 } } } } });
  await waitFor(() => expect(screen.getByTestId('live-visitors').textContent).toContain('3 live visitors'));
  expect([figure('Total Portfolios'), figure('Blog Posts'), figure('Testimonials'), figure('Total Views')]).toEqual(['1', '0', '1', '999']);
  const activity = within(screen.getByRole('region', { name: 'Recent Activity' })).getAllByRole('listitem');
  expect(activity.map((item) => item.textContent)).toEqual([expect.stringContaining('Harbour Portal'), expect.stringContaining('Dana Whitfield')]);
});

it('estimates the figures from the content when the analytics fail', async () => {
  renderDashboard({ error: new Error('offline') });
  await waitFor(() => expect(screen.getByTestId('live-visitors').textContent).toMatch(/\(Fallback\)$/));
  expect(figure('Total Views')).toBe('150');
  expect(screen.getByText('Analytics are unavailable: figures are estimated from the views of your content.')).toBeTruthy();
});
