import type { DataSource, EntityManager, Repository } from 'typeorm';
import { IsNull, LessThan, Not } from 'typeorm';
import type { ViewedRecord } from '../../infra/database/record';
import { looksLikeId } from '../../infra/database/record';
import type { ImageStore } from '../../infra/storage/image-store';
import { notFound } from '../../api/errors/api-error';
import { isDatabaseOutage } from '../../api/errors/outage';
import { recordAudit, type AuditContext } from '../audit/audit-record';
import type { AnyCollection } from '../collections/collection';
import type { Listing, Page, PageRequest } from '../paging/listing';
import { listPage } from '../paging/paged-query';
import { SlugKeeper } from '../publishing/slug-keeper';
import { moveVersion } from '../editing/edit-version';
import { trashActions } from './trash-actions';
import { forgetRevisions } from '../revisions/revision-writer';

/** Who moved an item to the trash. */
export interface Trasher {
  id: string | null;
  email: string;
}

/** A row in the trash: the only ones restore and purge act on (anything else is 404). */
const TRASHED = { deletedAt: Not(IsNull()) };

/**
 * A collection's trash. Deleting an item marks its row (deletedAt, deletedBy…) and
 * keeps everything else: images, slug and former slugs (still reserved), revisions.
 * TypeORM leaves marked rows out of every read, so the public and the admin see
 * nothing of them; only this class reads them (withDeleted). Restoring clears the
 * mark; purging deletes the row for good and then its images. Each change is one
 * conditional statement, so of two replicas acting on one item only one does it.
 */
export class CollectionTrash {
  private readonly repo: Repository<ViewedRecord>;
  private readonly actions;

  constructor(
    private readonly collection: AnyCollection,
    private readonly dataSource: DataSource,
    private readonly images: ImageStore,
  ) {
    this.repo = dataSource.getRepository<ViewedRecord>(collection.entity);
    this.actions = trashActions(collection.key);
  }

  /** Marks the item trashed in the caller's transaction (the delete's); its version moves, so a stale editor's save is refused. */
  async moveIn(manager: EntityManager, item: ViewedRecord, by: Trasher): Promise<void> {
    await moveVersion(manager, { entity: this.collection.entity, id: item.id, kind: this.collection.key }, undefined);
    await manager.createQueryBuilder().update(this.collection.entity)
      .set({ deletedAt: new Date(), deletedById: by.id, deletedByEmail: by.email.toLowerCase() })
      .where('id = :id AND deletedAt IS NULL', { id: item.id })
      .execute();
  }

  /** The trashed items, most recently trashed first. Totals are kept per content version, which every trash change moves. */
  list(request: PageRequest, version: () => Promise<number>): Promise<Page<ViewedRecord>> {
    // Searched by the collection's own columns: `q` finds a trashed item as it finds a listed one.
    const listing: Listing<ViewedRecord> = { newestFirstBy: 'deletedAt', search: this.collection.listing.search as Listing<ViewedRecord>['search'] };
    return listPage(this.repo, listing, request, {
      withDeleted: true,
      scope: (alias) => ({ sql: `${alias}.deletedAt IS NOT NULL`, params: {} }),
      version,
    });
  }

  /** Brings a trashed item back as it was: its row was never changed, so its images, slug and revisions are all there. */
  async restore(id: string, audit: AuditContext): Promise<ViewedRecord> {
    const item = await this.findTrashed(id);
    await this.dataSource.transaction(async (manager) => {
      const { affected } = await manager.createQueryBuilder().update(this.collection.entity)
        .set({ deletedAt: null, deletedById: null, deletedByEmail: null })
        .where('id = :id AND deletedAt IS NOT NULL', { id: item.id })
        .execute();
      // Restored or purged by someone else meanwhile.
      if (!affected) throw this.notInTrash();
      await recordAudit(manager, audit, this.actions.restored, this.targetOf(item));
    });
    return this.repo.findOneByOrFail({ id: item.id });
  }

  /** Deletes a trashed item for good, then its images (those nothing else uses). Answers its id. */
  async purge(id: string, audit: AuditContext): Promise<string> {
    const item = await this.findTrashed(id);
    if (!(await this.purgeRow(item, audit))) throw this.notInTrash();
    return item.id;
  }

  /** Purges every item trashed before `before`; answers how many this process purged (another replica's share is not counted). */
  async purgeTrashedBefore(before: Date, audit: AuditContext): Promise<number> {
    const due = await this.repo.find({ where: { deletedAt: LessThan(before) }, withDeleted: true, order: { deletedAt: 'ASC' }, take: 100 });
    let purged = 0;
    for (const item of due) if (await this.purgeRow(item, audit, before)) purged += 1;
    return purged;
  }

  /**
   * One conditional DELETE: of two replicas (or an owner and the periodic task) purging
   * the same item, one deletes the row and removes its images; the other finds nothing.
   */
  private async purgeRow(item: ViewedRecord, audit: AuditContext, trashedBefore?: Date): Promise<boolean> {
    const urls = this.collection.images.read(item);
    let deleted = false;
    let namedByRevisions: string[] = [];
    try {
      await this.dataSource.transaction(async (manager) => {
        const remove = manager.createQueryBuilder().delete().from(this.collection.entity)
          .where('id = :id AND deletedAt IS NOT NULL', { id: item.id });
        if (trashedBefore) remove.andWhere('deletedAt < :before', { before: trashedBefore });
        const { affected } = await remove.execute();
        if (!affected) return;
        deleted = true;
        if (this.collection.publishing) await this.slugKeeper().forget(manager, item.id);
        // Gone for good: its history goes with it, and the images only that history named.
        namedByRevisions = await forgetRevisions(manager, this.collection.key, item.id);
        await recordAudit(manager, audit, this.actions.purged, this.targetOf(item));
      });
    } catch (error) {
      // Committed or not, unknown: the files wait until the row can be read (kept if it is still there).
      if (isDatabaseOutage(error)) this.images.keepOnlyHeld(urls, () => this.imagesOfRow(item.id));
      throw error;
    }
    if (deleted) await this.images.removeAll([...new Set([...urls, ...namedByRevisions])]);
    return deleted;
  }

  private async findTrashed(id: string): Promise<ViewedRecord> {
    const item = looksLikeId(id) ? await this.repo.findOne({ where: { id, ...TRASHED }, withDeleted: true }) : null;
    if (!item) throw this.notInTrash();
    return item;
  }

  private async imagesOfRow(id: string): Promise<string[]> {
    const row = await this.repo.findOne({ where: { id }, withDeleted: true });
    return row ? this.collection.images.read(row) : [];
  }

  private slugKeeper(): SlugKeeper {
    const { key, label, publishing } = this.collection;
    return new SlugKeeper({ key, label, slugFrom: (item) => publishing!.slugFrom(item) });
  }

  private notInTrash() {
    return notFound(`${this.collection.label} not found in the trash`);
  }

  private targetOf(item: ViewedRecord) {
    return { kind: this.collection.key, id: item.id, label: this.collection.titleOf?.(item) ?? item.id };
  }
}

/**
 * The item without its trash columns, for a save: TypeORM writes every column a saved
 * object defines, so an update that read the item just before a colleague trashed it
 * would otherwise write `deletedAt = null` and bring it back. Left undefined, they are
 * left alone.
 */
export function withoutTrashMark<T extends ViewedRecord>(item: T): T {
  return Object.assign(item, { deletedAt: undefined, deletedById: undefined, deletedByEmail: undefined });
}
