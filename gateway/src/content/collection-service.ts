import type { DataSource, Repository } from 'typeorm';
import type { ContentVersion } from '../caching/content-version';
import type { ViewedRecord } from '../database/record';
import { findOr404 } from '../database/find';
import { badInput } from '../errors/api-error';
import type { Listing, Page, PageRequest } from '../paging/listing';
import { listPage } from '../paging/paged-query';
import type { FileUpload } from '../storage/image-file';
import type { ImageStore } from '../storage/image-store';
import type { CollectionConfig } from './collection';

export type Uploads = Array<FileUpload | Promise<FileUpload>>;

/**
 * The writes of a collection. Files are checked and stored before the row is
 * written and removed again if the write fails; files an update drops are
 * removed only once the update is saved. So a refused request leaves nothing.
 * Every write bumps the content version in its own transaction.
 */
export class CollectionService<T extends ViewedRecord, I extends object> {
  private readonly repo: Repository<T>;

  constructor(
    private readonly config: CollectionConfig<T, I>,
    dataSource: DataSource,
    private readonly images: ImageStore,
    private readonly contentVersion: ContentVersion,
  ) {
    this.repo = dataSource.getRepository(config.entity);
  }

  /** One page of the list, newest first. */
  list(request: PageRequest): Promise<Page<T>> {
    const listing: Listing<T> = { newestFirstBy: 'createdAt', ...this.config.listing };
    return listPage(this.repo, listing, request);
  }

  get(id: string): Promise<T> {
    return findOr404(this.repo, id, this.config.label);
  }

  async create(input: I, uploads: Uploads, keep: string[] | undefined): Promise<T> {
    const item = this.repo.create(this.config.toFields(input) as T);
    this.config.images.write(item, []);
    return this.saveWithImages(item, [], uploads, keep ?? []);
  }

  async update(id: string, input: I, uploads: Uploads, keep: string[] | undefined): Promise<T> {
    const item = await this.get(id);
    const current = this.config.images.read(item);
    Object.assign(item, this.config.toFields(input));
    return this.saveWithImages(item, current, uploads, keep ?? current);
  }

  async remove(id: string): Promise<T> {
    const item = await this.get(id);
    const urls = this.config.images.read(item);
    await this.contentVersion.write((manager) => manager.getRepository(this.config.entity).remove(item));
    await this.images.removeAll(urls);
    return item;
  }

  private async saveWithImages(item: T, current: string[], uploads: Uploads, keep: string[]): Promise<T> {
    const slot = this.config.images;
    const kept = this.checkKept(current, keep, uploads.length);
    const added = await this.images.storeAll(uploads, slot.arg);
    slot.write(item, slot.multiple ? [...kept, ...added] : added.length ? added : kept);
    try {
      const saved = await this.contentVersion.write((manager) => manager.getRepository(this.config.entity).save(item));
      const finalUrls = slot.read(saved);
      await this.images.removeAll(current.filter((url) => !finalUrls.includes(url)));
      return saved;
    } catch (error) {
      await this.images.removeAll(added);
      throw error;
    }
  }

  /** `keep` may reorder or drop the item's own images, never name others. */
  private checkKept(current: string[], keep: string[], newCount: number): string[] {
    const { arg, max, multiple } = this.config.images;
    const kept = [...new Set(keep)];
    const foreign = kept.find((url) => !current.includes(url));
    if (foreign) throw badInput(`existingImages: "${foreign}" is not an image of this ${this.config.label.toLowerCase()}`);
    const total = multiple ? kept.length + newCount : Math.max(Math.min(kept.length, 1), newCount);
    if (total > max) throw badInput(`${arg}: at most ${max} image${max === 1 ? '' : 's'} allowed`);
    return kept;
  }
}
