import { screen, within } from '@testing-library/react';
import { listMock, renderScreen } from '../content-list/test-kit';
import { TestimonialListQuery } from './collection';
import { TestimonialsManagement } from './TestimonialsManagement';
import { dana } from './fixtures';

jest.setTimeout(90_000);

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
