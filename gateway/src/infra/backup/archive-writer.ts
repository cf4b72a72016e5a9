import { createHash } from 'node:crypto';
import { once } from 'node:events';
import fs from 'node:fs';
import { pipeline } from 'node:stream/promises';
import { Header, Pack, ReadEntry } from 'tar';

/**
 * A gzipped tar archive written entry by entry, each streamed with its size known in
 * advance (tar headers need it), so nothing larger than one chunk is held in memory.
 * Keeps every entry's sha256 for the manifest.
 */
export class ArchiveWriter {
  readonly checksums: Record<string, string> = {};
  private readonly pack = new Pack({ gzip: true, portable: true });
  private readonly written: Promise<void>;
  private readonly mtime = new Date();

  constructor(file: string) {
    // 'wx': never overwrite an archive; 0600: the archive holds password hashes and messages.
    this.written = pipeline(this.pack, fs.createWriteStream(file, { flags: 'wx', mode: 0o600 }));
    // Awaited in finish(); until then a write error surfaces through the entry being written.
    this.written.catch(() => undefined);
  }

  add(path: string, data: Buffer): Promise<void> {
    return this.addStream(path, data.length, [data]);
  }

  async addStream(path: string, size: number, chunks: AsyncIterable<Buffer> | Iterable<Buffer>): Promise<void> {
    const entry = new ReadEntry(new Header({ path, type: 'File', size, mode: 0o600, mtime: this.mtime }));
    this.pack.add(entry);
    const hash = createHash('sha256');
    let seen = 0;
    for await (const chunk of chunks) {
      seen += chunk.length;
      if (seen > size) break;
      hash.update(chunk);
      // Wait while the pack (or the disk behind it) is slower than the source.
      if (!entry.write(chunk)) await Promise.race([once(entry, 'drain'), this.written]);
    }
    // A source that changed size under us would make the tar headers lie: fail the whole backup.
    if (seen !== size) throw new Error(`${path} was ${seen} bytes instead of ${size} while it was being copied`);
    entry.end();
    this.checksums[path] = hash.digest('hex');
  }

  /** Gives up: the caller removes the unfinished file. */
  abort(): void {
    this.pack.destroy();
  }

  async finish(): Promise<void> {
    this.pack.end();
    await this.written;
  }
}
