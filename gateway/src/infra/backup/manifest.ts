import { MAX_IMAGE_BYTES } from '@consultancy/domain';
import { STORAGE_KEY_PATTERN } from '../storage/image-variants';
import { DamagedArchiveError } from './refused-error';

/**
 * What a backup archive holds and how it is laid out. Version 1:
 *
 *   database/<table>/<part>.jsonl   rows of one table in batches; each line is a JSON array of
 *                                   the values in the order of the manifest's `columns`
 *   images/<key>                    every stored object, byte for byte
 *   manifest.json                   this description, written last (it holds the checksums)
 *
 * Values are database-neutral, so an archive made on SQLite restores onto MySQL and back:
 * datetimes are ISO 8601 strings with milliseconds (UTC), JSON columns are JSON values,
 * NULL is null.
 */
export const ARCHIVE_FORMAT = 'consultancy-site-backup';
export const ARCHIVE_VERSION = 1;
export const MANIFEST_PATH = 'manifest.json';

export interface TableDump {
  name: string;
  columns: string[];
  rows: number;
  parts: string[];
}

export interface ImageDump {
  key: string;
  contentType: string;
  bytes: number;
}

export interface Manifest {
  format: typeof ARCHIVE_FORMAT;
  version: number;
  createdAt: string;
  source: { database: 'sqlite' | 'mysql'; storage: 'local' | 's3' };
  /** The migrations applied to the database it came from, in order: restore needs the same schema. */
  migrations: string[];
  tables: TableDump[];
  images: ImageDump[];
  /** sha256 (hex) of every other entry, by path: how restore knows an archive is whole. */
  checksums: Record<string, string>;
}

export const tablePartPath = (table: string, part: number) => `database/${table}/${String(part).padStart(6, '0')}.jsonl`;
export const imagePath = (key: string) => `images/${key}`;

/**
 * The largest batch of rows a backup writes: a batch closes past 4 MB (BYTES_PER_PART), so
 * only its last row goes over, and no row is larger than what one request may send (5 MB of
 * JSON), escaped once more in the archive's JSON.
 */
export const MAX_PART_BYTES = 16 * 1024 * 1024;
/** The manifest: a few lines for each table part and each stored object (images and their copies). */
const MAX_MANIFEST_BYTES = 64 * 1024 * 1024;

/** The most bytes the entry at `path` may hold: an image is never stored above MAX_IMAGE_BYTES. */
export function maxEntryBytes(path: string): number {
  if (path === MANIFEST_PATH) return MAX_MANIFEST_BYTES;
  return path.startsWith(imagePath('')) ? MAX_IMAGE_BYTES : MAX_PART_BYTES;
}

const PART_PATH = /^database\/[A-Za-z0-9_]+\/\d{6,}\.jsonl$/;

/** Why a backup never holds an entry at `path` (null: the layout above has a place for it). */
export function entryProblem(path: string): string | null {
  if (path === MANIFEST_PATH || PART_PATH.test(path)) return null;
  if (path.startsWith(imagePath('')) && STORAGE_KEY_PATTERN.test(path.slice(imagePath('').length))) return null;
  // JSON: a name holding line breaks or other control characters is shown escaped.
  return `${JSON.stringify(path)} is not an entry a backup holds (only ${MANIFEST_PATH}, database/<table>/<part>.jsonl and images/<key>)`;
}

/** Checks the shape restore relies on; anything else is a damaged or foreign archive. */
export function parseManifest(text: string): Manifest {
  let manifest: Partial<Manifest>;
  try {
    manifest = JSON.parse(text) as Partial<Manifest>;
  } catch {
    throw new DamagedArchiveError('its manifest is not valid JSON');
  }
  if (manifest.format !== ARCHIVE_FORMAT) throw new DamagedArchiveError('it is not a backup of this site (unknown format)');
  if (manifest.version !== ARCHIVE_VERSION) {
    throw new DamagedArchiveError(`it has format version ${String(manifest.version)}; this version of the site reads version ${ARCHIVE_VERSION}`);
  }
  const wellFormed =
    Array.isArray(manifest.migrations) && Array.isArray(manifest.tables) && Array.isArray(manifest.images) &&
    typeof manifest.checksums === 'object' && manifest.checksums !== null && manifest.source !== undefined;
  if (!wellFormed) throw new DamagedArchiveError('its manifest is incomplete');
  return manifest as Manifest;
}
