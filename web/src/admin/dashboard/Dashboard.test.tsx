import { MockedProvider } from '@apollo/client/testing/react';
import { configure, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { loadAdminParts, type AdminParts } from '../../app/AdminAppWithPreviews';
import { DashboardCardsProvider } from '../shell/collections';
import { dana } from '../testimonials/fixtures';
import { Dashboard } from './Dashboard';
import { DashboardAnalyticsQuery, DashboardBlogsQuery, DashboardPortfoliosQuery, DashboardTestimonialsQuery } from './documents';

configure({ defaultHidden: true });
jest.setTimeout(90_000);

const project = {
  __typename: 'Portfolio' as const, id: 'p1', category: 'Web App', projectName: 'Harbour Portal', projectUrl: '', projectDate: '',
  description: '', content: '', problem: '', solution: '', result: '', testimonial: '', services: '', clientName: '',
  imageUrls: [], views: 120, createdAt: '2025-02-01T10:00:00.000Z',
};

// The app's collections, as the panel is handed them.
let parts: AdminParts;
beforeAll(async () => {
  parts = await loadAdminParts();
});

const page = (typename: string, total: number, items: object[]) => ({ __typename: typename, total, items });

function renderDashboard(analytics: object) {
  render(
    <MockedProvider
      mocks={[
        // Totals of whole collections, and only the newest few items of each.
        { request: { query: DashboardPortfoliosQuery, variables: { limit: 3 } }, result: { data: { portfolios: page('PortfolioPage', 240, [project]) } } },
        { request: { query: DashboardBlogsQuery, variables: { limit: 2 } }, result: { data: { blogs: page('BlogPage', 0, []) } } },
        { request: { query: DashboardTestimonialsQuery, variables: { limit: 2 } }, result: { data: { testimonials: page('TestimonialPage', 12, [{ ...dana, views: 30 }]) } } },
        { request: { query: DashboardAnalyticsQuery }, ...analytics },
      ] as never}
    >
      <MemoryRouter>
        <DashboardCardsProvider value={parts.collections.map((collection) => collection.dashboard)}>
          <Dashboard />
        </DashboardCardsProvider>
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
  expect([figure('Total Portfolios'), figure('Blog Posts'), figure('Testimonials'), figure('Total Views')]).toEqual(['240', '0', '12', '999']);
  const activity = within(screen.getByRole('region', { name: 'Recent Activity' })).getAllByRole('listitem');
  expect(activity.map((item) => item.textContent)).toEqual([expect.stringContaining('Harbour Portal'), expect.stringContaining('Dana Whitfield')]);
});

it('estimates the figures from the content when the analytics fail', async () => {
  renderDashboard({ error: new Error('offline') });
  await waitFor(() => expect(screen.getByTestId('live-visitors').textContent).toMatch(/\(Fallback\)$/));
  expect(figure('Total Views')).toBe('150');
  expect(screen.getByText('Analytics are unavailable: figures are estimated from the views of your content.')).toBeTruthy();
});
