import { act, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { ImagePicker } from './ImagePicker';
import type { NewImage } from './order';

let created = 0;
const revoked: string[] = [];
beforeAll(() => {
  // jsdom has no object URLs.
  Object.assign(URL, {
    createObjectURL: () => `blob:preview-${(created += 1)}`,
    revokeObjectURL: (url: string) => revoked.push(url),
  });
});
beforeEach(() => {
  revoked.length = 0;
});

function Harness({ initial = ['/uploads/a.png', '/uploads/b.png'], onState }: { initial?: string[]; onState?: (s: { existing: string[]; added: NewImage[] }) => void }) {
  const [existing, setExisting] = useState(initial);
  const [added, setAdded] = useState<NewImage[]>([]);
  onState?.({ existing, added });
  return (
    <ImagePicker label="Project Images" multiple existing={existing} onExistingChange={setExisting} added={added} onAddedChange={setAdded} recommendedSize="1200x800px" />
  );
}

const srcs = (testId: string) => screen.queryAllByTestId(testId).map((tile) => tile.getAttribute('data-src'));
const png = (name: string) => new File([name], name, { type: 'image/png' });

describe('ImagePicker', () => {
  it('shows the hints and marks the first image as the main one', () => {
    render(<Harness />);
    expect(screen.getByText(/PNG, JPG, GIF up to 10MB each/)).toBeTruthy();
    expect(screen.getByText('Recommended size: 1200x800px')).toBeTruthy();
    const [first, second] = screen.getAllByTestId('existing-image');
    expect(first.textContent).toContain('Main');
    expect(second.textContent).not.toContain('Main');
    expect((screen.getByLabelText('Project Images') as HTMLInputElement).accept).toBe('image/*');
  });

  it('reorders kept images with the move buttons and by drag and drop', () => {
    render(<Harness initial={['/1.png', '/2.png', '/3.png']} />);
    fireEvent.click(screen.getByRole('button', { name: 'Move current image 3 left' }));
    expect(srcs('existing-image')).toEqual(['/1.png', '/3.png', '/2.png']);
    expect((screen.getByRole('button', { name: 'Move current image 1 left' }) as HTMLButtonElement).disabled).toBe(true);

    const tiles = screen.getAllByTestId('existing-image');
    const types: string[] = [];
    const dataTransfer = {
      types,
      setData: (type: string) => types.push(type),
      effectAllowed: '',
      dropEffect: '',
    };
    fireEvent.dragStart(tiles[2], { dataTransfer });
    fireEvent.dragOver(tiles[0], { dataTransfer });
    fireEvent.drop(tiles[0], { dataTransfer });
    expect(srcs('existing-image')).toEqual(['/2.png', '/1.png', '/3.png']);
    expect(screen.getAllByTestId('existing-image')[0].textContent).toContain('Main');
  });

  it('adds chosen files as new images after the kept ones, reorders and removes them, revoking dropped previews', () => {
    jest.useFakeTimers();
    let latest: { existing: string[]; added: NewImage[] } = { existing: [], added: [] };
    const { unmount } = render(<Harness initial={[]} onState={(state) => (latest = state)} />);
    fireEvent.change(screen.getByLabelText('Project Images'), { target: { files: [png('a.png'), png('b.png'), new File(['x'], 'x.pdf', { type: 'application/pdf' })] } });
    expect(latest.added.map((image) => image.file.name)).toEqual(['a.png', 'b.png']);
    expect(screen.getAllByTestId('new-image')[0].textContent).toContain('Main');

    fireEvent.click(screen.getByRole('button', { name: 'Move new image 1 right' }));
    expect(latest.added.map((image) => image.file.name)).toEqual(['b.png', 'a.png']);

    const removedPreview = latest.added[0].preview;
    fireEvent.click(screen.getByRole('button', { name: 'Remove new image 1' }));
    expect(latest.added.map((image) => image.file.name)).toEqual(['a.png']);
    // A moment later: the Preview pane, a little behind the form, has stopped drawing it.
    expect(revoked).toEqual([]);
    act(() => jest.advanceTimersByTime(1000));
    expect(revoked).toEqual([removedPreview]);

    const left = latest.added[0].preview;
    unmount();
    expect(revoked).toEqual([removedPreview, left]);
    jest.useRealTimers();
  });

  it('removes a kept image', () => {
    render(<Harness />);
    fireEvent.click(screen.getByRole('button', { name: 'Remove current image 1' }));
    expect(srcs('existing-image')).toEqual(['/uploads/b.png']);
  });

  it('with one image only, a new file replaces the stored one', () => {
    function Single() {
      const [existing, setExisting] = useState(['/uploads/photo.png']);
      const [added, setAdded] = useState<NewImage[]>([]);
      return <ImagePicker label="Photo" existing={existing} onExistingChange={setExisting} added={added} onAddedChange={setAdded} />;
    }
    render(<Single />);
    expect(screen.getByRole('button', { name: 'Change image' })).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Photo'), { target: { files: [png('new.png')] } });
    expect(srcs('existing-image')).toEqual([]);
    expect(screen.getAllByTestId('new-image')).toHaveLength(1);
    expect(screen.queryByRole('button', { name: /Move/ })).toBeNull();
  });
});

describe('ImagePicker alt texts', () => {
  function AltHarness({ onAlts }: { onAlts: (alts: Record<string, string>, existing: string[]) => void }) {
    const [existing, setExisting] = useState(['/1.png', '/2.png']);
    const [added, setAdded] = useState<NewImage[]>([]);
    const [alts, setAlts] = useState<Record<string, string>>({ '/1.png': 'First', '/2.png': 'Second' });
    onAlts(alts, existing);
    return (
      <ImagePicker label="Project Images" multiple existing={existing} onExistingChange={setExisting} added={added} onAddedChange={setAdded} altTexts={alts} onAltTextsChange={setAlts} />
    );
  }

  it('shows an Alt text input per image, which moves with its image', () => {
    let state: { alts: Record<string, string>; existing: string[] } = { alts: {}, existing: [] };
    render(<AltHarness onAlts={(alts, existing) => (state = { alts, existing })} />);
    const input = (position: number) => screen.getByRole('textbox', { name: `Alt text of current image ${position}` }) as HTMLInputElement;
    expect([input(1).value, input(2).value]).toEqual(['First', 'Second']);
    fireEvent.change(input(2), { target: { value: 'Second, edited' } });
    fireEvent.click(screen.getByRole('button', { name: 'Move current image 2 left' }));
    expect(state.existing).toEqual(['/2.png', '/1.png']);
    expect([input(1).value, input(2).value]).toEqual(['Second, edited', 'First']);
    expect(state.alts).toEqual({ '/1.png': 'First', '/2.png': 'Second, edited' });
  });
});
