import { Arg, Authorized, Ctx, Int, Mutation, Query, Resolver, type ClassType } from 'type-graphql';
import type { DataSource } from 'typeorm';
import { auditAction, fieldChanges, recordAudit } from '../audit/audit-record';
import type { EditedRecord } from '../../infra/database/record';
import { checkVersion, moveVersion } from '../editing/edit-version';
import { VERSION_ARG_DESCRIPTION } from '../editing/version-arg';
import type { RequestContext } from '../../server/graphql/context';
import { badInput } from '../../server/errors/api-error';
import type { ImageStore } from '../../infra/storage/image-store';

/** Site-wide settings stored as one row (statistics, footer). */
export interface SettingsConfig<T extends EditedRecord, I extends object> {
  /** Its REST calls are /api/{key}/get and /api/{key}/update. */
  key: string;
  entity: ClassType<T>;
  input: ClassType<I>;
  label: string;
  names: { query: string; update: string };
  defaults: Partial<T>;
  /**
   * Fields holding an image chosen among the stored ones (`/uploads/…`, see
   * storedImages) or empty for none: an update naming an image that is not
   * stored is refused.
   */
  images?: ReadonlyArray<keyof T & string>;
  /** Turns validated input into stored fields, given what is stored now. */
  toFields(input: I, current: T): Partial<T>;
}

/** A settings type described by its key and label: its GraphQL names follow (footer, updateFooter). */
export function defineSettings<T extends EditedRecord, I extends object>(
  definition: Omit<SettingsConfig<T, I>, 'names'>,
): SettingsConfig<T, I> {
  // 'Site settings' → updateSiteSettings
  const noun = definition.label.replace(/(?:^|\s+)(\S)/g, (_match, first: string) => first.toUpperCase());
  return { ...definition, names: { query: definition.key, update: `update${noun}` } };
}

/** The text fields of an input without their surrounding spaces. */
export function trimmedText<I extends object>(input: I): Partial<I> {
  return Object.fromEntries(
    Object.entries(input).filter(([, value]) => typeof value === 'string').map(([key, value]) => [key, (value as string).trim()]),
  ) as Partial<I>;
}

/** Any settings type, for the mechanisms that work across all of them. */
export type AnySettings = SettingsConfig<any, any>;

const SINGLETON_ID = 'site';

export async function readSettings<T extends EditedRecord>(dataSource: DataSource, config: SettingsConfig<T, object>): Promise<T> {
  const repo = dataSource.getRepository(config.entity);
  return (await repo.findOneBy({ id: SINGLETON_ID } as never)) ?? repo.create({ ...config.defaults, id: SINGLETON_ID, version: 1 } as T);
}

/** Stores the defaults when nothing is stored yet (first start). */
export async function ensureSettings<T extends EditedRecord>(dataSource: DataSource, config: SettingsConfig<T, object>): Promise<void> {
  const repo = dataSource.getRepository(config.entity);
  if (!(await repo.existsBy({ id: SINGLETON_ID } as never))) await repo.save(await readSettings(dataSource, config));
}

/** The stored images the settings have chosen (their image fields), kept when the item they came with drops them. */
export async function imagesInSettings(dataSource: DataSource, settings: readonly AnySettings[]): Promise<string[]> {
  const urls: string[] = [];
  for (const config of settings.filter((candidate) => candidate.images?.length)) {
    const stored = await readSettings(dataSource, config);
    for (const name of config.images ?? []) if (stored[name]) urls.push(stored[name] as string);
  }
  return urls;
}

/** Each image field set to a URL must name an image in the storage; a refusal changes nothing. */
async function checkStoredImages<T extends EditedRecord>(config: SettingsConfig<T, any>, fields: Partial<T>, images: ImageStore): Promise<void> {
  for (const name of config.images ?? []) {
    const url = fields[name];
    if (typeof url === 'string' && url !== '' && !(await images.has(url))) throw badInput(`${name}: "${url}" is not a stored image`);
  }
}

export function createSettingsResolver<T extends EditedRecord, I extends object>(config: SettingsConfig<T, I>) {
  const updated = auditAction(`${config.key}.updated`);

  @Resolver()
  class SettingsResolver {
    @Query(() => config.entity, { name: config.names.query })
    read(@Ctx() ctx: RequestContext): Promise<T> {
      return readSettings(ctx.services.dataSource, config as SettingsConfig<T, object>);
    }

    @Authorized()
    @Mutation(() => config.entity, { name: config.names.update, description: 'Stores the input in place of the current values; answers what is stored now.' })
    async update(
      @Arg('input', () => config.input) input: I,
      @Arg('version', () => Int, { nullable: true, description: VERSION_ARG_DESCRIPTION }) version: number | null | undefined,
      @Ctx() ctx: RequestContext,
    ): Promise<T> {
      const { dataSource } = ctx.services;
      const current = await readSettings(dataSource, config as SettingsConfig<T, object>);
      const target = { entity: config.entity, id: current.id, kind: config.key };
      await checkVersion(dataSource.manager, target, current.version, version ?? undefined);
      const before = { ...current };
      const fields = config.toFields(input, current);
      await checkStoredImages(config, fields, ctx.services.images);
      Object.assign(current, fields);
      return dataSource.transaction(async (manager) => {
        // First: a stale update writes nothing, and two from the same version cannot both pass.
        current.version = (await moveVersion(manager, target, version ?? undefined)) ?? current.version;
        const written = await manager.getRepository(config.entity).save(current);
        await recordAudit(manager, ctx, updated, { kind: config.key, id: written.id, label: config.label }, fieldChanges(before, written));
        return written;
      });
    }
  }
  return SettingsResolver;
}
