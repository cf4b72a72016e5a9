import type { DataSource, EntityManager, FindOptionsWhere, Repository } from 'typeorm';
import type { AuditActionName } from '@consultancy/domain/audit';
import { auditAction, fieldChanges, recordAudit, type AuditChange, type AuditContext, type AuditTargetInput } from '../audit/audit-record';
import type { ContentVersion } from '../../infra/database/content-version';
import type { ViewedRecord } from '../../infra/database/record';
import { findOr404 } from '../../infra/database/find';
import { badInput, notFound } from '../../api/errors/api-error';
import { isDatabaseOutage } from '../../api/errors/outage';
import type { Listing, Page, PageRequest } from '../paging/listing';
import { listPage } from '../paging/paged-query';
import type { FileUpload } from '../../infra/storage/image-file';
import type { ImageStore } from '../../infra/storage/image-store';
import type { PublishableRecord } from '../publishing/publishable-record';
import type { PublishingInput } from '../publishing/publishing-input';
import { SlugKeeper } from '../publishing/slug-keeper';
import { applyPublication, isVisible, visibleCondition } from '../publishing/visibility';
import type { CollectionConfig } from './collection';
import { announceDelete, announceSave, isLive } from './content-events';
import { checkVersion, moveVersion, type EditedTarget } from '../editing/edit-version';
import { keepRevision } from '../revisions/revision-writer';
import { CollectionTrash, withoutTrashMark, type Trasher } from '../trash/collection-trash';

export type Uploads = Array<FileUpload | Promise<FileUpload>>;

/** Who reads: the public sees only published, due content; an administrator sees everything. */
export type Audience = 'public' | 'admin';

/**
 * The writes of a collection. Files are checked and stored before the row is
 * written and removed again if the write fails; files an update drops are
 * removed only once the update is saved. So a refused request leaves nothing.
 * When the database connection drops during a write, whether it committed is
 * unknown until the row can be read again, and so is which files to keep.
 * Every write is recorded in the audit trail in its own transaction (which the
 * content version moves with: infra/database/versions.ts).
 */
export class CollectionService<T extends ViewedRecord, I extends object> {
  private readonly repo: Repository<T>;
  private readonly slugs: SlugKeeper | null;
  private readonly actions;

  constructor(
    private readonly config: CollectionConfig<T, I>,
    private readonly dataSource: DataSource,
    private readonly images: ImageStore,
    private readonly contentVersion: ContentVersion,
    /** Who writes, from where: required for the writes, which are recorded. */
    private readonly audit?: AuditContext,
  ) {
    this.actions = collectionActions(config.key);
    this.repo = dataSource.getRepository(config.entity);
    const { publishing, key, label } = config;
    this.slugs = publishing ? new SlugKeeper({ key, label, slugFrom: (item) => publishing.slugFrom(item as T) }) : null;
  }

  /** One page of the list, newest first; for the public, only what is published and due. */
  list(request: PageRequest, audience: Audience = 'admin'): Promise<Page<T>> {
    const listing: Listing<T> = { newestFirstBy: 'createdAt', ...this.config.listing };
    const publicOnly = audience === 'public' && this.config.publishing;
    // The public's totals change with this process's view of the version, as its cached pages do (a
    // publication coming due bumps it); an administrator's are exact, from the version read now.
    return listPage(this.repo, listing, request, publicOnly
      ? { scope: (alias) => visibleCondition(alias), version: () => this.contentVersion.current() }
      : { version: () => this.contentVersion.latest() });
  }

  /** By id, or (content with readable URLs) by slug or former slug; a draft or a scheduled item is 404 to the public. */
  async get(idOrSlug: string, audience: Audience = 'admin'): Promise<T> {
    if (!this.slugs) return findOr404(this.repo, idOrSlug, this.config.label);
    const item = await this.slugs.find(this.repo as unknown as Repository<PublishableRecord>, idOrSlug);
    if (audience === 'public' && !isVisible(item)) throw notFound(`${this.config.label} not found`);
    return item as unknown as T;
  }

  async create(input: I, uploads: Uploads, keep: string[] | undefined): Promise<T> {
    const item = this.repo.create(this.config.toFields(input) as T);
    this.config.images.write(item, []);
    return this.saveWithImages(item, [], uploads, keep ?? [], input, null);
  }

  /** `version`: the version the editor loaded; when given, an update made since refuses this one (409). */
  async update(id: string, input: I, uploads: Uploads, keep: string[] | undefined, version?: number): Promise<T> {
    const item = withoutTrashMark(await this.get(id));
    // Refused before any file is read or stored; the write checks again, atomically.
    await checkVersion(this.dataSource.manager, this.edited(item), item.version, version);
    const current = this.config.images.read(item);
    const before = { ...item };
    Object.assign(item, this.config.toFields(input));
    return this.saveWithImages(item, current, uploads, keep ?? current, input, { before, version });
  }

  /**
   * Puts back a revision's values (restorableValues) through the update's path: slug rules,
   * audit, a new revision. Its images are still stored, as a kept revision keeps them.
   */
  async restore(id: string, values: Partial<T>, images: string[]): Promise<T> {
    const item = await this.get(id);
    const current = this.config.images.read(item);
    const before = { ...item };
    // The slug goes to the slug keeper as the input's does, which keeps the one it replaces as a former slug.
    const { slug: _slug, ...fields } = values as Partial<T> & { slug?: unknown };
    Object.assign(item, fields);
    const known = [...current, ...images.filter((url) => !current.includes(url))];
    return this.saveWithImages(item, known, [], images, values as unknown as I, { before, version: undefined });
  }

  /**
   * Moves the item (named by id or slug) to the trash; answers its id. Its row, images,
   * slug and history stay until it is restored or purged (content/trash/).
   */
  async remove(id: string): Promise<string> {
    const item = await this.get(id);
    const trash = new CollectionTrash(this.config, this.dataSource, this.images);
    await this.dataSource.transaction(async (manager) => {
      await trash.moveIn(manager, item, this.trasher());
      await this.record(manager, this.actions.deleted, this.targetOf(item));
      await announceDelete(manager, this.config, item);
    });
    return item.id;
  }

  /**
   * `updating`: null for a new item; for an update, the item as stored before it (to record which
   * fields changed) and the version it was made from, if the editor sent one.
   */
  private async saveWithImages(
    item: T, current: string[], uploads: Uploads, keep: string[], input: I,
    updating: { before: Partial<T>; version: number | undefined } | null,
  ): Promise<T> {
    const slot = this.config.images;
    const kept = await this.checkKept(current, keep, uploads.length);
    // The media library names who uploaded each image.
    const added = await this.images.storeAll(uploads, slot.arg, this.audit?.admin ?? null);
    const previousAlts = slot.alts.read(item);
    slot.write(item, slot.multiple ? [...kept, ...added] : added.length ? added : kept);
    slot.alts.write(item, this.altsFor(slot.read(item), current, previousAlts, input));
    let released: string[] = [];
    try {
      const saved = await this.dataSource.transaction(async (manager) => {
        // First, so that the row is locked before anything else is written and a stale update writes nothing.
        if (updating) item.version = (await moveVersion(manager, this.edited(item), updating.version)) ?? item.version;
        if (this.slugs) applyPublication(item as unknown as PublishableRecord, input as PublishingInput, slot.read(item));
        await this.slugs?.assign(manager, this.config.entity, item as unknown as PublishableRecord, (input as PublishingInput).slug?.trim());
        const written = await manager.getRepository(this.config.entity).save(item);
        if (updating) await this.record(manager, this.actions.updated, this.targetOf(written), fieldChanges(updating.before, written));
        else await this.record(manager, this.actions.created, this.targetOf(written));
        await announceSave(manager, this.config, written, updating ? isLive(this.config, updating.before) : false);
        released = await keepRevision(manager, this.audit!, { kind: this.config.key, entity: this.config.entity }, written, updating?.before ?? null, slot.read(written));
        return written;
      });
      await this.removeUnnamed(saved, [...current, ...released]);
      return saved;
    } catch (error) {
      if (isDatabaseOutage(error) && item.id) this.settleImages(item.id, [...added, ...current]);
      else await this.images.discard(added);
      throw this.slugs ? this.slugs.explain(error) : error;
    }
  }

  /**
   * Of `candidates`, removes the images the item does not hold; removeAll keeps those anything
   * else holds (another item, a page, a kept revision: a restore brings them back, the library).
   */
  private async removeUnnamed(item: T, candidates: string[]): Promise<void> {
    const held = this.config.images.read(item);
    await this.images.removeAll([...new Set(candidates)].filter((url) => !held.includes(url)));
  }

  /**
   * The connection dropped during a write, perhaps after its commit: the images
   * among `candidates` are kept or removed once the row can be read again,
   * according to what it (and everything else, as for removeAll) holds then.
   */
  private settleImages(id: string, candidates: string[]): void {
    this.images.keepOnlyHeld(candidates, async () => {
      const row = await this.repo.findOneBy({ id } as FindOptionsWhere<T>);
      return row ? this.config.images.read(row) : [];
    });
  }

  private trasher(): Trasher {
    if (!this.audit?.admin) throw new Error('A delete needs the signed-in administrator, who is named in the trash');
    return { id: this.audit.admin.id ?? null, email: this.audit.admin.email };
  }

  private edited(item: T): EditedTarget {
    return { entity: this.config.entity, id: item.id, kind: this.config.key };
  }

  private targetOf(item: T) {
    return { kind: this.config.key, id: item.id, label: this.config.titleOf?.(item) ?? item.id };
  }

  private record(manager: EntityManager, action: AuditActionName, target: AuditTargetInput, changes?: AuditChange[]) {
    if (!this.audit) throw new Error('A collection write needs the request context, for the audit trail');
    return recordAudit(manager, this.audit, action, target, changes);
  }

  /**
   * The alt texts in the order of the final images: those the input gives (a list in
   * the images' order, or one text for a single image), else each kept image keeps its own.
   */
  private altsFor(urls: string[], current: string[], previousAlts: string[], input: I): string[] {
    const given = (input as Record<string, unknown>)[this.config.images.alts.field] as string[] | string | null | undefined;
    if (!this.config.images.multiple) return [typeof given === 'string' ? given.trim() : (previousAlts[0] ?? '')];
    if (Array.isArray(given)) return urls.map((_url, index) => given[index]?.trim() ?? '');
    return urls.map((url) => previousAlts[current.indexOf(url)] ?? '');
  }

  /**
   * `keep` may reorder or drop the item's images, or name any other image in the storage: one
   * chosen from the library (another item's, a page's, one uploaded there, or one a kept
   * revision of this item names, restored in the form).
   */
  private async checkKept(current: string[], keep: string[], newCount: number): Promise<string[]> {
    const { arg, max, multiple } = this.config.images;
    const kept = [...new Set(keep)];
    for (const url of kept.filter((candidate) => !current.includes(candidate))) {
      if (!(await this.images.has(url))) throw badInput(`existingImages: "${url}" is not a stored image`);
    }
    const total = multiple ? kept.length + newCount : Math.max(Math.min(kept.length, 1), newCount);
    if (total > max) throw badInput(`${arg}: at most ${max} image${max === 1 ? '' : 's'} allowed`);
    return kept;
  }
}

/** A collection's audit actions, checked against the list when its resolver is built. */
export const collectionActions = (key: string) => ({
  created: auditAction(`${key}.created`),
  updated: auditAction(`${key}.updated`),
  deleted: auditAction(`${key}.deleted`),
});
