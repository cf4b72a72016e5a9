import { screen, within } from '@testing-library/react';
import { listMock, renderScreen } from '../content-list/test-kit';
import { BlogManagement } from './BlogManagement';
import { blogCollection } from './collection';

jest.setTimeout(90_000);

const post = {
  __typename: 'Blog' as const,
  version: 1,
  id: 'b1',
  slug: 'b1',
  status: 'published' as const,
  publishAt: '2025-03-05T00:00:00.000Z',
  seoTitle: '',
  seoDescription: '',
  socialImage: null,
  title: 'Shipping on Fridays',
  content: '<p>Why <em>not</em>.</p>',
  excerpt: '',
  tags: 'process, teams',
  publishDate: '2025-03-05',
  readingTime: 7,
  category: 'Technology',
  featuredImage: null,
  views: 3,
  createdAt: '2025-03-05T10:00:00.000Z',
};

it('lists posts with date, reading time and tags, and offers to publish a new one', async () => {
  renderScreen(BlogManagement, [listMock(blogCollection.documents.list, 'blogs', [post])]);
  const item = await screen.findByRole('listitem', { name: 'Shipping on Fridays' });
  expect(within(item).getByText('Published · March 5, 2025 · 7 min read · process, teams')).toBeTruthy();
  expect(within(item).getByText('Why not.')).toBeTruthy();
  expect(screen.getByRole('heading', { name: 'Write a New Blog Post' })).toBeTruthy();
  expect(screen.getByRole('button', { name: 'Publish Blog' })).toBeTruthy();
  // Empty: the server works the reading time out from the text.
  expect((screen.getByRole('spinbutton', { name: 'Reading Time (minutes)' }) as HTMLInputElement).value).toBe('');
});
