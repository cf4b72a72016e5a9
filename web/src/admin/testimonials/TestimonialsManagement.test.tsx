import { screen, within } from '@testing-library/react';
import { listMock, renderScreen } from '../content-list/test-kit';
import { TestimonialListQuery } from './collection';
import { TestimonialsManagement } from './TestimonialsManagement';

jest.setTimeout(90_000);

const dana = {
  __typename: 'Testimonial' as const,
  _id: 't1',
  userName: 'Dana Whitfield',
  userRole: 'COO',
  rating: 4,
  review: 'They shipped <b>early</b>.',
  userImage: '/uploads/dana.png',
  views: 0,
  createdAt: '2025-01-01T00:00:00.000Z',
};

it('lists testimonials with a stripped preview, the rating and Edit/Delete buttons naming them', async () => {
  renderScreen(TestimonialsManagement, [listMock(TestimonialListQuery, 'testimonials', [dana])]);
  const item = await screen.findByRole('listitem', { name: 'testimonial by Dana Whitfield' });
  expect(within(item).getByText('They shipped early.')).toBeTruthy();
  expect(within(item).getByRole('img', { name: '4 out of 5 stars' })).toBeTruthy();
  expect(within(item).getAllByTestId('thumbnail')).toHaveLength(1);
  expect(within(item).getByRole('button', { name: 'Edit testimonial by Dana Whitfield' })).toBeTruthy();
  expect(within(item).getByRole('button', { name: 'Delete testimonial by Dana Whitfield' })).toBeTruthy();
  expect(screen.getByRole('heading', { name: 'Add New Testimonial' })).toBeTruthy();
  expect(screen.getByRole('button', { name: 'Add Testimonial' })).toBeTruthy();
});
