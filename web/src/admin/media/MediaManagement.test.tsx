import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { renderScreen } from '../content-list/test-kit';
import { DeleteMediaMutation, MediaQuery, UpdateMediaMutation } from './documents';
import { MediaManagement } from './MediaManagement';
import { drawnBox, pointFromClick } from './media-format';

jest.setTimeout(90_000);

const image = (id: string, name: string, extra: Record<string, unknown> = {}) => ({
  __typename: 'Media' as const,
  id,
  version: 1,
  url: `/uploads/${id}.png`,
  thumbnailUrl: `/uploads/${id}-480.webp`,
  name,
  size: 2048,
  width: 1200,
  height: 800,
  alt: '',
  focalPoint: { __typename: 'FocalPoint' as const, x: 0.5, y: 0.5 },
  createdAt: '2026-03-04T12:06:00.000Z',
  uploadedBy: { __typename: 'MediaUploader' as const, email: 'editor@example.com' },
  uses: [] as Array<Record<string, unknown>>,
  ...extra,
});

const used = image('a1', 'harbour.png', { uses: [{ __typename: 'MediaUse', collection: 'portfolio', id: 'p1', title: 'Harbour Lights' }] });
const lonely = image('b2', 'spare.png');

const listed = (items: ReturnType<typeof image>[], variables: Record<string, unknown> = {}, total = items.length) => ({
  request: { query: MediaQuery, variables: { page: 1, limit: 10, ...variables } },
  result: { data: { media: { __typename: 'MediaPage', total, items } } },
});

const cards = () => screen.getAllByTestId('media-card');

it('shows each image with its name, size, dimensions, uploader and where it is used', async () => {
  renderScreen(MediaManagement, [listed([used, lonely])]);
  await waitFor(() => expect(cards()).toHaveLength(2));
  const first = cards()[0];
  expect(within(first).getByText('harbour.png')).toBeTruthy();
  expect(within(first).getByText('2 KB · 1200 × 800')).toBeTruthy();
  expect(within(first).getByText(/editor@example\.com/)).toBeTruthy();
  expect(within(first).getByText('Used in 1 place')).toBeTruthy();
  expect(within(cards()[1]).getByText('Unused')).toBeTruthy();
});

it('searches by name or alt text and narrows to the unused images, each from the first page', async () => {
  renderScreen(MediaManagement, [
    listed([used, lonely], {}, 12),
    listed([lonely], { page: 2 }, 12),
    listed([used], { search: 'harbour' }),
    listed([], { search: 'harbour', unused: true }),
  ]);
  await waitFor(() => expect(cards()).toHaveLength(2));
  fireEvent.click(screen.getByRole('button', { name: 'Go to next page' }));
  await waitFor(() => expect(cards()).toHaveLength(1));
  fireEvent.change(screen.getByRole('searchbox', { name: 'Search by name or alt text' }), { target: { value: ' harbour ' } });
  await waitFor(() => expect(within(cards()[0]).getByText('harbour.png')).toBeTruthy());
  fireEvent.click(screen.getByRole('switch', { name: 'Unused only' }));
  expect(await screen.findByText('Nothing matches this search.')).toBeTruthy();
});

it('sets the focal point by a click and keeps what was typed when the save is refused', async () => {
  const input = { alt: 'The harbour at dusk', focalPoint: { x: 0.25, y: 0.75 } };
  renderScreen(MediaManagement, [
    listed([used]),
    {
      request: { query: UpdateMediaMutation, variables: { id: 'a1', version: 1, input } },
      result: { errors: [{ message: 'Changed by owner@example.com at 2026-03-04T12:10:00.000Z since you opened it', extensions: { code: 'CONFLICT', httpStatus: 409 } }] },
    },
  ]);
  await waitFor(() => expect(cards()).toHaveLength(1));
  fireEvent.click(cards()[0]);
  const dialog = await screen.findByRole('dialog');
  const picker = within(dialog).getByTestId('focal-point-picker');
  // Where the picture is drawn (jsdom lays nothing out).
  picker.querySelector('img')!.getBoundingClientRect = () => ({ left: 100, top: 50, width: 400, height: 200, right: 500, bottom: 250, x: 100, y: 50, toJSON: () => ({}) });
  fireEvent.click(picker, { clientX: 200, clientY: 200 });
  expect(within(dialog).getByText('Focal point: 25% · 75%')).toBeTruthy();
  expect(within(dialog).getByTestId('focal-point-marker').style.left).toBe('25%');
  fireEvent.change(within(dialog).getByRole('textbox', { name: 'Alt text' }), { target: { value: 'The harbour at dusk' } });
  fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
  expect(await within(dialog).findByText(/since you opened it/)).toBeTruthy();
  expect((within(dialog).getByRole('textbox', { name: 'Alt text' }) as HTMLTextAreaElement).value).toBe('The harbour at dusk');
  expect(within(dialog).getByText('Focal point: 25% · 75%')).toBeTruthy();
});

it('saves the alt text and the focal point', async () => {
  const input = { alt: 'A spare photo', focalPoint: { x: 0.5, y: 0.5 } };
  renderScreen(MediaManagement, [
    listed([lonely]),
    {
      request: { query: UpdateMediaMutation, variables: { id: 'b2', version: 1, input } },
      result: { data: { updateMedia: { ...lonely, alt: 'A spare photo', version: 2 } } },
    },
  ]);
  await waitFor(() => expect(cards()).toHaveLength(1));
  fireEvent.click(cards()[0]);
  const dialog = await screen.findByRole('dialog');
  fireEvent.change(within(dialog).getByRole('textbox', { name: 'Alt text' }), { target: { value: 'A spare photo' } });
  fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
  expect(await screen.findByText('Image updated successfully')).toBeTruthy();
});

it('offers Delete only for an unused image, and lists the uses of a used one', async () => {
  renderScreen(MediaManagement, [
    listed([used, lonely]),
    { request: { query: DeleteMediaMutation, variables: { id: 'b2' } }, result: { data: { deleteMedia: 'b2' } } },
    listed([used]),
  ]);
  await waitFor(() => expect(cards()).toHaveLength(2));
  fireEvent.click(cards()[0]);
  let dialog = await screen.findByRole('dialog');
  expect(within(dialog).getByText('Portfolio: Harbour Lights')).toBeTruthy();
  expect((within(dialog).getByRole('button', { name: 'Delete' }) as HTMLButtonElement).disabled).toBe(true);
  fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

  fireEvent.click(cards()[1]);
  dialog = await screen.findByRole('dialog');
  fireEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
  expect(await screen.findByText('Image deleted successfully')).toBeTruthy();
});

it('turns a click into a point inside the image', () => {
  const box = { left: 10, top: 10, width: 100, height: 50 };
  expect(pointFromClick(60, 35, box)).toEqual({ x: 0.5, y: 0.5 });
  expect(pointFromClick(-20, 500, box)).toEqual({ x: 0, y: 1 });
});

it('finds where a contained picture is drawn in its box: a tall narrow one in a wide frame, centred', () => {
  const frame = { left: 0, top: 100, width: 600, height: 360 };
  const drawn = drawnBox(frame, { width: 200, height: 1200 }, 'contain');
  expect(drawn).toEqual({ left: 270, top: 100, width: 60, height: 360 });
  expect(pointFromClick(270 + 60 * 0.25, 100 + 360 * 0.75, drawn)).toEqual({ x: 0.25, y: 0.75 });
  expect(drawnBox(frame, { width: 200, height: 1200 }, 'fill')).toBe(frame);
});
