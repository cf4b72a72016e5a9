import { MockedProvider } from '@apollo/client/testing/react';
import { DEFAULT_STATISTICS } from '@consultancy/domain';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { SnackbarProvider } from 'notistack';
import type { ReactNode } from 'react';
import { Link, MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { listMock } from '../content-list/test-kit';
import { StatisticsQuery } from '../statistics/documents';
import { StatisticsManagement } from '../statistics/StatisticsManagement';
import { AddTestimonialMutation, TestimonialListQuery } from '../testimonials/collection';
import { dana } from '../testimonials/fixtures';
import { TestimonialsManagement } from '../testimonials/TestimonialsManagement';
import { storableValues } from './draft-store';
import { LeaveGuard } from './LeaveGuard';

jest.setTimeout(90_000);

// jsdom has no object URLs; the image picker previews chosen files with them.
beforeAll(() => Object.assign(URL, { createObjectURL: () => 'blob:preview', revokeObjectURL: () => undefined }));

const base64url = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
const tokenOf = (email: string) => `${base64url({ alg: 'HS256' })}.${base64url({ email, exp: Math.floor(Date.now() / 1000) + 3600 })}.sig`;

beforeEach(() => localStorage.setItem('token', tokenOf('ada@site.test')));
afterEach(() => localStorage.clear());

/** Where the panel went, and what it carried there. */
function Login() {
  const { state } = useLocation();
  return <h1>Login, back to {(state as { from?: string } | null)?.from}</h1>;
}

function renderPanel(screenElement: ReactNode, mocks: ReadonlyArray<unknown>) {
  return render(
    <MockedProvider mocks={mocks as never}>
      <SnackbarProvider maxSnack={20}>
        <MemoryRouter initialEntries={['/admin/screen']}>
          <LeaveGuard />
          <Routes>
            <Route path="/admin/screen" element={<>{screenElement}<Link to="/admin/elsewhere">Elsewhere</Link></>} />
            <Route path="/admin/elsewhere" element={<h1>Elsewhere</h1>} />
            <Route path="/login" element={<Login />} />
          </Routes>
        </MemoryRouter>
      </SnackbarProvider>
    </MockedProvider>,
  );
}

const testimonials = (mocks: ReadonlyArray<unknown> = []) => renderPanel(<TestimonialsManagement />, [listMock(TestimonialListQuery, 'testimonials', [dana]), ...mocks]);
const nameField = () => screen.getByRole('textbox', { name: /^Name/ }) as HTMLInputElement;
const reviewField = () => screen.getByRole('textbox', { name: /^Review/ }) as HTMLTextAreaElement;
const prompt = () => screen.queryByRole('region', { name: 'Unsaved changes' });

describe('unsaved work kept in the browser', () => {
  it('a new item typed, then the screen closed: reopening offers it; Restore fills the form, Discard forgets it', async () => {
    const first = testimonials();
    await screen.findByRole('listitem', { name: 'testimonial by Dana Whitfield' });
    expect(prompt()).toBeNull();
    fireEvent.change(nameField(), { target: { value: 'Lee' } });
    fireEvent.change(reviewField(), { target: { value: 'Half a review' } });
    first.unmount();

    const second = testimonials();
    const offer = await screen.findByRole('region', { name: 'Unsaved changes' });
    expect(offer.textContent).toMatch(/^Restore unsaved changes from \w{3} \d+, \d{4}, \d+:\d{2} [AP]M\?/);
    expect(nameField().value).toBe('');
    fireEvent.click(within(offer).getByRole('button', { name: 'Restore' }));
    expect(nameField().value).toBe('Lee');
    expect(reviewField().value).toBe('Half a review');
    expect(prompt()).toBeNull();
    second.unmount();

    testimonials();
    fireEvent.click(within(await screen.findByRole('region', { name: 'Unsaved changes' })).getByRole('button', { name: 'Discard' }));
    expect(prompt()).toBeNull();
    expect(Object.keys(localStorage).filter((key) => key.startsWith('draft:'))).toEqual([]);
  });

  it('an edit kept as a draft comes back in edit mode, for that item, with the chosen image named as missing', async () => {
    const first = testimonials();
    fireEvent.click(within(await screen.findByRole('listitem', { name: 'testimonial by Dana Whitfield' })).getByRole('button', { name: /^Edit/ }));
    fireEvent.change(nameField(), { target: { value: 'Dana W.' } });
    const fileInput = document.querySelector('input[type="file"]') as HTMLInputElement;
    fireEvent.change(fileInput, { target: { files: [new File(['png'], 'new-portrait.png', { type: 'image/png' })] } });
    first.unmount();

    testimonials();
    const offer = await screen.findByRole('region', { name: 'Unsaved changes' });
    expect(offer.textContent).toContain('choose them again: new-portrait.png');
    fireEvent.click(within(offer).getByRole('button', { name: 'Restore' }));
    expect(nameField().value).toBe('Dana W.');
    expect(screen.getByRole('button', { name: 'Update Testimonial' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Cancel edit' })).toBeTruthy();
  });

  it("is one administrator's: another signed in on this browser is not offered it", async () => {
    const first = testimonials();
    await screen.findByRole('listitem', { name: 'testimonial by Dana Whitfield' });
    fireEvent.change(nameField(), { target: { value: 'Lee' } });
    first.unmount();
    localStorage.setItem('token', tokenOf('grace@site.test'));
    testimonials();
    await screen.findByRole('listitem', { name: 'testimonial by Dana Whitfield' });
    expect(prompt()).toBeNull();
  });

  it('a session that ended during the save keeps the form as a draft and goes to sign in, to come back here', async () => {
    const input = { userName: 'Lee', userRole: '', rating: 5, review: 'Kept across sign-in', userImageAlt: '' };
    testimonials([{
      request: { query: AddTestimonialMutation, variables: { input, image: null, existingImages: [] } },
      result: { errors: [{ message: 'Authentication required', extensions: { code: 'UNAUTHENTICATED' } }] },
    }]);
    await screen.findByRole('listitem', { name: 'testimonial by Dana Whitfield' });
    fireEvent.change(nameField(), { target: { value: 'Lee' } });
    fireEvent.change(reviewField(), { target: { value: 'Kept across sign-in' } });
    fireEvent.mouseDown(screen.getByRole('combobox', { name: /Rating/ }));
    fireEvent.click(await screen.findByRole('option', { name: '5 stars' }));
    fireEvent.click(screen.getByRole('button', { name: 'Add Testimonial' }));
    expect(await screen.findByText('Session expired. Please log in again.')).toBeTruthy();
    expect(nameField().value).toBe('Lee');
    expect(await screen.findByRole('heading', { name: 'Login, back to /admin/screen' }, { timeout: 5000 })).toBeTruthy();
    expect(localStorage.getItem('token')).toBeNull();
    const [draft] = Object.entries(localStorage).filter(([key]) => key.startsWith('draft:ada@site.test:'));
    expect(JSON.parse(draft[1]).values).toMatchObject({ userName: 'Lee', review: 'Kept across sign-in' });
  });

  it('a settings form offers its draft once loaded, over the stored values', async () => {
    const stored = { __typename: 'Statistics' as const, id: 's1', version: 1, ...DEFAULT_STATISTICS };
    const load = { request: { query: StatisticsQuery }, result: { data: { statistics: stored } } };
    const field = () => document.querySelector('input[name="projectsCompleted"]') as HTMLInputElement;
    const first = renderPanel(<StatisticsManagement />, [load]);
    await waitFor(() => expect(field().value).toBe(DEFAULT_STATISTICS.projectsCompleted));
    fireEvent.change(field(), { target: { value: '77+' } });
    first.unmount();

    renderPanel(<StatisticsManagement />, [load]);
    const offer = await screen.findByRole('region', { name: 'Unsaved changes' });
    expect(field().value).toBe(DEFAULT_STATISTICS.projectsCompleted);
    fireEvent.click(within(offer).getByRole('button', { name: 'Restore' }));
    expect(field().value).toBe('77+');
  });

  it('asks before a link leaves a form with unsaved changes; Stay keeps it, Leave goes', async () => {
    testimonials();
    await screen.findByRole('listitem', { name: 'testimonial by Dana Whitfield' });
    fireEvent.click(screen.getByRole('link', { name: 'Elsewhere' }));
    // Nothing typed: no question.
    await screen.findByRole('heading', { name: 'Elsewhere' });
  });

  it('asks before leaving typed changes', async () => {
    testimonials();
    await screen.findByRole('listitem', { name: 'testimonial by Dana Whitfield' });
    fireEvent.change(nameField(), { target: { value: 'Lee' } });
    fireEvent.click(screen.getByRole('link', { name: 'Elsewhere' }));
    const question = await screen.findByRole('dialog', { name: 'Leave without saving?' });
    fireEvent.click(within(question).getByRole('button', { name: 'Stay' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(nameField().value).toBe('Lee');

    fireEvent.click(screen.getByRole('link', { name: 'Elsewhere' }));
    fireEvent.click(within(await screen.findByRole('dialog', { name: 'Leave without saving?' })).getByRole('button', { name: 'Leave' }));
    await screen.findByRole('heading', { name: 'Elsewhere' });
  });

  it('the browser asks before a reload or a closed tab while changes are unsaved', async () => {
    testimonials();
    await screen.findByRole('listitem', { name: 'testimonial by Dana Whitfield' });
    const unload = () => {
      const event = new Event('beforeunload', { cancelable: true });
      act(() => {
        window.dispatchEvent(event);
      });
      return event.defaultPrevented;
    };
    expect(unload()).toBe(false);
    fireEvent.change(nameField(), { target: { value: 'Lee' } });
    expect(unload()).toBe(true);
  });
});

it('keeps no password and no chosen file in a draft', () => {
  const file = new File(['x'], 'a.png');
  expect(storableValues({ email: 'a@b.test', newPassword: 'secret', currentPassword: 'old', newImages: [{ key: 'k', file }], title: 'T' }))
    .toEqual({ email: 'a@b.test', newImages: [], title: 'T' });
});
