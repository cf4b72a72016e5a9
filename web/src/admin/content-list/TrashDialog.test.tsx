import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { MeQuery } from '../shell/documents';
import { PurgeTestimonialMutation, RestoreTestimonialMutation, TestimonialListQuery, TestimonialTrashQuery } from '../testimonials/collection';
import { dana } from '../testimonials/fixtures';
import { TestimonialsManagement } from '../testimonials/TestimonialsManagement';
import { listMock, renderScreen } from './test-kit';

jest.setTimeout(90_000);

const me = (role: 'owner' | 'editor') => ({
  request: { query: MeQuery },
  result: { data: { me: { __typename: 'Administrator', id: 'a1', email: 'ada@site.test', role, passwordChangeRequired: false, twoFactorEnabled: false, twoFactorSetupRequired: false } } },
});
const trashed = { __typename: 'TrashedItem' as const, id: 't9', title: 'Lee Park', deletedAt: '2026-11-20T10:00:00.000Z', deletedBy: { __typename: 'TrashedBy' as const, email: 'grace@site.test' } };
const trashPage = (items: object[]) => ({
  request: { query: TestimonialTrashQuery, variables: { page: 1, limit: 20 } },
  result: { data: { trashedTestimonials: { __typename: 'TrashedItemPage', total: items.length, items } } },
});

async function openTrash() {
  fireEvent.click(await screen.findByRole('button', { name: 'Trash' }));
  return screen.findByRole('dialog', { name: 'Trash' });
}

it('lists the deleted items with who deleted them and when; Restore brings one back to the list', async () => {
  renderScreen(TestimonialsManagement, [
    listMock(TestimonialListQuery, 'testimonials', [dana]),
    me('editor'),
    trashPage([trashed]),
    { request: { query: RestoreTestimonialMutation, variables: { id: 't9' } }, result: { data: { restoreTestimonial: { __typename: 'Testimonial', id: 't9' } } } },
    trashPage([]),
    listMock(TestimonialListQuery, 'testimonials', [dana, { ...dana, id: 't9', userName: 'Lee Park' }]),
  ]);
  const dialog = await openTrash();
  const item = await within(dialog).findByRole('listitem', { name: 'Lee Park' });
  expect(item.textContent).toMatch(/Deleted Nov 20, 2026, \d+:00 [AP]M by grace@site\.test/);
  // An editor restores; only owners delete for good.
  expect(within(item).queryByRole('button', { name: 'Delete forever' })).toBeNull();
  fireEvent.click(within(item).getByRole('button', { name: 'Restore' }));
  expect(await screen.findByText('Testimonial restored successfully')).toBeTruthy();
  expect(await within(dialog).findByText('The trash is empty.')).toBeTruthy();
  await screen.findByRole('listitem', { name: 'testimonial by Lee Park' });
});

it('an owner deletes an item forever after confirming', async () => {
  renderScreen(TestimonialsManagement, [
    listMock(TestimonialListQuery, 'testimonials', [dana]),
    me('owner'),
    trashPage([trashed]),
    { request: { query: PurgeTestimonialMutation, variables: { id: 't9' } }, result: { data: { purgeTestimonial: 't9' } } },
    trashPage([]),
    listMock(TestimonialListQuery, 'testimonials', [dana]),
  ]);
  const dialog = await openTrash();
  fireEvent.click(within(await within(dialog).findByRole('listitem', { name: 'Lee Park' })).getByRole('button', { name: 'Delete forever' }));
  const confirm = await screen.findByRole('dialog', { name: 'Delete this testimonial forever?' });
  expect(confirm.textContent).toContain('“Lee Park” and its images will be deleted for good. This cannot be undone.');
  fireEvent.click(within(confirm).getByRole('button', { name: 'Delete forever' }));
  expect(await screen.findByText('Testimonial deleted permanently')).toBeTruthy();
  await waitFor(() => expect(within(dialog).queryByRole('listitem', { name: 'Lee Park' })).toBeNull());
});
