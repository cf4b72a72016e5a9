import { MockedProvider } from '@apollo/client/testing/react';
import { cleanup, configure, render, screen, within } from '@testing-library/react';
import type { TypedDocumentNode } from '@apollo/client';
import { DEFINED_COLLECTIONS } from '@consultancy/domain/collections';
import { parse } from 'graphql';
import { MemoryRouter, Route } from 'react-router-dom';
import { Dashboard } from '../admin/dashboard/Dashboard';
import { DashboardAnalyticsQuery } from '../admin/dashboard/documents';
import { adminScreens } from '../admin/screens';
import { DashboardCardsProvider } from '../admin/shell/collections';
import { screenUrl } from '../admin/shell/nav';
import { PublicSearchDocument } from '../gql/graphql';
import { HeadProvider } from '../public/shared/head';
import { HeadCollector } from '../public/shared/head-collector';
import { renderPublicPage } from '../public/shared/public-page.testing';
import { loadAdminHalf, type CollectionAdmin } from './admin-collections';
import { loadAdminParts } from './AdminAppWithPreviews';
import { COLLECTIONS, type CollectionDefinition } from './collections';
import { PublicSite } from './PublicSite';

configure({ defaultHidden: true });
jest.setTimeout(90_000);

// A collection made up for this test: it is added to the app's list here, and nowhere else.
jest.mock('./collections', () => {
  const actual = jest.requireActual('./collections');
  const caseStudy: CollectionDefinition = {
    key: 'case-study',
    singular: 'case study',
    plural: 'Case studies',
    list: () => <h1>Every case study</h1>,
    item: () => <h1>One case study</h1>,
    navAfter: '/about',
  };
  return { ...actual, COLLECTIONS: [...actual.COLLECTIONS, caseStudy] };
});

const CaseStudiesQuery = parse('query CaseStudies($limit: Int!) { caseStudies(limit: $limit) { total items { id name views createdAt } } }') as TypedDocumentNode<object, { limit: number }>;

// Its admin half, as app/case-study-admin.tsx would hold it.
const CASE_STUDY_ADMIN: CollectionAdmin<'blog', { name: string }> = {
  screen: () => <h1>Case studies screen</h1>,
  icon: () => <svg />,
  preview: () => <p>Case study preview</p>,
  dashboard: {
    order: 4,
    label: 'Case Studies',
    tone: '#000000',
    recent: 1,
    query: CaseStudiesQuery,
    title: (item) => item.name,
    colors: { bg: '#ffffff', fg: '#000000' },
    quickAction: { label: 'Add Case Study', variant: 'outlined' },
  },
};

const loadParts = () =>
  loadAdminParts(undefined, (key) => (key === 'case-study' ? Promise.resolve({ default: CASE_STUDY_ADMIN as CollectionAdmin }) : loadAdminHalf(key)));

afterEach(cleanup);

test('its screen is in the panel after the other collections, at the address its plural makes', async () => {
  const { collections, previews } = await loadParts();
  const screens = adminScreens(collections.map((collection) => collection.screen));
  expect(screens.map(screenUrl).slice(0, 8)).toEqual([
    '/admin/dashboard', '/admin/pages', '/admin/portfolio', '/admin/testimonials', '/admin/blogs', '/admin/team', '/admin/case-studies', '/admin/media',
  ]);
  expect(screens[6].label).toBe('Case studies');
  render(<>{screens[6].page}{(previews as unknown as Record<string, (item: unknown) => React.ReactElement>)['case-study']({})}</>);
  expect(screen.getByRole('heading', { name: 'Case studies screen' })).toBeTruthy();
  expect(screen.getByText('Case study preview')).toBeTruthy();
});

test('the dashboard counts it, lists its newest item in Recent Activity and offers its Quick Action', async () => {
  const { collections } = await loadParts();
  const answer = (query: unknown, limit: number, data: object) => ({ request: { query, variables: { limit } }, result: { data } });
  const page = (typename: string, total: number, items: object[] = []) => ({ __typename: typename, total, items });
  render(
    <MockedProvider
      mocks={[
        answer(collections[0].dashboard.query, 3, { portfolios: page('PortfolioPage', 0) }),
        answer(collections[1].dashboard.query, 2, { testimonials: page('TestimonialPage', 0) }),
        answer(collections[2].dashboard.query, 2, { blogs: page('BlogPage', 0) }),
        answer(collections[3].dashboard.query, 1, { team: page('TeamMemberPage', 0) }),
        answer(CaseStudiesQuery, 1, { caseStudies: page('CaseStudyPage', 4, [{ __typename: 'CaseStudy', id: 'c1', name: 'Harbour rebuild', views: 7, createdAt: '2026-01-01T00:00:00.000Z' }]) }),
        { request: { query: DashboardAnalyticsQuery }, error: new Error('offline') },
      ] as never}
    >
      <MemoryRouter>
        <DashboardCardsProvider value={collections.map((collection) => collection.dashboard)}>
          <Dashboard />
        </DashboardCardsProvider>
      </MemoryRouter>
    </MockedProvider>,
  );
  jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  const count = await screen.findByRole('group', { name: 'Case Studies' });
  await within(count).findByText('4');
  const activity = within(screen.getByRole('region', { name: 'Recent Activity' }));
  expect((await activity.findByText('Harbour rebuild')).textContent).toBe('Harbour rebuild');
  expect(activity.getByText('Case study')).toBeTruthy();
  expect(screen.getByRole('link', { name: 'Add Case Study' }).getAttribute('href')).toBe('/admin/case-studies');
});

test('the public site routes its list and its items, and links it in the main navigation after About Us', async () => {
  render(
    <MockedProvider mocks={[]}>
      <HeadProvider value={new HeadCollector('https://site.example')}>
        <MemoryRouter initialEntries={['/case-study/harbour-rebuild']}>
          <PublicSite />
        </MemoryRouter>
      </HeadProvider>
    </MockedProvider>,
  );
  expect(await screen.findByRole('heading', { name: 'One case study' })).toBeTruthy();
  const links = within(screen.getByRole('navigation', { name: 'Main' })).getAllByRole('link').map((link) => [link.textContent, link.getAttribute('href')]);
  expect(links).toEqual([['Home', '/'], ['Portfolio', '/portfolio'], ['Solutions', '/solutions'], ['Blogs', '/blog'], ['About Us', '/about'], ['Case studies', '/case-study']]);
});

test('the search names its results by their address', async () => {
  const result = { __typename: 'SearchResult' as const, type: 'caseStudy', id: 'c1', title: 'Harbour rebuild', excerpt: 'A <mark>harbour</mark>', url: '/case-study/harbour-rebuild' };
  const mock = { request: { query: PublicSearchDocument, variables: { page: 1, limit: 10, q: 'harbour' } }, result: { data: { search: { __typename: 'SearchPage', page: 1, pages: 1, total: 1, items: [result] } } } };
  renderPublicPage('/search?q=harbour', [mock], <Route path="*" element={<PublicSite />} />);
  const item = await screen.findByRole('article');
  expect(within(item).getByText('Case study')).toBeTruthy();
});

test("the list's names of each collection defined as data are its definition's", () => {
  const titleCase = (text: string) => text.replace(/(^|\s)\S/g, (letter) => letter.toUpperCase());
  for (const { names } of DEFINED_COLLECTIONS) {
    expect(COLLECTIONS.find((collection) => collection.key === names.key)).toMatchObject({ singular: names.singular, plural: titleCase(names.plural) });
  }
});
