import { describeImage, keysOf } from './image-variants';

const ID = '0b6c2f7e-1a2b-4c3d-8e9f-0123456789ab';

describe('describeImage', () => {
  it('lists the copies narrower than the original, per format, in srcset form', () => {
    expect(describeImage(`/uploads/${ID}_1200x800.jpg`)).toEqual({
      url: `/uploads/${ID}_1200x800.jpg`,
      width: 1200,
      height: 800,
      sources: [
        { type: 'image/avif', srcset: `/uploads/${ID}_1200x800-480.avif 480w, /uploads/${ID}_1200x800-960.avif 960w` },
        { type: 'image/webp', srcset: `/uploads/${ID}_1200x800-480.webp 480w, /uploads/${ID}_1200x800-960.webp 960w` },
      ],
    });
  });

  it('keeps the origin of an absolute URL', () => {
    const [avif] = describeImage(`https://cdn.example.com/uploads/${ID}_500x500.png`).sources;
    expect(avif.srcset).toBe(`https://cdn.example.com/uploads/${ID}_500x500-480.avif 480w`);
  });

  it('gives GIFs WebP copies only', () => {
    expect(describeImage(`/uploads/${ID}_2000x100.gif`).sources.map((source) => source.type)).toEqual(['image/webp']);
  });

  it.each([
    ['an older name without dimensions', `/uploads/${ID}.jpg`],
    ['a foreign URL', `https://example.com/uploads/${ID}_1200x800.jpg`.replace('/uploads/', '/images/')],
    ['a copy rather than an original', `/uploads/${ID}_1200x800-480.webp`],
  ])('describes %s with no size and no copies', (_label, url) => {
    expect(describeImage(url)).toEqual({ url, width: null, height: null, sources: [] });
  });
});

describe('keysOf', () => {
  it('names the original and every copy', () => {
    expect(keysOf(`${ID}_1000x10.webp`)).toEqual([
      `${ID}_1000x10.webp`, `${ID}_1000x10-480.avif`, `${ID}_1000x10-960.avif`, `${ID}_1000x10-480.webp`, `${ID}_1000x10-960.webp`,
    ]);
    expect(keysOf(`${ID}.png`)).toEqual([`${ID}.png`]);
  });
});
