import { mediaInUseMessage } from '@consultancy/domain/media';
import type { EntityManager, EntityTarget, ObjectLiteral } from 'typeorm';
import { auditAction, fieldChanges, recordAudit } from '../../content/audit/audit-record';
import { checkVersion, moveVersion } from '../../content/editing/edit-version';
import { itemsHolding } from '../../content/images/image-holders';
import { keepRevision } from '../../content/revisions/revision-writer';
import type { Page } from '../../content/paging/listing';
import { listPage } from '../../content/paging/paged-query';
import { readSettings } from '../../content/settings/settings';
import { chosenImages, imagesOfSettingsRow } from '../../content/settings/settings-config';
import { findOr404 } from '../../infra/database/find';
import type { EditedRecord } from '../../infra/database/record';
import type { FileUpload } from '../../infra/storage/image-file';
import { keyFromUploadUrl, parseOriginalKey } from '../../infra/storage/image-variants';
import { apiError, unavailable } from '../../api/errors/api-error';
import { isDatabaseOutage } from '../../api/errors/outage';
import type { RequestContext } from '../../api/http/context';
import { addMissingRows } from './media-catalogue';
import { replacedColumns } from './image-rewrite';
import type { MediaArgs, MediaInput } from './media.inputs';
import { Media, type MediaUse } from './media.entity';
import { usesOfImages, type UsesByUrl } from './media-uses';

type Upload = FileUpload | Promise<FileUpload>;

/** An item or settings row a replaced image is rewritten in: what to record it as, and which images it holds. */
interface RewrittenUse<T extends ObjectLiteral> {
  entity: EntityTarget<T>;
  kind: string;
  label: string;
  imagesOf(row: T): string[];
}

/** How the library is listed: newest first, searched in the file name and the alt text. */
const LISTING = { newestFirstBy: 'createdAt', search: ['name', 'alt'] } as const;

/** The images used somewhere, left out of the `unused` list. */
const usedScope = (used: string[]) => (alias: string) => ({ sql: `${alias}.url NOT IN (:...usedUrls)`, params: { usedUrls: used } });

/**
 * The media library's reads and writes for one request. Every write is recorded in the
 * audit trail in its own transaction; the `media` table is content (its writes move the
 * content version), so pages showing an image's alt text or focal point follow at once.
 */
export class MediaLibrary {
  constructor(private readonly ctx: RequestContext) {}

  private get services() {
    return this.ctx.services;
  }

  private get repo() {
    return this.services.dataSource.getRepository(Media);
  }

  async list({ page, limit, search, q, unused }: MediaArgs): Promise<Page<Media>> {
    await this.catchUp();
    const uses = await this.uses();
    const used = [...uses.keys()];
    const request = { page, limit, q: (search ?? q)?.trim() || null };
    const scope = unused && used.length ? usedScope(used) : undefined;
    const found = await listPage(this.repo, { ...LISTING }, request, { scope });
    return { ...found, items: found.items.map((media) => withUses(media, uses)) };
  }

  async get(id: string): Promise<Media> {
    return withUses(await this.find(id), await this.uses());
  }

  async update(id: string, input: MediaInput, version?: number): Promise<Media> {
    const media = await this.find(id);
    const target = this.edited(media);
    await checkVersion(this.services.dataSource.manager, target, media.version, version);
    const before = { ...media };
    if (typeof input.alt === 'string') media.alt = input.alt.trim();
    if (input.focalPoint) Object.assign(media, { focalX: input.focalPoint.x, focalY: input.focalPoint.y });
    const saved = await this.services.dataSource.transaction(async (manager) => {
      media.version = (await moveVersion(manager, target, version)) ?? media.version;
      const written = await manager.getRepository(Media).save(media);
      await recordAudit(manager, this.ctx, auditAction('media.updated'), this.targetOf(written), fieldChanges(before, written));
      return written;
    });
    return this.get(saved.id);
  }

  /**
   * Stores a new image (checked and re-encoded as every upload is); its row comes from the
   * storage's listener, and is marked to stay in the library until deleted here.
   */
  async upload(file: Upload): Promise<Media> {
    const [url] = await this.services.images.storeAll([file], 'file', this.ctx.admin);
    const saved = await this.settle([url], async (manager) => {
      const row = await manager.getRepository(Media).findOneBy({ url });
      if (!row) throw unavailable('The image could not be recorded in the library; please try again');
      row.keptInLibrary = true;
      await manager.getRepository(Media).update({ id: row.id }, { keptInLibrary: true });
      await recordAudit(manager, this.ctx, auditAction('media.uploaded'), this.targetOf(row));
      return row;
    });
    return withUses(saved, new Map());
  }

  /**
   * Replaces the file while keeping every use. The new file gets a new URL and every use is
   * rewritten to it in one transaction with the library's row (same id, alt text and focal
   * point), rather than overwriting the file under its URL: stored images are served
   * `immutable` for a year (uploads-router.ts), so browsers and CDNs would go on showing the
   * old picture, and the URL's name carries the image's dimensions and its copies' names.
   * The rewrites move the content version, so the answer cache serves the new URL at once;
   * each rewritten item and settings row moves its own version too (an editor's open form is
   * refused rather than saving the old URL back) and is recorded in the audit trail. The old
   * file goes once nothing names it; a kept revision that names it keeps it (restoring that
   * revision brings it back), and meanwhile the library lists it as an earlier version's.
   */
  async replace(id: string, file: Upload, version?: number): Promise<Media> {
    const media = await this.find(id);
    const target = this.edited(media);
    await checkVersion(this.services.dataSource.manager, target, media.version, version);
    const { filename } = await file;
    const [url] = await this.services.images.storeAll([file], 'file', this.ctx.admin);
    const old = media.url;
    const before = { ...media };
    let released: string[] = [];
    const saved = await this.settle([url], async (manager) => {
      media.version = (await moveVersion(manager, target, version)) ?? media.version;
      // The storage's listener recorded the new file as an image of its own: it is this one's now.
      const recorded = await manager.getRepository(Media).findOneBy({ url });
      if (recorded) await manager.getRepository(Media).delete({ id: recorded.id });
      const sized = parseOriginalKey(keyFromUploadUrl(url) ?? '');
      Object.assign(media, {
        url, name: (filename || recorded?.name || media.name).slice(0, 255),
        size: recorded?.size ?? (await this.services.images.sizeOf(url)) ?? 0,
        width: sized?.width ?? null, height: sized?.height ?? null,
        uploadedById: this.ctx.admin?.id ?? null, uploadedByEmail: this.ctx.admin?.email.toLowerCase() ?? null,
      });
      released = await this.rewriteUses(manager, old, url);
      const written = await manager.getRepository(Media).save(media);
      await recordAudit(manager, this.ctx, auditAction('media.replaced'), this.targetOf(written), fieldChanges(before, written));
      return written;
    });
    await this.releaseOld(old);
    await this.services.images.removeAll(released);
    return this.get(saved.id);
  }

  /** Refused (409, with the uses) while anything uses the image; otherwise its row and its files go. */
  async remove(id: string): Promise<string> {
    const media = await this.find(id);
    const uses = (await this.uses()).get(media.url) ?? [];
    if (uses.length) throw apiError('CONFLICT', mediaInUseMessage(uses.length), { status: 409, details: { uses } });
    await this.services.dataSource.transaction(async (manager) => {
      await manager.getRepository(Media).delete({ id: media.id });
      await recordAudit(manager, this.ctx, auditAction('media.deleted'), this.targetOf(media));
    });
    // The one removal path every image takes: it keeps a file a setting chose meanwhile, and queues one the storage could not remove.
    await this.services.images.removeAll([media.url]);
    return media.id;
  }

  /** Rows for stored images without one; a storage that is away leaves the list as the database has it. */
  private async catchUp(): Promise<void> {
    const { dataSource, images, collections } = this.services;
    await addMissingRows(dataSource, images, collections).catch((error: unknown) => {
      if (isDatabaseOutage(error)) throw error;
      console.warn('The media library could not compare its rows with the stored images:', error);
    });
  }

  /**
   * Runs the write that records files just stored; when it fails, the files go again (a
   * refused request leaves none), or, if the connection dropped and the commit is unknown,
   * once the database says whether a row holds them.
   */
  private async settle<T>(urls: string[], write: (manager: EntityManager) => Promise<T>): Promise<T> {
    const { dataSource, images } = this.services;
    try {
      return await dataSource.transaction(write);
    } catch (error) {
      if (isDatabaseOutage(error)) {
        images.keepOnlyHeld(urls, async () => (await this.repo.find({ select: { id: true, url: true } })).map((row) => row.url));
      } else {
        await images.discard(urls);
      }
      throw error;
    }
  }

  /**
   * Every item (trashed ones too) and settings row naming `from` names `to` instead, each
   * recorded in the audit trail with a revision (so History shows the swap and can undo it) and
   * its version moved. Answers the images the revisions pruned meanwhile named.
   */
  private async rewriteUses(manager: EntityManager, from: string, to: string): Promise<string[]> {
    const { collections, settings, dataSource } = this.services;
    const released: string[] = [];
    for (const collection of collections) {
      for (const item of await itemsHolding(manager, collection, [from])) {
        const use = { entity: collection.entity, kind: collection.key, label: collection.titleOf?.(item) ?? item.id, imagesOf: (row: any) => collection.images.read(row) };
        released.push(...await this.rewriteRow(manager, use, item, from, to));
      }
    }
    for (const config of settings) {
      const row = await readSettings(dataSource, config);
      if (!imagesOfSettingsRow(config, row).includes(from)) continue;
      const use = { entity: config.entity, kind: config.key, label: config.label, imagesOf: (stored: any) => chosenImages(config, stored) };
      released.push(...await this.rewriteRow(manager, use, row, from, to));
    }
    return released;
  }

  private async rewriteRow<T extends EditedRecord & ObjectLiteral>(manager: EntityManager, use: RewrittenUse<T>, row: T, from: string, to: string): Promise<string[]> {
    const repo = manager.getRepository(use.entity);
    const columns = repo.metadata.columns.map((column) => column.propertyName);
    const patch = replacedColumns(row, columns, from, to);
    if (Object.keys(patch).length === 0) return [];
    const { kind, label } = use;
    await moveVersion(manager, { entity: use.entity as EntityTarget<EditedRecord>, id: row.id, kind }, undefined);
    await repo.createQueryBuilder().update().set({ ...patch, updatedAt: new Date() } as never).where('id = :id', { id: row.id }).execute();
    await recordAudit(manager, this.ctx, auditAction(`${kind}.updated`), { kind, id: row.id, label }, Object.keys(patch).map((field) => ({ field })));
    const written = await repo.findOne({ where: { id: row.id } as never, withDeleted: true });
    return written ? keepRevision(manager, this.ctx, { kind, entity: use.entity }, written, row, use.imagesOf(written)) : [];
  }

  /** The replaced file goes unless a kept revision still names it (then it stays for a restore, listed as an earlier version's). */
  private async releaseOld(url: string): Promise<void> {
    // Uses that cannot be read keep the file: a leftover is cheaper than a broken image.
    const uses = await this.uses().catch(() => null);
    if (uses && !uses.has(url)) await this.services.images.removeAll([url]);
  }

  private uses(): Promise<UsesByUrl> {
    const { dataSource, collections, settings } = this.services;
    return usesOfImages({ dataSource, collections, settings });
  }

  private find(id: string): Promise<Media> {
    // "Image not found" (MEDIA_MESSAGES.notFound).
    return findOr404(this.repo, id, 'Image');
  }

  private edited(media: Media) {
    return { entity: Media, id: media.id, kind: 'media' };
  }

  private targetOf(media: Media) {
    return { kind: 'media', id: media.id, label: media.name };
  }
}

/** The image with where it is used. */
function withUses(media: Media, uses: UsesByUrl): Media {
  media.uses = [...(uses.get(media.url) ?? ([] as MediaUse[]))];
  return media;
}
