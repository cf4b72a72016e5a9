import { deflateSync } from 'node:zlib';
import sharp from 'sharp';

/** Real image bytes for upload tests, made here rather than shipped. */

function crc32(data: Buffer): number {
  let crc = ~0;
  for (const byte of data) {
    crc ^= byte;
    for (let bit = 0; bit < 8; bit += 1) crc = (crc >>> 1) ^ (0xedb88320 & -(crc & 1));
  }
  return ~crc >>> 0;
}

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** A valid RGB PNG of one colour. */
export function png(width = 4, height = 3, rgb: [number, number, number] = [37, 99, 235]): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8);
  const row = Buffer.concat([Buffer.from([0]), Buffer.from(Array.from({ length: width }, () => rgb).flat())]);
  const pixels = Buffer.concat(Array.from({ length: height }, () => row));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(pixels)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** The smallest GIF: 1x1, one colour. */
export const gif = () => Buffer.from('R0lGODlhAQABAIAAAP///wAAACwAAAAAAQABAAACAkQBADs=', 'base64');

export const svgImpostor = () =>
  Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"><script>alert(1)</script></svg>');

/** PNG signature followed by 11 MB: a real-looking image over the 10 MB limit. */
export const oversizedPng = () => Buffer.concat([png(), Buffer.alloc(11 * 1024 * 1024, 7)]);

/** A real JPEG made by sharp itself. */
export const jpeg = (width = 4, height = 3): Promise<Buffer> =>
  sharp({ create: { width, height, channels: 3, background: { r: 200, g: 40, b: 40 } } }).jpeg().toBuffer();

/**
 * A phone photo as a camera writes it: 1200 × 2000 pixels stored sideways with EXIF
 * orientation 6 (so it shows 2000 × 1200, upright), a camera make and GPS coordinates.
 * Its left half is red and its right half blue as stored, so upright its top half is red.
 */
export function phonePhoto(): Promise<Buffer> {
  const [width, height] = [1200, 2000];
  const pixels = Buffer.alloc(width * height * 3);
  for (let y = 0; y < height; y += 1) {
    for (let x = 0; x < width; x += 1) pixels.set(x < width / 2 ? [220, 20, 20] : [20, 20, 220], (y * width + x) * 3);
  }
  return sharp(pixels, { raw: { width, height, channels: 3 } })
    .jpeg({ quality: 90 })
    .withMetadata({ orientation: 6 })
    .withExif({
      IFD0: { Make: 'PhoneCo', Model: 'Pocket 12', Artist: 'Jane Doe' },
      IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '48/1 51/1 24/1', GPSLongitudeRef: 'E', GPSLongitude: '2/1 21/1 3/1' },
    })
    .toBuffer();
}

/** A valid PNG header declaring 50,000 × 50,000 pixels over a few bytes of data: a decompression bomb. */
export function bombPng(): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(50_000, 0);
  header.writeUInt32BE(50_000, 4);
  header.set([8, 2, 0, 0, 0], 8);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(Buffer.alloc(1024))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** A real JPEG cut off halfway, as an interrupted transfer leaves it. */
export async function truncatedJpeg(): Promise<Buffer> {
  const whole = await sharp({ create: { width: 640, height: 480, channels: 3, background: '#808080', noise: { type: 'gaussian', mean: 128, sigma: 40 } } })
    .jpeg()
    .toBuffer();
  return whole.subarray(0, Math.floor(whole.length / 2));
}

/** An animated GIF of `frames` frames, each clearly unlike the one before so none is merged. */
export function animatedGif(frames: number, width = 16, height = 16): Promise<Buffer> {
  const frameBytes = width * height * 3;
  const pixels = Buffer.alloc(frameBytes * frames);
  for (let frame = 0; frame < frames; frame += 1) {
    pixels.fill(frame % 2 ? 255 : 0, frame * frameBytes, (frame + 1) * frameBytes);
    pixels[frame * frameBytes] = frame;
  }
  return sharp(pixels, { raw: { width, height: height * frames, channels: 3, pageHeight: height } }).gif().toBuffer();
}
