import { MockedProvider } from '@apollo/client/testing/react';
import { render, screen, waitFor, within } from '@testing-library/react';
import { GraphQLError } from 'graphql';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { PublicPortfolioDocument } from '../../gql/graphql';
import { PortfolioDetailPage } from './PortfolioDetailPage';

const base = {
  __typename: 'Portfolio' as const,
  id: 'p-1',
  seoTitle: '',
  seoDescription: '',
  socialImage: null as string | null,
  category: 'Mobile App',
  projectName: 'Trailmate',
  projectUrl: 'https://trailmate.example.com',
  projectDate: '2026-03-04',
  description: '<p>A <strong>hiking</strong> companion.</p>',
  content: '<h2>How we built it</h2><ul><li>Offline maps</li></ul>',
  problem: 'Hikers got lost.',
  solution: 'Offline maps.',
  result: '',
  testimonial: 'Great team.\nWould hire again.',
  services: 'Web design & Web development',
  clientName: 'Trail Co',
  imageUrls: ['/uploads/a.jpg', '/uploads/b.jpg', '/uploads/c.jpg'],
  imageAlts: ['', '', ''],
  responsiveImages: ['a', 'b', 'c'].map((name) => ({
    __typename: 'ResponsiveImage' as const,
    url: `/uploads/${name}.jpg`,
    width: 1200,
    height: 800,
    alt: '',
    focalPoint: { __typename: 'FocalPoint' as const, x: 0.5, y: 0.5 },
    sources: ['avif', 'webp'].map((format) => ({
      __typename: 'ImageSource' as const,
      type: `image/${format}`,
      srcset: `/uploads/${name}-480.${format} 480w, /uploads/${name}-960.${format} 960w`,
    })),
  })),
  createdAt: '2026-01-01T10:00:00.000Z',
  updatedAt: '2026-01-02T10:00:00.000Z',
};

function renderDetail(project: Partial<typeof base> | null) {
  const id = project?.id ?? 'missing';
  const mocks = [
    project
      ? { request: { query: PublicPortfolioDocument, variables: { id } }, result: { data: { portfolio: { ...base, ...project, slug: id } } } }
      : {
          request: { query: PublicPortfolioDocument, variables: { id } },
          result: { errors: [new GraphQLError('Portfolio not found', { extensions: { code: 'NOT_FOUND' } })] },
        },
  ];
  render(
    <MockedProvider mocks={mocks}>
      <MemoryRouter initialEntries={[`/portfolio/${id}`]}>
        <Routes>
          <Route path="/portfolio/:id" element={<PortfolioDetailPage />} />
        </Routes>
      </MemoryRouter>
    </MockedProvider>,
  );
}

test("shows 'Loading...', then the project with its badge, tags, info card, story and review", async () => {
  renderDetail(base);
  expect(screen.getByText('Loading...')).toBeTruthy();
  expect(await screen.findByRole('heading', { level: 1, name: 'Trailmate' })).toBeTruthy();
  expect(screen.getByText('03/04/2026')).toBeTruthy();
  expect(screen.getByText('hiking')).toBeTruthy();
  const tags = within(screen.getByRole('list', { name: 'Tags' })).getAllByRole('listitem').map((item) => item.textContent);
  expect(tags).toEqual(['Mobile App', 'Web Development']);
  const info = screen.getByRole('complementary', { name: 'Project information' });
  expect(within(info).getByText('Web design & Web development')).toBeTruthy();
  expect(within(info).getByText('Trail Co')).toBeTruthy();
  const live = within(info).getByRole('link', { name: /View Live Website/ });
  expect(live.getAttribute('href')).toBe('https://trailmate.example.com');
  expect(live.getAttribute('target')).toBe('_blank');
  expect(live.getAttribute('rel')).toContain('noopener');
  expect(screen.getByRole('heading', { name: 'Our Process' })).toBeTruthy();
  for (const step of ['Discover', 'Definer', 'Ideate', 'Design']) expect(screen.getByRole('heading', { name: step })).toBeTruthy();
  expect(screen.getByRole('heading', { name: 'How we built it' })).toBeTruthy();
  expect(screen.getByRole('heading', { name: 'Problem' })).toBeTruthy();
  expect(screen.getByRole('heading', { name: 'Solution' })).toBeTruthy();
  expect(screen.queryByRole('heading', { name: 'Result' })).toBeNull();
  expect(screen.getByRole('heading', { name: 'Clients Reviews' })).toBeTruthy();
  expect(screen.getByText((_, element) => element?.tagName === 'P' && element.textContent === 'Great team.\nWould hire again.')).toBeTruthy();
});

test('shows a carousel of every image when there are several', async () => {
  renderDetail(base);
  await screen.findByRole('heading', { level: 1, name: 'Trailmate' });
  expect((await screen.findAllByRole('button', { name: /Previous image|Next image/ })).length).toBeGreaterThanOrEqual(1);
  const sources = screen.getAllByRole('img').map((image) => image.getAttribute('src'));
  for (const image of base.imageUrls) expect(sources).toContain(image);
  // Only the first image is fetched early and with high priority; the others wait until shown.
  for (const image of screen.getAllByRole('img')) {
    const first = image.getAttribute('src') === '/uploads/a.jpg';
    expect(image.getAttribute('fetchpriority')).toBe(first ? 'high' : null);
    expect(image.getAttribute('loading')).toBe(first ? 'eager' : 'lazy');
    expect(image.parentElement!.querySelector('source[type="image/avif"]')!.getAttribute('srcset')).toContain(image.getAttribute('src')!.replace('.jpg', '-480.avif'));
  }
});

test('falls back to the category for a nameless project, shows its only image alone', async () => {
  renderDetail({ id: 'p-2', projectName: '', imageUrls: ['/uploads/only.jpg'], projectUrl: '', testimonial: '' });
  expect(await screen.findByRole('heading', { level: 1, name: 'Mobile App' })).toBeTruthy();
  const images = screen.getAllByRole('img');
  expect(images).toHaveLength(1);
  expect(images[0].getAttribute('src')).toBe('/uploads/only.jpg');
  expect(screen.queryByRole('link', { name: /View Live Website/ })).toBeNull();
  expect(screen.queryByRole('heading', { name: 'Clients Reviews' })).toBeNull();
});

test("says 'No images available' for a project without images", async () => {
  renderDetail({ id: 'p-3', imageUrls: [] });
  expect(await screen.findByText('No images available')).toBeTruthy();
  expect(screen.queryAllByRole('img')).toHaveLength(0);
});

test('shows the not-found page for an unknown id, not an endless Loading...', async () => {
  renderDetail(null);
  expect(await screen.findByRole('heading', { level: 1, name: 'We could not find that project' })).toBeTruthy();
  expect(screen.queryByText('Loading...')).toBeNull();
  expect(screen.getByRole('link', { name: 'Back to Home' }).getAttribute('href')).toBe('/');
  expect(screen.getByRole('link', { name: 'See our Portfolio' }).getAttribute('href')).toBe('/portfolio');
  expect(screen.getByRole('link', { name: 'Read the Blog' }).getAttribute('href')).toBe('/blog');
});
