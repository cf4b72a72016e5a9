import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { listMock, renderScreen } from '../content-list/test-kit';
import { LibraryImagesQuery } from '../images/library-documents';
import { LIBRARY_PAGE } from '../images/LibraryChooser';
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

it('adds images chosen from the library after the kept ones and sends them as kept images, in order', async () => {
  const named = { ...project, projectName: 'Harbour Lights', imageUrls: ['/uploads/kept.png'], imageAlts: ['The quay'] };
  const media = (id: string, alt = '') => ({ __typename: 'Media' as const, id, url: `/uploads/${id}.png`, thumbnailUrl: `/uploads/${id}-480.webp`, name: `${id}.png`, width: 1200, height: 800, alt });
  let sent: Record<string, unknown> | null = null;
  renderScreen(PortfolioManagement, [
    listMock(portfolioCollection.documents.list, 'portfolios', [named]),
    {
      request: { query: LibraryImagesQuery, variables: { page: 1, limit: LIBRARY_PAGE } },
      result: { data: { media: { __typename: 'MediaPage', total: 3, items: [media('kept', 'The quay'), media('bay', 'The bay'), media('cliffs')] } } },
    },
    {
      request: { query: portfolioCollection.documents.update, variables: (variables: Record<string, unknown>) => ((sent = variables), true) },
      result: { data: { updatePortfolio: { ...named, version: 2 } } },
    },
    listMock(portfolioCollection.documents.list, 'portfolios', [named]),
  ]);
  const item = await screen.findByRole('listitem', { name: 'Harbour Lights' });
  fireEvent.click(within(item).getByRole('button', { name: /^Edit/ }));
  fireEvent.click(await screen.findByRole('button', { name: 'Choose from library' }));
  const dialog = within(await screen.findByRole('dialog', { name: 'Project Images: choose from the library' }));
  expect((await dialog.findByRole('checkbox', { name: 'kept.png, The quay (already in the form)' })).hasAttribute('disabled')).toBe(true);
  fireEvent.click(dialog.getByRole('checkbox', { name: 'bay.png, The bay' }));
  fireEvent.click(dialog.getByRole('checkbox', { name: 'cliffs.png' }));
  fireEvent.click(dialog.getByRole('button', { name: 'Add 2 images' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  const form = screen.getByRole('region', { name: 'Edit Portfolio' });
  expect(within(form).getAllByTestId('existing-image').map((tile) => tile.getAttribute('data-src'))).toEqual(['/uploads/kept.png', '/uploads/bay.png', '/uploads/cliffs.png']);

  fireEvent.click(screen.getByRole('button', { name: 'Update Portfolio' }));
  await waitFor(() => expect(sent).not.toBeNull());
  expect(sent).toMatchObject({ id: 'p1', existingImages: ['/uploads/kept.png', '/uploads/bay.png', '/uploads/cliffs.png'], images: [] });
  expect((sent as unknown as { input: { imageAlts: string[] } }).input.imageAlts).toEqual(['The quay', '', '']);
});
