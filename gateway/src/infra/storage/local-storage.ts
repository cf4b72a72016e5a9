import { randomUUID } from 'node:crypto';
import { promises as fs } from 'node:fs';
import path from 'node:path';
import { badInput } from '../../api/errors/api-error';
import { newestFirst, type FileStorage, type StoredObject } from './file-storage';
import { assertStorageKey, isStorageKey, storedTypeOfKey } from './image-file';

const META_SUFFIX = '.meta.json';

const isMissing = (error: unknown) => (error as NodeJS.ErrnoException)?.code === 'ENOENT';

/**
 * Keeps each object as `dir/KEY` with its content type in `dir/KEY.meta.json`.
 * Temporary files start with a dot, which no valid key does, so list() never sees them.
 */
export class LocalStorage implements FileStorage {
  constructor(private readonly dir: string) {}

  /** Owner-only: other users of the machine read neither the folder nor the files. */
  async init(): Promise<void> {
    await fs.mkdir(this.dir, { recursive: true, mode: 0o700 });
    await fs.chmod(this.dir, 0o700);
  }

  async save(key: string, data: Buffer, contentType: string): Promise<void> {
    const file = this.pathFor(key);
    const temps: string[] = [];
    try {
      // Both temps are complete before either is renamed, so a failed write leaves nothing behind.
      const dataTemp = await this.writeTemp(data, temps);
      const metaTemp = await this.writeTemp(JSON.stringify({ contentType }), temps);
      await fs.rename(metaTemp, file + META_SUFFIX);
      await fs.rename(dataTemp, file);
    } catch (error) {
      await Promise.all(temps.map((temp) => fs.rm(temp, { force: true }).catch(() => undefined)));
      throw error;
    }
  }

  async open(key: string): Promise<StoredObject | null> {
    const file = this.pathFor(key);
    let handle: fs.FileHandle;
    try {
      handle = await fs.open(file, 'r');
    } catch (error) {
      if (isMissing(error)) return null;
      throw error;
    }
    try {
      // Size comes from the open handle, so a concurrent remove cannot make it disagree.
      const { size } = await handle.stat();
      const contentType = await this.readContentType(file);
      return { stream: handle.createReadStream(), contentType, size };
    } catch (error) {
      await handle.close();
      throw error;
    }
  }

  async remove(key: string): Promise<void> {
    const file = this.pathFor(key);
    await fs.rm(file, { force: true });
    await fs.rm(file + META_SUFFIX, { force: true });
  }

  async list(): Promise<string[]> {
    let names: string[];
    try {
      names = await fs.readdir(this.dir);
    } catch (error) {
      if (isMissing(error)) return [];
      throw error;
    }
    const keys = names.filter((name) => isStorageKey(name) && !name.endsWith(META_SUFFIX));
    const saved = await Promise.all(keys.map(async (key) => {
      try {
        return [{ key, savedAt: (await fs.stat(this.pathFor(key))).mtimeMs }];
      } catch (error) {
        // Removed between the listing and its stat: gone.
        if (isMissing(error)) return [];
        throw error;
      }
    }));
    return newestFirst(saved.flat());
  }

  private pathFor(key: string): string {
    assertStorageKey(key);
    if (key.endsWith(META_SUFFIX)) throw badInput(`Invalid file key "${key}"`);
    return path.join(this.dir, key);
  }

  private async readContentType(file: string): Promise<string> {
    try {
      const meta = JSON.parse(await fs.readFile(file + META_SUFFIX, 'utf8')) as { contentType?: unknown };
      if (typeof meta.contentType === 'string' && meta.contentType) return meta.contentType;
    } catch {
      // A missing or damaged sidecar falls back to the extension below.
    }
    return storedTypeOfKey(path.basename(file)) ?? 'application/octet-stream';
  }

  /** Renaming a finished temp file means readers see the old file or the whole new one. */
  private async writeTemp(data: Buffer | string, temps: string[]): Promise<string> {
    const temp = path.join(this.dir, `.tmp-${randomUUID()}`);
    temps.push(temp);
    const handle = await fs.open(temp, 'wx', 0o600);
    try {
      await handle.writeFile(data);
      await handle.sync();
    } finally {
      await handle.close();
    }
    return temp;
  }
}
