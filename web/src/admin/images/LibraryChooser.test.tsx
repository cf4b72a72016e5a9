import { MockedProvider } from '@apollo/client/testing/react';
import { configure, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { useState } from 'react';
import { ImagePicker } from './ImagePicker';
import { LibraryImagesQuery, UploadLibraryImageMutation } from './library-documents';
import { LIBRARY_PAGE } from './LibraryChooser';
import type { NewImage } from './order';
import { StoredImageChoice } from './StoredImageChoice';

configure({ defaultHidden: true, asyncUtilTimeout: 10_000 });
jest.setTimeout(90_000);

beforeAll(() => {
  // jsdom has no object URLs.
  Object.assign(URL, { createObjectURL: () => 'blob:preview', revokeObjectURL: () => undefined });
});

const media = (id: string, name: string, alt = '') => ({
  __typename: 'Media' as const,
  id,
  url: `/uploads/${id}.png`,
  thumbnailUrl: `/uploads/${id}-480.webp`,
  name,
  width: 1200,
  height: 800,
  alt,
});
const harbour = media('harbour', 'harbour.png', 'The harbour at dusk');
const bay = media('bay', 'bay.png', 'The bay at noon');
const cliffs = media('cliffs', 'cliffs.png');

const library = (items: ReturnType<typeof media>[], variables: Record<string, unknown> = {}, total = items.length) => ({
  request: { query: LibraryImagesQuery, variables: { page: 1, limit: LIBRARY_PAGE, ...variables } },
  result: { data: { media: { __typename: 'MediaPage', total, items } } },
});

const keptSrcs = () => screen.queryAllByTestId('existing-image').map((tile) => tile.getAttribute('data-src'));

async function openChooser() {
  fireEvent.click(screen.getByRole('button', { name: 'Choose from library' }));
  return screen.findByRole('dialog');
}

describe('ImagePicker: choosing from the library', () => {
  function Harness({ multiple = true, initial, onState }: { multiple?: boolean; initial: string[]; onState?: (state: { existing: string[]; added: NewImage[]; alts: Record<string, string> }) => void }) {
    const [existing, setExisting] = useState(initial);
    const [added, setAdded] = useState<NewImage[]>([]);
    const [alts, setAlts] = useState<Record<string, string>>(Object.fromEntries(initial.map((url) => [url, 'Kept'])));
    onState?.({ existing, added, alts });
    return (
      <ImagePicker label="Project Images" multiple={multiple} existing={existing} onExistingChange={setExisting} added={added} onAddedChange={setAdded} altTexts={alts} onAltTextsChange={setAlts} />
    );
  }

  it('multiple: ticks two images, adds them after the kept ones in the order ticked, the one already there disabled', async () => {
    let state = { existing: [] as string[], alts: {} as Record<string, string> };
    render(
      <MockedProvider mocks={[library([harbour, bay, cliffs])]}>
        <Harness initial={[harbour.url]} onState={(next) => (state = next)} />
      </MockedProvider>,
    );
    const dialog = within(await openChooser());
    const kept = await dialog.findByRole('checkbox', { name: 'harbour.png, The harbour at dusk (already in the form)' });
    expect((kept as HTMLButtonElement).disabled).toBe(true);
    expect(dialog.getAllByTestId('library-choice').map((tile) => tile.textContent)).toEqual([
      'harbour.pngAlready in the form',
      'bay.png1200 × 800',
      'cliffs.png1200 × 800',
    ]);
    expect(dialog.getByRole('button', { name: 'Add images' }).hasAttribute('disabled')).toBe(true);

    fireEvent.click(dialog.getByRole('checkbox', { name: 'cliffs.png' }));
    fireEvent.click(dialog.getByRole('checkbox', { name: 'bay.png, The bay at noon' }));
    expect(dialog.getByRole('checkbox', { name: 'bay.png, The bay at noon' }).getAttribute('aria-checked')).toBe('true');
    fireEvent.click(dialog.getByRole('button', { name: 'Add 2 images' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(keptSrcs()).toEqual([harbour.url, cliffs.url, bay.url]);
    expect(state.existing).toEqual([harbour.url, cliffs.url, bay.url]);
    // Their own alt texts start empty; the library's shows as the placeholder, and the helper says it is used.
    const alt = (position: number) => screen.getByRole('textbox', { name: `Alt text of current image ${position}` }) as HTMLInputElement;
    expect([alt(1).value, alt(3).value]).toEqual(['Kept', '']);
    expect(alt(3).placeholder).toBe('The bay at noon');
    expect(within(screen.getAllByTestId('existing-image')[2]).getByText("Empty: the library's alt text is used")).toBeTruthy();
  });

  it('single: the chosen library image replaces the current image and any new file, and the dialog closes', async () => {
    let state = { existing: [] as string[], added: [] as NewImage[] };
    render(
      <MockedProvider mocks={[library([harbour, bay])]}>
        <Harness multiple={false} initial={[harbour.url]} onState={(next) => (state = next)} />
      </MockedProvider>,
    );
    fireEvent.change(screen.getByLabelText('Project Images'), { target: { files: [new File(['x'], 'new.png', { type: 'image/png' })] } });
    expect(screen.getAllByTestId('new-image')).toHaveLength(1);

    const dialog = within(await openChooser());
    // One image to pick: buttons, not checkboxes.
    fireEvent.click(await dialog.findByRole('button', { name: 'bay.png, The bay at noon' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(keptSrcs()).toEqual([bay.url]);
    expect(screen.queryAllByTestId('new-image')).toHaveLength(0);
    expect(state).toMatchObject({ existing: [bay.url], added: [] });
  });

  it('searches the library on the server by name or alt text, shows more a page at a time, and says when nothing matches', async () => {
    const many = Array.from({ length: LIBRARY_PAGE }, (_, index) => media(`m${index}`, `photo-${index}.png`));
    render(
      <MockedProvider mocks={[library(many, {}, LIBRARY_PAGE + 1), library([cliffs], { page: 2 }, LIBRARY_PAGE + 1), library([bay], { search: 'bay' }), library([], { search: 'zebra' })]}>
        <Harness initial={[]} />
      </MockedProvider>,
    );
    const dialog = within(await openChooser());
    await waitFor(() => expect(dialog.getAllByTestId('library-choice')).toHaveLength(LIBRARY_PAGE));
    fireEvent.click(dialog.getByRole('button', { name: 'Show more (1 more)' }));
    expect(await dialog.findByRole('checkbox', { name: 'cliffs.png' })).toBeTruthy();
    expect(dialog.queryByRole('button', { name: /Show more/ })).toBeNull();

    const search = dialog.getByRole('searchbox', { name: 'Search by name or alt text' });
    fireEvent.change(search, { target: { value: ' bay ' } });
    await waitFor(() => expect(dialog.getAllByTestId('library-choice').map((tile) => tile.getAttribute('data-url'))).toEqual([bay.url]));
    fireEvent.change(search, { target: { value: 'zebra' } });
    expect(await dialog.findByText('No image’s name or alt text matches “zebra”.')).toBeTruthy();
  });

  it('says so when the library is empty', async () => {
    render(
      <MockedProvider mocks={[library([])]}>
        <Harness initial={[]} />
      </MockedProvider>,
    );
    const dialog = within(await openChooser());
    expect(await dialog.findByText('The library has no images yet.')).toBeTruthy();
    fireEvent.click(dialog.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(keptSrcs()).toEqual([]);
  });
});

describe('the chooser: uploading a new image', () => {
  function Choice({ onValue }: { onValue: (value: string) => void }) {
    const [value, setValue] = useState('');
    onValue(value);
    return <StoredImageChoice label="Image" none="No image" helper="An image of the library" value={value} onChange={setValue} />;
  }
  const file = new File(['png'], 'new-hero.png', { type: 'image/png' });
  const uploaded = media('newhero', 'new-hero.png');

  it('uploads the file into the library and chooses it at once', async () => {
    let value = '';
    const upload = { request: { query: UploadLibraryImageMutation, variables: () => true }, result: { data: { uploadMedia: uploaded } } };
    render(
      <MockedProvider mocks={[library([harbour]), upload]}>
        <Choice onValue={(next) => (value = next)} />
      </MockedProvider>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Choose…' }));
    const dialog = within(await screen.findByRole('dialog'));
    await dialog.findByRole('button', { name: 'harbour.png, The harbour at dusk' });
    fireEvent.change(dialog.getByLabelText('Upload a new image to the library'), { target: { files: [file] } });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(value).toBe(uploaded.url);
  });

  it('a refused file keeps the chooser open, with nothing chosen', async () => {
    let value = '';
    const refused = { request: { query: UploadLibraryImageMutation, variables: () => true }, error: new Error('file: not an image') };
    render(
      <MockedProvider mocks={[library([harbour]), refused]}>
        <Choice onValue={(next) => (value = next)} />
      </MockedProvider>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Choose…' }));
    const dialog = within(await screen.findByRole('dialog'));
    await dialog.findByRole('button', { name: 'harbour.png, The harbour at dusk' });
    fireEvent.change(dialog.getByLabelText('Upload a new image to the library'), { target: { files: [file] } });
    await waitFor(() => expect(dialog.getByRole('button', { name: 'Upload new' }).hasAttribute('disabled')).toBe(false));
    expect(screen.getByRole('dialog')).toBeTruthy();
    expect(value).toBe('');
  });
});

describe('StoredImageChoice', () => {
  const SHIPPED = ['/images/hero-team.jpg', '/images/office.jpg'];

  function Choice({ onValue }: { onValue: (value: string) => void }) {
    const [value, setValue] = useState('');
    onValue(value);
    return <StoredImageChoice label="Image" none="No image" helper="An image of the library or one of the site's own pictures" value={value} onChange={setValue} shipped={SHIPPED} />;
  }

  it('picks a library image, then one of the site’s own pictures, and Remove clears it', async () => {
    let value = '';
    render(
      <MockedProvider mocks={[library([harbour, bay]), library([harbour, bay])]}>
        <Choice onValue={(next) => (value = next)} />
      </MockedProvider>,
    );
    const field = within(screen.getByRole('group', { name: 'Image' }));
    expect(field.getByText('No image', { selector: 'p' })).toBeTruthy();
    expect(field.queryByRole('button', { name: 'Remove' })).toBeNull();

    fireEvent.click(field.getByRole('button', { name: 'Choose…' }));
    let dialog = within(await screen.findByRole('dialog', { name: 'Image: choose an image' }));
    fireEvent.click(await dialog.findByRole('button', { name: 'harbour.png, The harbour at dusk' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(value).toBe(harbour.url);
    expect(field.getByRole('img', { name: 'Image: chosen image' }).getAttribute('src')).toBe(harbour.url);

    fireEvent.click(field.getByRole('button', { name: 'Choose…' }));
    dialog = within(await screen.findByRole('dialog'));
    // The chosen one is marked and cannot be picked again.
    expect((await dialog.findByRole('button', { name: 'harbour.png, The harbour at dusk (already in the form)' })).hasAttribute('disabled')).toBe(true);
    fireEvent.click(dialog.getByRole('tab', { name: "The site's own pictures" }));
    fireEvent.click(dialog.getByRole('button', { name: 'office.jpg' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(value).toBe('/images/office.jpg');
    expect(field.getByRole('img', { name: 'Image: chosen image' }).getAttribute('src')).toBe('/images/office.jpg');

    fireEvent.click(field.getByRole('button', { name: 'Remove' }));
    expect(value).toBe('');
    expect(field.queryByRole('img')).toBeNull();
    expect(field.getAllByText('No image').length).toBeGreaterThan(0);
  });
});
