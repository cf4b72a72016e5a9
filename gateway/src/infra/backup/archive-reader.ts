import fs from 'node:fs';
import { pipeline } from 'node:stream/promises';
import zlib from 'node:zlib';
import { Header } from 'tar';
import { BlockReader, BLOCK } from './block-reader';
import { MANIFEST_PATH, MAX_PART_BYTES } from './manifest';
import { DamagedArchiveError, RefusedArchiveError } from './refused-error';

type EntryHandler = (path: string, data: Buffer) => Promise<void> | void;

/** What a backup never exceeds; more is refused before it is read. */
export interface ArchiveLimits {
  /** The most bytes the archive may unpack to (RESTORE_MAX_MB). */
  maxBytes: number;
  /** The most bytes the entry at `path` may hold (an image: MAX_IMAGE_BYTES). */
  maxEntryBytes(path: string): number;
  /** Why a backup never holds an entry at `path` (null: it may); refused from its header. */
  entryProblem?(path: string): string | null;
}

/**
 * What a backup deflates to at most: rows of JSON and images that are compressed already
 * shrink a few times, never a hundred; zeros, what a decompression bomb is made of, about
 * a thousand. Counted over the whole archive once it unpacks past the largest table part,
 * so a small archive (or one part of repeated text) never trips it.
 */
const MAX_DEFLATE_RATIO = 100;
const GUARD_AFTER_BYTES = MAX_PART_BYTES;

/** tar writers pad the end of an archive with zeros up to a whole record of 20 blocks (GNU tar's default). */
const RECORD = 20 * BLOCK;

const formatMb = (bytes: number) => `${Math.round((bytes / (1024 * 1024)) * 10) / 10} MB`;

/**
 * Reads a gzipped tar entry by entry, in archive order. Each entry is handed over whole,
 * and the next one is not read before `handle` has finished, so memory holds at most one
 * entry (bounded by `maxEntryBytes`) and one chunk. Everything a backup never holds is
 * refused as soon as it is seen, and reading stops there: an entry refused by its header
 * (refuseEntry, before its bytes are inflated), more than `maxBytes` unpacked or a deflate
 * ratio no backup has (refuseBomb), and anything after the end of the tar but its zero
 * padding (a bomb of zeros or a second archive hidden behind the first). Rejects on the first error, of the
 * archive (cut short, corrupt) or of `handle`.
 *
 * The tar is framed here, not by tar's Parser: the Parser keeps everything after the end
 * of an archive in one growing buffer, and cannot say where that end was.
 */
export async function readArchive(file: string, handle: EntryHandler, limits: ArchiveLimits): Promise<void> {
  const gunzip = zlib.createGunzip();
  await pipeline(fs.createReadStream(file), gunzip, async (unpacked: AsyncIterable<Buffer>) => {
    const reader = new BlockReader(unpacked, (received) => refuseBomb(received, gunzip.bytesWritten, limits));
    const seen = new Set<string>();
    let last = 'its start';
    for (;;) {
      const header = await readHeader(reader, last);
      if (!header) break;
      const path = header.path ?? '';
      refuseEntry(header, path, seen, limits);
      const size = header.size ?? 0;
      const data = await reader.read(size, `${path} is cut short`);
      await reader.skip(paddingOf(size), `${path} is cut short`);
      await handle(path, data);
      seen.add(path);
      last = path;
    }
    await refuseTrailingData(reader, last);
  });
  // gzip stops at the end of its stream and ignores whatever follows: refuse that too.
  const { size } = await fs.promises.stat(file);
  if (gunzip.bytesWritten < size) {
    throw new RefusedArchiveError(`${size - gunzip.bytesWritten} bytes follow the end of its compressed data`);
  }
}

const paddingOf = (size: number) => (BLOCK - (size % BLOCK)) % BLOCK;

/** Stops reading an archive that unpacks past the restore's cap, or far more than any backup deflates. */
function refuseBomb(unpacked: number, compressed: number, limits: ArchiveLimits) {
  if (unpacked > limits.maxBytes) throw new RefusedArchiveError(`it unpacks to more than ${formatMb(limits.maxBytes)}, the most a restore reads (RESTORE_MAX_MB)`);
  if (unpacked > GUARD_AFTER_BYTES && unpacked > MAX_DEFLATE_RATIO * compressed) {
    throw new RefusedArchiveError(`it unpacks to more than ${MAX_DEFLATE_RATIO} times its compressed size (${formatMb(unpacked)} from ${formatMb(compressed)}), which no backup does`);
  }
}

/**
 * Refuses, from its header alone, an entry a backup never holds: not a plain file, not in
 * a backup's layout, a second copy of one already read, anything after the manifest (a
 * backup writes it last), or larger than a backup ever holds there.
 */
function refuseEntry(header: Header, path: string, seen: Set<string>, limits: ArchiveLimits) {
  const size = header.size ?? 0;
  if (header.type !== 'File') throw new RefusedArchiveError(`${path} is a ${header.type ?? 'unknown'} entry; a backup holds only files`);
  if (seen.has(MANIFEST_PATH)) throw new RefusedArchiveError(`${path} follows ${MANIFEST_PATH}, which a backup writes last`);
  const problem = limits.entryProblem?.(path);
  if (problem) throw new RefusedArchiveError(problem);
  if (seen.has(path)) throw new RefusedArchiveError(`${path} is in it twice`);
  if (size > limits.maxEntryBytes(path)) {
    throw new RefusedArchiveError(`${path} is ${formatMb(size)}, more than a backup ever holds there (${formatMb(limits.maxEntryBytes(path))})`);
  }
}

/** The next entry's header, or null at the end of the archive (two zero blocks). */
async function readHeader(reader: BlockReader, after: string): Promise<Header | null> {
  const cutShort = `it ends after ${after}, without the end of the archive`;
  const block = await reader.read(BLOCK, cutShort);
  const header = new Header(block);
  if (header.nullBlock) {
    const next = await reader.read(BLOCK, cutShort);
    if (next.some((byte) => byte !== 0)) throw new DamagedArchiveError(`a lone zero block follows ${after}`);
    return null;
  }
  if (!header.cksumValid) throw new DamagedArchiveError(`the entry after ${after} has a damaged header (checksum failure)`);
  return header;
}

/** After the end of the archive: zeros up to the end of its last record, and nothing else. */
async function refuseTrailingData(reader: BlockReader, last: string) {
  const allowed = Math.ceil(reader.position / RECORD) * RECORD - reader.position;
  const refused = `data follows the end of the archive (after ${last})`;
  const padding = await reader.readRest(allowed);
  if (!padding || padding.some((byte) => byte !== 0)) throw new RefusedArchiveError(refused);
}
