import { droppedPreviews, mainImage, moveItem, removeAt, toNewImages } from './order';

describe('image order', () => {
  it('moves an item forwards and backwards', () => {
    expect(moveItem(['a', 'b', 'c', 'd'], 0, 2)).toEqual(['b', 'c', 'a', 'd']);
    expect(moveItem(['a', 'b', 'c', 'd'], 3, 0)).toEqual(['d', 'a', 'b', 'c']);
    expect(moveItem(['a', 'b'], 1, 0)).toEqual(['b', 'a']);
  });

  it('leaves the list alone for a move out of range or onto itself, without mutating it', () => {
    const list = ['a', 'b', 'c'];
    expect(moveItem(list, 1, 1)).toEqual(list);
    expect(moveItem(list, -1, 0)).toEqual(list);
    expect(moveItem(list, 0, 3)).toEqual(list);
    expect(list).toEqual(['a', 'b', 'c']);
  });

  it('removes one item by position', () => {
    expect(removeAt(['a', 'b', 'c'], 1)).toEqual(['a', 'c']);
    expect(removeAt(['a'], 5)).toEqual(['a']);
  });

  it('takes the first kept image as the main one, else the first new one', () => {
    const file = new File(['x'], 'x.png', { type: 'image/png' });
    const added = [{ key: 'k', file, preview: 'blob:1' }];
    expect(mainImage(['u1', 'u2'], added)).toEqual({ group: 'existing', index: 0 });
    expect(mainImage([], added)).toEqual({ group: 'new', index: 0 });
    expect(mainImage([], [])).toBeNull();
  });

  it('wraps chosen image files with previews and unique keys, leaving out other files', () => {
    const png = new File(['1'], 'a.png', { type: 'image/png' });
    const pdf = new File(['2'], 'b.pdf', { type: 'application/pdf' });
    const gif = new File(['3'], 'c.gif', { type: 'image/gif' });
    const images = toNewImages([png, pdf, gif], (file) => `blob:${file.name}`);
    expect(images.map((image) => [image.file.name, image.preview])).toEqual([
      ['a.png', 'blob:a.png'],
      ['c.gif', 'blob:c.gif'],
    ]);
    expect(new Set(images.map((image) => image.key)).size).toBe(2);
  });

  it('finds the previews to revoke', () => {
    expect(droppedPreviews(['blob:1', 'blob:2', 'blob:3'], ['blob:3', 'blob:1'])).toEqual(['blob:2']);
    expect(droppedPreviews([], ['blob:1'])).toEqual([]);
  });
});
