import { DamagedArchiveError } from './refused-error';

/** A tar block: headers, and the unit entries are padded to. */
export const BLOCK = 512;

/**
 * Exact byte counts out of a stream of chunks of any size, holding no more than what was
 * asked for plus one chunk. Counts every byte the stream gives, and hands each new total to
 * `guard` (which throws to stop reading) before the chunk is kept.
 */
export class BlockReader {
  /** Bytes handed out or skipped so far. */
  position = 0;
  private readonly chunks: AsyncIterator<Buffer>;
  private pending: Buffer[] = [];
  private pendingBytes = 0;
  private received = 0;

  constructor(source: AsyncIterable<Buffer>, private readonly guard: (received: number) => void) {
    this.chunks = source[Symbol.asyncIterator]();
  }

  /** Exactly `size` bytes; a stream that ends first is damaged (`cutShort` says how). */
  async read(size: number, cutShort: string): Promise<Buffer> {
    while (this.pendingBytes < size) {
      if (!(await this.pull())) throw new DamagedArchiveError(cutShort);
    }
    return this.take(size);
  }

  /** Reads past `size` bytes, keeping nothing. */
  async skip(size: number, cutShort: string): Promise<void> {
    await this.read(size, cutShort);
  }

  /** Everything left, or null as soon as that is more than `most` bytes (the rest is not read). */
  async readRest(most: number): Promise<Buffer | null> {
    while (await this.pull()) {
      if (this.pendingBytes > most) return null;
    }
    return this.take(this.pendingBytes);
  }

  private async pull(): Promise<boolean> {
    const next = await this.chunks.next();
    if (next.done) return false;
    const chunk = next.value;
    this.received += chunk.length;
    this.guard(this.received);
    this.pending.push(chunk);
    this.pendingBytes += chunk.length;
    return true;
  }

  private take(size: number): Buffer {
    const all = this.pending.length === 1 ? this.pending[0] : Buffer.concat(this.pending, this.pendingBytes);
    this.pending = size < all.length ? [all.subarray(size)] : [];
    this.pendingBytes = all.length - size;
    this.position += size;
    return all.subarray(0, size);
  }
}
