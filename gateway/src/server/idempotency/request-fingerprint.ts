import { createHash, type Hash } from 'node:crypto';
import fs from 'node:fs';
import type { Request } from 'express';

/**
 * What makes two requests "the same request" for an Idempotency-Key: method, path
 * (with its query), who sent it, and the body as parsed, not as sent: a multipart
 * body's boundary differs each time a client builds it again, so its fields are
 * hashed by name and value, in name order, and each file by field, name, type and
 * bytes (read back from where the parser put it). A JSON body is hashed with its
 * keys in order, so a retry that serialises the same object differently still matches.
 */
export async function fingerprintOf(request: Request, subject: string): Promise<string> {
  const hash = createHash('sha256');
  hash.update(JSON.stringify([request.method, request.originalUrl, subject]));
  hash.update(canonicalJson(request.body ?? null));
  for (const file of (request.files as Express.Multer.File[] | undefined) ?? []) {
    hash.update(JSON.stringify([file.fieldname, file.originalname, file.mimetype]));
    await hashStream(hash, fs.createReadStream(file.path));
  }
  await hashGraphqlUploads(hash, request.body);
  return hash.digest('hex');
}

/** sha256 of a text, hex: how a key's sender and name become its row's id. */
export const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

/** JSON with every object's keys sorted; an upload (a class instance) is named only, its bytes are hashed apart. */
function canonicalJson(value: unknown): string {
  return JSON.stringify(value, (_key, inner: unknown) => {
    if (!inner || typeof inner !== 'object' || Array.isArray(inner)) return inner;
    if (isUpload(inner)) return '[upload]';
    return Object.fromEntries(Object.entries(inner).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)));
  });
}

interface UploadLike {
  promise: Promise<{ filename: string; mimetype: string; createReadStream(): NodeJS.ReadableStream }>;
}

function isUpload(value: object): value is UploadLike {
  return 'promise' in value && 'resolve' in value && 'reject' in value;
}

/** The files of a GraphQL multipart request (graphql-upload's Upload objects, which can be read more than once). */
async function hashGraphqlUploads(hash: Hash, body: unknown): Promise<void> {
  for (const upload of uploadsIn(body)) {
    const file = await upload.promise;
    hash.update(JSON.stringify([file.filename, file.mimetype]));
    await hashStream(hash, file.createReadStream());
  }
}

function uploadsIn(value: unknown, found: UploadLike[] = []): UploadLike[] {
  if (!value || typeof value !== 'object') return found;
  if (isUpload(value)) found.push(value);
  else for (const inner of Object.values(value)) uploadsIn(inner, found);
  return found;
}

function hashStream(hash: Hash, stream: NodeJS.ReadableStream): Promise<void> {
  return new Promise((resolve, reject) => {
    stream.on('data', (chunk: Buffer) => hash.update(chunk));
    stream.on('end', resolve);
    stream.on('error', reject);
  });
}
