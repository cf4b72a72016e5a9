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
  /** Every key stored, for tests and maintenance. */
  list(): Promise<string[]>;
}
