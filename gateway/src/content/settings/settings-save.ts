import { auditAction, fieldChanges, recordAudit } from '../audit/audit-record';
import type { EditedRecord } from '../../infra/database/record';
import type { RequestContext } from '../../server/graphql/context';
import { badInput } from '../../server/errors/api-error';
import type { ImageStore } from '../../infra/storage/image-store';
import { checkVersion, moveVersion } from '../editing/edit-version';
import { releaseChosenImages } from '../revisions/revision-images';
import { keepRevision } from '../revisions/revision-writer';
import { imagesOfSettingsRow, type SettingsConfig } from './settings';

/** Each image field set to a URL must name an image in the storage; a refusal changes nothing. */
async function checkStoredImages<T extends EditedRecord>(config: SettingsConfig<T, any>, fields: Partial<T>, images: ImageStore): Promise<void> {
  for (const name of config.images ?? []) {
    const url = fields[name];
    if (typeof url === 'string' && url !== '' && !(await images.has(url))) throw badInput(`${name}: "${url}" is not a stored image`);
  }
}

/**
 * Stores `fields` in place of the current values: the version moved, the audit entry and
 * the revision in the same transaction; answers what is stored now. Both the update and a
 * restore come here. `version`: the one the editor loaded; an older one is refused (409).
 */
export async function saveSettings<T extends EditedRecord>(ctx: RequestContext, config: SettingsConfig<T, any>, current: T, fields: Partial<T>, version?: number): Promise<T> {
  const { dataSource, images, collections } = ctx.services;
  const target = { entity: config.entity, id: current.id, kind: config.key };
  await checkVersion(dataSource.manager, target, current.version, version);
  const before = { ...current };
  await checkStoredImages(config, fields, images);
  Object.assign(current, fields);
  let released: string[] = [];
  const written = await dataSource.transaction(async (manager) => {
    // First: a stale update writes nothing, and two from the same version cannot both pass.
    current.version = (await moveVersion(manager, target, version)) ?? current.version;
    const saved = await manager.getRepository(config.entity).save(current);
    await recordAudit(manager, ctx, auditAction(`${config.key}.updated`), { kind: config.key, id: saved.id, label: config.label }, fieldChanges(before, saved));
    released = await keepRevision(manager, ctx, { kind: config.key, entity: config.entity }, saved, before, imagesOfSettingsRow(config, saved));
    return saved;
  });
  await releaseChosenImages(released, dataSource, collections, images);
  return written;
}
