import fs from 'node:fs';
import { Parser, type ReadEntry } from 'tar';

/** Far above any entry a backup writes (images stop at 10 MB, row batches at a few MB). */
const MAX_ENTRY_BYTES = 256 * 1024 * 1024;

export type EntryHandler = (path: string, data: Buffer) => Promise<void> | void;

/**
 * Reads a gzipped tar entry by entry, in archive order. Each entry is handed over whole,
 * and the next one is not read before `handle` has finished, so a slow consumer (a database
 * insert) holds at most one entry and one file chunk in memory. Rejects on the first error,
 * of the archive (cut short, corrupt) or of `handle`.
 */
export async function readArchive(file: string, handle: EntryHandler): Promise<void> {
  // Strict: a truncated or corrupt archive is an error, never a warning that is skipped.
  const parser = new Parser({ strict: true });
  let failure: unknown;
  let work: Promise<void> = Promise.resolve();
  const fail = (error: unknown) => {
    failure ??= error;
  };
  const ended = new Promise<void>((resolve, reject) => {
    parser.on('end', resolve);
    parser.on('error', reject);
    parser.on('abort', reject);
  });
  ended.catch(fail);

  parser.on('entry', (entry: ReadEntry) => {
    if (entry.type !== 'File' || (entry.size ?? 0) > MAX_ENTRY_BYTES) {
      fail(new Error(`unexpected entry ${entry.path} (${entry.type}, ${entry.size ?? 0} bytes)`));
      entry.resume();
      return;
    }
    const chunks: Buffer[] = [];
    entry.on('data', (chunk: Buffer) => chunks.push(chunk));
    entry.on('end', () => {
      const data = Buffer.concat(chunks);
      work = work.then(() => (failure ? undefined : handle(entry.path, data)));
      work.catch(fail);
    });
  });

  for await (const chunk of fs.createReadStream(file)) {
    parser.write(chunk as Buffer);
    await work.catch(() => undefined);
    if (failure) break;
  }
  if (!failure) {
    parser.end();
    await ended.catch(() => undefined);
    await work.catch(() => undefined);
  }
  if (failure) throw failure;
}
