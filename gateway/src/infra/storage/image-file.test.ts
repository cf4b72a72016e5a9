import { Readable } from 'node:stream';
import { deflateSync } from 'node:zlib';
import express from 'express';
import request from 'supertest';
import graphqlUploadExpress from 'graphql-upload/graphqlUploadExpress.mjs';
import type Upload from 'graphql-upload/Upload.mjs';
import { GraphQLError } from 'graphql';
import { MAX_IMAGE_BYTES, readUpload, sniffImage, type FileUpload } from './image-file';

function crc32(data: Buffer): number {
  let crc = ~0;
  for (const byte of data) {
    crc ^= byte;
    for (let i = 0; i < 8; i++) crc = crc & 1 ? (crc >>> 1) ^ 0xedb88320 : crc >>> 1;
  }
  return ~crc >>> 0;
}

function pngChunk(type: string, data: Buffer): Buffer {
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** A valid 1x1 red RGB PNG. */
function tinyPng(): Buffer {
  const header = Buffer.from([0, 0, 0, 1, 0, 0, 0, 1, 8, 2, 0, 0, 0]);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', header),
    pngChunk('IDAT', deflateSync(Buffer.from([0, 255, 0, 0]))),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

// 1x1 images that ImageMagick's identify decodes.
const JPEG = Buffer.from(
  '/9j/4AAQSkZJRgABAQEASABIAAD/2wBDAP//////////////////////////////////////////////////////////////////////////////////////wgALCAABAAEBAREA/8QAFBABAAAAAAAAAAAAAAAAAAAAAP/aAAgBAQABPxA=',
  'base64',
);
const GIF89 = Buffer.from('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7', 'base64');
const WEBP = Buffer.from('UklGRhoAAABXRUJQVlA4TA0AAAAvAAAAEAcQERGIiP4HAA==', 'base64');

function uploadOf(filename: string, stream: Readable): FileUpload {
  return { filename, mimetype: 'image/png', encoding: '7bit', createReadStream: () => stream };
}

/** Produces `total` bytes lazily and records how many were actually pulled. */
function endlessStream(total: number) {
  const state = { produced: 0 };
  const chunk = Buffer.alloc(64 * 1024, 1);
  const stream = new Readable({
    read() {
      if (state.produced >= total) return void this.push(null);
      state.produced += chunk.length;
      this.push(chunk);
    },
  });
  return { stream, state };
}

async function refusal(promise: Promise<unknown>): Promise<GraphQLError> {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(GraphQLError);
  return error as GraphQLError;
}

describe('sniffImage', () => {
  it.each([
    ['png', tinyPng(), 'image/png'],
    ['jpg', JPEG, 'image/jpeg'],
    ['gif', GIF89, 'image/gif'],
    ['gif', Buffer.concat([Buffer.from('GIF87a', 'latin1'), GIF89.subarray(6)]), 'image/gif'],
    ['webp', WEBP, 'image/webp'],
  ])('recognises %s', (ext, data, contentType) => {
    expect(sniffImage(data)).toEqual({ ext, contentType });
  });

  it.each([
    ['SVG', '<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"><rect width="1" height="1"/></svg>'],
    ['SVG with XML prolog', '<?xml version="1.0"?><svg xmlns="http://www.w3.org/2000/svg"></svg>'],
    ['HTML', '<!doctype html><html><body><script>alert(1)</script></body></html>'],
    ['text', 'just some text that is not an image'],
    ['PDF', '%PDF-1.4\n1 0 obj << >> endobj\n%%EOF'],
    ['empty', ''],
    ['RIFF that is not WebP', 'RIFF\x24\x00\x00\x00WAVEfmt '],
    ['truncated PNG signature', '\x89PNG'],
  ])('refuses %s', (_name, content) => {
    expect(sniffImage(Buffer.from(content, 'latin1'))).toBeNull();
  });
});

describe('readUpload', () => {
  it('reads a small upload', async () => {
    const png = tinyPng();
    const result = await readUpload(Promise.resolve(uploadOf('dot.png', Readable.from([png.subarray(0, 10), png.subarray(10)]))));
    expect(result.filename).toBe('dot.png');
    expect(result.data.equals(png)).toBe(true);
  });

  it('stops reading an 11 MB stream and refuses it as too large', async () => {
    const { stream, state } = endlessStream(11 * 1024 * 1024);
    const error = await refusal(readUpload(uploadOf('big.png', stream)));
    expect(error.message).toBe('"big.png" is larger than 10 MB');
    expect(error.extensions.code).toBe('PAYLOAD_TOO_LARGE');
    expect(state.produced).toBeLessThan(11 * 1024 * 1024);
    expect(stream.destroyed).toBe(true);
  });

  it('accepts exactly the limit', async () => {
    const { stream } = endlessStream(MAX_IMAGE_BYTES);
    const { data } = await readUpload(uploadOf('edge.png', stream));
    expect(data.length).toBe(MAX_IMAGE_BYTES);
  });

  it('turns other stream errors into a bad input error', async () => {
    const stream = new Readable({ read() { this.destroy(new Error('socket hang up')); } });
    const error = await refusal(readUpload(uploadOf('broken.png', stream)));
    expect(error.message).toBe('"broken.png" could not be read');
    expect(error.extensions.code).toBe('BAD_USER_INPUT');
  });

  it("turns graphql-upload's own size limit into the same too-large error", async () => {
    const app = express();
    app.post('/graphql', graphqlUploadExpress({ maxFileSize: 1000 }), async (req, res) => {
      const upload = (req.body as { variables: { file: Upload } }).variables.file;
      try {
        await readUpload(upload.promise as Promise<FileUpload>);
        res.json({ ok: true });
      } catch (e) {
        const error = e as GraphQLError;
        res.json({ code: error.extensions.code, message: error.message });
      }
    });

    const response = await request(app)
      .post('/graphql')
      .field('operations', JSON.stringify({ query: 'mutation ($file: Upload!) { f(file: $file) }', variables: { file: null } }))
      .field('map', JSON.stringify({ 0: ['variables.file'] }))
      .attach('0', Buffer.alloc(50_000, 7), { filename: 'huge.png', contentType: 'image/png' });

    expect(response.body).toEqual({ code: 'PAYLOAD_TOO_LARGE', message: '"huge.png" is larger than 10 MB' });
  });
});
