import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import {
  AddTestimonialMutation, DeleteTestimonialMutation, TestimonialListQuery, TestimonialOneQuery, UpdateTestimonialMutation,
} from '../testimonials/collection';
import { TestimonialsManagement } from '../testimonials/TestimonialsManagement';
import { listMock as mockList, renderScreen } from './test-kit';
import { dana } from '../testimonials/fixtures';

// MUI in jsdom is slow on a loaded machine.
jest.setTimeout(90_000);

const listMock = (testimonials: (typeof dana)[]) => mockList(TestimonialListQuery, 'testimonials', testimonials);
const renderManager = (mocks: ReadonlyArray<unknown>) => renderScreen(TestimonialsManagement, mocks);

const nameField = () => screen.getByRole('textbox', { name: /^Name/ });

async function chooseRating(stars: string) {
  fireEvent.mouseDown(screen.getByRole('combobox', { name: /Rating/ }));
  fireEvent.click(await screen.findByRole('option', { name: stars }));
}

/** The shared collection screen, driven through one collection (the testimonials'). */
describe('CollectionScreen', () => {
  it('edit loads the item; submit updates it, shows the server message, resets the form and reloads the list', async () => {
    const updated = { ...dana, rating: 5, userName: 'Dana W.' };
    let updateCalls = 0;
    renderManager([
      listMock([dana]),
      {
        request: {
          query: UpdateTestimonialMutation,
          variables: {
            id: 't1',
            version: 1,
            input: { userName: 'Dana W.', userRole: 'COO', rating: 5, review: 'They shipped <b>early</b>.', userImageAlt: '' },
            image: null,
            existingImages: ['/uploads/dana.png'],
          },
        },
        result: () => {
          updateCalls += 1;
          return { data: { updateTestimonial: updated } };
        },
      },
      listMock([updated]),
    ]);
    const item = await screen.findByRole('listitem', { name: 'testimonial by Dana Whitfield' });
    fireEvent.click(within(item).getByRole('button', { name: 'Edit testimonial by Dana Whitfield' }));

    expect((nameField() as HTMLInputElement).value).toBe('Dana Whitfield');
    expect((screen.getByRole('textbox', { name: 'Role' }) as HTMLInputElement).value).toBe('COO');
    expect(screen.getByRole('button', { name: 'Update Testimonial' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Cancel edit' })).toBeTruthy();

    fireEvent.change(nameField(), { target: { value: 'Dana W.' } });
    await chooseRating('5 stars');
    fireEvent.click(screen.getByRole('button', { name: 'Update Testimonial' }));
    expect((screen.getByRole('button', { name: 'Updating...' }) as HTMLButtonElement).disabled).toBe(true);

    expect(await screen.findByText('Testimonial updated successfully')).toBeTruthy();
    expect(updateCalls).toBe(1);
    await screen.findByRole('listitem', { name: 'testimonial by Dana W.' });
    expect((nameField() as HTMLInputElement).value).toBe('');
    expect(screen.getByRole('button', { name: 'Add Testimonial' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Cancel edit' })).toBeNull();
  });

  it("a refused save shows the server's message and keeps every field; a failed request keeps them too", async () => {
    const input = { userName: 'Lee', userRole: '', rating: 3, review: 'Solid work', userImageAlt: '' };
    renderManager([
      listMock([]),
      {
        request: { query: AddTestimonialMutation, variables: { input, image: null, existingImages: [] } },
        result: { errors: [{ message: 'review must be at most 10000 characters' }] },
      },
      {
        request: { query: AddTestimonialMutation, variables: { input, image: null, existingImages: [] } },
        error: new TypeError('Failed to fetch'),
      },
    ]);
    expect(await screen.findByText(/No testimonials yet/)).toBeTruthy();

    fireEvent.change(nameField(), { target: { value: 'Lee' } });
    fireEvent.change(screen.getByRole('textbox', { name: /^Review/ }), { target: { value: 'Solid work' } });
    await chooseRating('3 stars');
    const typed = () => [(nameField() as HTMLInputElement).value, (screen.getByRole('textbox', { name: /^Review/ }) as HTMLTextAreaElement).value, screen.getByRole('combobox', { name: /Rating/ }).textContent];
    fireEvent.click(screen.getByRole('button', { name: 'Add Testimonial' }));
    expect(await screen.findByText('review must be at most 10000 characters')).toBeTruthy();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Add Testimonial' })).toBeTruthy());
    expect(typed()).toEqual(['Lee', 'Solid work', expect.stringMatching(/3/)]);

    fireEvent.click(screen.getByRole('button', { name: 'Add Testimonial' }));
    expect(await screen.findByText('Something went wrong!')).toBeTruthy();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Add Testimonial' })).toBeTruthy());
    expect(typed()).toEqual(['Lee', 'Solid work', expect.stringMatching(/3/)]);
  });

  it('a refused update stays in edit mode with the typed values', async () => {
    renderManager([
      listMock([dana]),
      {
        request: {
          query: UpdateTestimonialMutation,
          variables: { id: 't1', version: 1, input: { userName: 'Dana W.', userRole: 'COO', rating: 4, review: 'They shipped <b>early</b>.', userImageAlt: '' }, image: null, existingImages: ['/uploads/dana.png'] },
        },
        result: { errors: [{ message: 'Service unavailable, please try again', extensions: { code: 'SERVICE_UNAVAILABLE' } }] },
      },
    ]);
    fireEvent.click(within(await screen.findByRole('listitem', { name: 'testimonial by Dana Whitfield' })).getByRole('button', { name: /^Edit/ }));
    fireEvent.change(nameField(), { target: { value: 'Dana W.' } });
    fireEvent.click(screen.getByRole('button', { name: 'Update Testimonial' }));
    expect(await screen.findByText('Service unavailable, please try again')).toBeTruthy();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Update Testimonial' })).toBeTruthy());
    expect((nameField() as HTMLInputElement).value).toBe('Dana W.');
    expect(screen.getByRole('button', { name: 'Cancel edit' })).toBeTruthy();
    const form = screen.getByRole('region', { name: 'Edit Testimonial' });
    expect(form.querySelector('img[src="/uploads/dana.png"]')).not.toBeNull();
  });

  it('a save made after a colleague saved: the form stays; their version can be compared, then overwritten', async () => {
    const input = { userName: 'Dana W.', userRole: 'COO', rating: 4, review: 'They shipped <b>early</b>.', userImageAlt: '' };
    const theirs = { ...dana, version: 2, review: 'They shipped <b>late</b>.' };
    const saveFrom = (version: number) => ({ query: UpdateTestimonialMutation, variables: { id: 't1', version, input, image: null, existingImages: ['/uploads/dana.png'] } });
    const storedNow = { request: { query: TestimonialOneQuery, variables: { id: 't1' } }, result: { data: { testimonial: theirs } } };
    const conflict = 'Changed by grace@site.test at 2026-11-26T10:00:00.000Z since you opened it';
    renderManager([
      listMock([dana]),
      { request: saveFrom(1), result: { errors: [{ message: conflict, extensions: { code: 'CONFLICT', httpStatus: 409 } }] } },
      storedNow,
      storedNow,
      { request: saveFrom(2), result: { data: { updateTestimonial: { ...theirs, version: 3, userName: 'Dana W.', review: input.review } } } },
      listMock([dana]),
    ]);
    fireEvent.click(within(await screen.findByRole('listitem', { name: 'testimonial by Dana Whitfield' })).getByRole('button', { name: /^Edit/ }));
    fireEvent.change(nameField(), { target: { value: 'Dana W.' } });
    fireEvent.click(screen.getByRole('button', { name: 'Update Testimonial' }));

    const dialog = await screen.findByRole('dialog', { name: 'Saved by someone else meanwhile' });
    expect(dialog.textContent).toContain(`${conflict}. Your changes are still in the form.`);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Compare with theirs' }));
    const changes = await within(dialog).findByLabelText('Changes from their version to yours');
    // Their words struck out, yours added: the name and the review's one word.
    expect([...changes.querySelectorAll('del')].map((del) => del.textContent)).toEqual(['Whitfield', 'late']);
    expect([...changes.querySelectorAll('ins')].map((ins) => ins.textContent)).toEqual(['W.', 'early']);
    expect((nameField() as HTMLInputElement).value).toBe('Dana W.');

    fireEvent.click(within(dialog).getByRole('button', { name: 'Overwrite' }));
    expect(await screen.findByText('Testimonial updated successfully')).toBeTruthy();
    await waitFor(() => expect((nameField() as HTMLInputElement).value).toBe(''));
  });

  it('deletes after confirmation and reports a failed delete', async () => {
    renderManager([
      listMock([dana]),
      {
        request: { query: DeleteTestimonialMutation, variables: { id: 't1' } },
        result: { errors: [{ message: 'Testimonial not found' }] },
      },
      listMock([dana]),
      {
        request: { query: DeleteTestimonialMutation, variables: { id: 't1' } },
        result: { data: { deleteTestimonial: 't1' } },
      },
      listMock([]),
    ]);
    const item = await screen.findByRole('listitem', { name: 'testimonial by Dana Whitfield' });
    fireEvent.click(within(item).getByRole('button', { name: 'Delete testimonial by Dana Whitfield' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete testimonial?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Testimonial not found')).toBeTruthy();

    fireEvent.click(within(await screen.findByRole('listitem', { name: 'testimonial by Dana Whitfield' })).getByRole('button', { name: /^Delete/ }));
    fireEvent.click(within(await screen.findByRole('dialog', { name: 'Delete testimonial?' })).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Testimonial deleted successfully')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('listitem', { name: 'testimonial by Dana Whitfield' })).toBeNull());
  });
});

describe('CollectionScreen paging and search', () => {
  const many = (from: number, to: number) =>
    Array.from({ length: to - from + 1 }, (_, index) => ({ ...dana, id: `t${from + index}`, userName: `Client ${from + index}` }));
  const names = () => within(screen.getByRole('region', { name: 'Testimonials' })).getAllByRole('heading', { level: 3 }).map((h) => h.textContent);

  it('shows the total, pages through the server and searches after a pause in typing', async () => {
    renderManager([
      mockList(TestimonialListQuery, 'testimonials', many(1, 10), { total: 23 }),
      mockList(TestimonialListQuery, 'testimonials', many(11, 20), { total: 23, variables: { page: 2 } }),
      mockList(TestimonialListQuery, 'testimonials', [many(17, 17)[0]], { variables: { q: 'Client 17' } }),
    ]);
    await waitFor(() => expect(names()).toHaveLength(10));
    const region = screen.getByRole('region', { name: 'Testimonials' });
    expect(within(region).getByText('(23)')).toBeTruthy();
    expect(within(region).getByText('1–10 of 23')).toBeTruthy();

    fireEvent.click(within(region).getByRole('button', { name: 'Go to next page' }));
    await waitFor(() => expect(names()[0]).toBe('Client 11'));
    expect(within(region).getByText('11–20 of 23')).toBeTruthy();

    fireEvent.change(within(region).getByRole('searchbox', { name: 'Search testimonials' }), { target: { value: '  Client 17 ' } });
    // A new search starts from the first page.
    await waitFor(() => expect(names()).toEqual(['Client 17']));
    expect(within(region).getByText('(1)')).toBeTruthy();
  });

  it('says when nothing matches the search', async () => {
    renderManager([
      mockList(TestimonialListQuery, 'testimonials', many(1, 2)),
      mockList(TestimonialListQuery, 'testimonials', [], { variables: { q: 'zzz' } }),
    ]);
    await waitFor(() => expect(names()).toHaveLength(2));
    fireEvent.change(screen.getByRole('searchbox', { name: 'Search testimonials' }), { target: { value: 'zzz' } });
    expect(await screen.findByText('Nothing matches this search.')).toBeTruthy();
  });
});
