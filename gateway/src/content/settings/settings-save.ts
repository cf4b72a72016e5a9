import { auditAction, fieldChanges, recordAudit } from '../audit/audit-record';
import type { EditedRecord } from '../../infra/database/record';
import type { RequestContext } from '../../api/http/context';
import { badInput } from '../../api/errors/api-error';
import { isDatabaseOutage } from '../../api/errors/outage';
import type { ImageStore } from '../../infra/storage/image-store';
import { checkVersion, moveVersion } from '../editing/edit-version';
import { keepRevision } from '../revisions/revision-writer';
import { readSettings } from './settings';
import { chosenImages, imagesOfSettingsRow, type SettingsConfig } from './settings-config';
import { clearUploadFields, storeUploads, type ImageUpload } from './settings-uploads';

/** Each image named must be in the storage (or shipped with the site); a refusal changes nothing. */
async function checkStoredImages<T extends EditedRecord>(config: SettingsConfig<T, any>, fields: Partial<T>, images: ImageStore): Promise<void> {
  for (const url of imagesOfSettingsRow(config, fields)) {
    if (config.shippedImages?.includes(url)) continue;
    if (await images.has(url)) continue;
    const field = config.images?.find((name) => fields[name] === url);
    throw badInput(`${field ? `${field}: ` : ''}"${url}" is not a stored image`);
  }
}

/**
 * Stores `fields` in place of the current values: the version moved, the audit entry and
 * the revision in the same transaction; answers what is stored now. Both the update and a
 * restore come here. `version`: the one the editor loaded; an older one is refused (409).
 * `uploads`: image files, each filling the image field at its path in `fields`; stored only
 * once the paths, the version and the images named are accepted, and discarded if the write
 * then fails, so a refused update leaves no file behind.
 */
export async function saveSettings<T extends EditedRecord>(
  ctx: RequestContext, config: SettingsConfig<T, any>, current: T, fields: Partial<T>, version?: number, uploads: readonly ImageUpload[] = [],
): Promise<T> {
  const { dataSource, images } = ctx.services;
  const target = { entity: config.entity, id: current.id, kind: config.key };
  clearUploadFields(config, fields, uploads);
  await checkVersion(dataSource.manager, target, current.version, version);
  const before = { ...current };
  await checkStoredImages(config, fields, images);
  const added = await storeUploads(images, fields, uploads, ctx.admin);
  Object.assign(current, fields);
  let released: string[] = [];
  const written = await dataSource.transaction(async (manager) => {
    // First: a stale update writes nothing, and two from the same version cannot both pass.
    current.version = (await moveVersion(manager, target, version)) ?? current.version;
    const saved = await manager.getRepository(config.entity).save(current);
    await recordAudit(manager, ctx, auditAction(`${config.key}.updated`), { kind: config.key, id: saved.id, label: config.label }, fieldChanges(before, saved));
    released = await keepRevision(manager, ctx, { kind: config.key, entity: config.entity }, saved, before, chosenImages(config, saved));
    return saved;
  }).catch(async (error: unknown) => {
    await dropUploads(ctx, config, added, error);
    throw error;
  });
  // What a pruned revision alone chose goes, unless something else holds it (ImageStore.removeAll).
  await images.removeAll(released);
  return written;
}

/**
 * The files of a write that failed: removed, as nothing names them. When the database
 * connection dropped, the write may have committed: they are kept or removed once the
 * row can be read again, by what it holds then (the collections do the same).
 */
async function dropUploads(ctx: RequestContext, config: SettingsConfig<any, any>, added: string[], error: unknown): Promise<void> {
  const { dataSource, images } = ctx.services;
  if (added.length === 0) return;
  if (!isDatabaseOutage(error)) return images.discard(added);
  images.keepOnlyHeld(added, async () => imagesOfSettingsRow(config, await readSettings(dataSource, config)));
}
