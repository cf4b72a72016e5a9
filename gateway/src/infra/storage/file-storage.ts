import type { Readable } from 'node:stream';

/** A stored object as read back for serving. */
export interface StoredObject {
  stream: Readable;
  contentType: string;
  size: number;
}

/**
 * Where uploaded images live: local disk in development, MinIO/S3 in production.
 * Keys are flat file names such as `0b6c...e1.webp`; they never contain a slash.
 */
export interface FileStorage {
  /** Prepares the backend (creates the folder or the bucket when missing). */
  init(): Promise<void>;
  save(key: string, data: Buffer, contentType: string): Promise<void>;
  /** Null when no object has that key. */
  open(key: string): Promise<StoredObject | null>;
  /** Removing a key that does not exist is not an error. */
  remove(key: string): Promise<void>;
  /** Every key stored, the most recently saved first (ties by key): what an administrator picks from is usually new. */
  list(): Promise<string[]>;
}

/** Keys ordered by when they were saved, newest first, and by key among those saved at one time. */
export function newestFirst(objects: ReadonlyArray<{ key: string; savedAt: number }>): string[] {
  return [...objects]
    .sort((a, b) => b.savedAt - a.savedAt || (a.key < b.key ? -1 : a.key > b.key ? 1 : 0))
    .map((object) => object.key);
}
