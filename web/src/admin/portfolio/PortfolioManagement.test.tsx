import { screen, within } from '@testing-library/react';
import { listMock, renderScreen } from '../content-list/test-kit';
import { portfolioCollection } from './collection';
import { PortfolioManagement } from './PortfolioManagement';

jest.setTimeout(90_000);

const project = {
  __typename: 'Portfolio' as const,
  version: 1,
  id: 'p1',
  slug: 'p1',
  status: 'draft' as const,
  publishAt: '2025-01-01T00:00:00.000Z',
  seoTitle: '',
  seoDescription: '',
  socialImage: null,
  category: 'Web App',
  projectName: '',
  projectUrl: '',
  projectDate: '',
  description: '<p>A booking portal.</p>',
  content: '',
  problem: '',
  solution: '',
  result: '',
  testimonial: '',
  services: '',
  clientName: '',
  imageUrls: ['/1.png', '/2.png', '/3.png', '/4.png'],
  views: 0,
  createdAt: '2024-12-31T10:00:00.000Z',
};

it('lists a project without a name by its category, with thumbnails, and offers to add one', async () => {
  renderScreen(PortfolioManagement, [listMock(portfolioCollection.documents.list, 'portfolios', [project])]);
  const item = await screen.findByRole('listitem', { name: 'Web App' });
  expect(within(item).getByText('Draft · Web App · December 31, 2024')).toBeTruthy();
  expect(within(item).getByTestId('thumbnail-counter').textContent).toBe('+1');
  expect(screen.getByRole('heading', { name: 'Add New Portfolio' })).toBeTruthy();
  expect(screen.getByRole('button', { name: 'Add Portfolio' })).toBeTruthy();
  expect((screen.getByRole('textbox', { name: 'Services' }) as HTMLInputElement).value).toBe('Web design & Web development');
});
