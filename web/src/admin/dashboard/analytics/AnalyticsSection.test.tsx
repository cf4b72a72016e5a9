import { deserialize, serialize } from 'node:v8';
import { MockedProvider } from '@apollo/client/testing/react';
import { configure, fireEvent, render, screen, within } from '@testing-library/react';
import { AnalyticsSection } from './AnalyticsSection';
import { AnalyticsSummaryQuery } from './documents';

configure({ defaultHidden: true });
jest.setTimeout(60_000);

const days = (count: number, views = 0) => Array.from({ length: count }, (_, index) => ({
  __typename: 'DayCount', date: `2026-01-${String(index + 1).padStart(2, '0')}`, views, visitors: views ? 1 : 0,
}));

const summary = (count: number, views: number) => ({
  __typename: 'AnalyticsSummary', views: views * count, visitors: views ? count : 0, series: days(count, views),
  pages: views ? [{ __typename: 'PageCount', path: '/portfolio/ledger', views: 9, visitors: 4 }] : [],
  sources: views ? [{ __typename: 'SourceCount', source: 'linkedin', visitors: 3 }] : [],
  campaigns: views ? [{ __typename: 'CampaignCount', source: 'linkedin', medium: 'social', campaign: 'q3', visitors: 2 }] : [],
  devices: views ? [{ __typename: 'DeviceCount', type: 'mobile', visitors: 3 }] : [],
  conversions: views ? [{ __typename: 'SourceConversions', source: 'linkedin', contacts: 2, subscriptions: 1 }] : [],
  landingPages: views ? [{ __typename: 'LandingPageCount', path: '/portfolio/ledger', visitors: 3, contacts: 2, subscriptions: 0 }] : [],
});

const answer = (period: number, views: number) => ({
  request: { query: AnalyticsSummaryQuery, variables: { days: period } }, result: { data: { analyticsSummary: summary(period, views) } },
});

const list = (title: string) => within(screen.getByRole('region', { name: title }));

beforeAll(() => {
  // jsdom lacks what the chart library calls at once (it lays nothing out and has no structuredClone): Node's own stand in.
  global.ResizeObserver ??= class { observe() {} unobserve() {} disconnect() {} } as never;
  global.structuredClone ??= ((value: unknown) => deserialize(serialize(value))) as never;
});

it('shows 30 days by default, with the figures, the chart and each list; 7 days when asked', async () => {
  render(<MockedProvider mocks={[answer(30, 2), answer(7, 5)] as never}><AnalyticsSection /></MockedProvider>);
  expect(await screen.findByRole('group', { name: 'Views, last 30 days' })).toBeTruthy();
  expect(within(screen.getByRole('group', { name: 'Views, last 30 days' })).getByText('60')).toBeTruthy();
  expect(within(screen.getByRole('group', { name: 'Visitors, last 30 days' })).getByText('30')).toBeTruthy();
  expect(list('Top pages').getAllByRole('row').map((row) => row.textContent)).toEqual(['PageViewsVisitors', '/portfolio/ledger94']);
  expect(list('Campaigns').getByText('linkedin · social · q3')).toBeTruthy();
  expect(list('Conversions by source').getAllByRole('row')[1].textContent).toBe('linkedin21');
  expect(list('Landing pages').getAllByRole('row')[1].textContent).toBe('/portfolio/ledger320');

  fireEvent.click(screen.getByRole('button', { name: 'Last 7 days' }));
  expect(await screen.findByRole('group', { name: 'Views, last 7 days' })).toBeTruthy();
  expect(within(screen.getByRole('group', { name: 'Views, last 7 days' })).getByText('35')).toBeTruthy();
});

it('says what a new site will see instead of an empty chart', async () => {
  render(<MockedProvider mocks={[answer(30, 0)] as never}><AnalyticsSection /></MockedProvider>);
  expect(await screen.findByText(/No page views in the last 30 days yet/)).toBeTruthy();
  expect(list('Top pages').getByText('No visits in this period yet.')).toBeTruthy();
  expect(list('Conversions by source').getByText('No contact messages or subscriptions with a known visit in this period.')).toBeTruthy();
});
