import { Arg, Authorized, Ctx, Int, Mutation, Query, Resolver, type ClassType } from 'type-graphql';
import type { DataSource } from 'typeorm';
import { auditAction } from '../audit/audit-record';
import type { EditedRecord } from '../../infra/database/record';
import { VERSION_ARG_DESCRIPTION } from '../editing/version-arg';
import type { RequestContext } from '../../api/http/context';
import { checkSettingsOnRestore } from './settings-restore';
import { saveSettings } from './settings-save';
import { ImageUpload } from './settings-uploads';

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
  /** For images held deeper than a field (a list of sections): every image the row names. */
  imagesOf?: (row: Partial<T>) => Array<string | undefined>;
  /** Images the site itself ships (`/images/…`) that an image field may name beside the stored ones. */
  shippedImages?: readonly string[];
  /** Where its revisions' REST calls live (/api/{restPath}/revisions); its key when absent. */
  restPath?: string;
  /** Turns validated input into stored fields, given what is stored now. */
  toFields(input: I, current: T): Partial<T>;
}

/** A settings type described by its key and label: its GraphQL names follow (footer, updateFooter). */
export function defineSettings<T extends EditedRecord, I extends object>(
  definition: Omit<SettingsConfig<T, I>, 'names'>,
): SettingsConfig<T, I> {
  // 'Site settings' → updateSiteSettings
  const noun = definition.label.replace(/(?:^|\s+)(\S)/g, (_match, first: string) => first.toUpperCase());
  const config = { ...definition, names: { query: definition.key, update: `update${noun}` } };
  checkSettingsOnRestore(config);
  return config;
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

/**
 * The stored images one settings row uses (its image fields, or what `imagesOf` finds in its
 * sections), each once. The one place that says which images a settings type holds: the
 * removals keep them, revisions record them and the media library lists them as uses.
 */
export function imagesOfSettingsRow<T extends EditedRecord>(config: SettingsConfig<T, any>, row: Partial<T>): string[] {
  const named = config.imagesOf ? config.imagesOf(row) : (config.images ?? []).map((name) => row[name]);
  return [...new Set(named.filter((url): url is string => typeof url === 'string' && url !== ''))];
}

/** The stored images a settings row has chosen (not the site's own): its revisions record them. */
export const chosenImages = <T extends EditedRecord>(config: SettingsConfig<T, any>, row: Partial<T>) =>
  imagesOfSettingsRow(config, row).filter((url) => !config.shippedImages?.includes(url));

/** Whether a settings type holds images, and so its update takes image files. */
const holdsImages = (config: AnySettings) => Boolean(config.images?.length || config.imagesOf);

/** The stored images the settings have chosen, kept when the item they came with drops them. */
export async function imagesInSettings(dataSource: DataSource, settings: readonly AnySettings[]): Promise<string[]> {
  const urls: string[] = [];
  for (const config of settings.filter(holdsImages)) {
    urls.push(...imagesOfSettingsRow(config, await readSettings(dataSource, config)));
  }
  return urls;
}

export function createSettingsResolver<T extends EditedRecord, I extends object>(config: SettingsConfig<T, I>) {
  // A settings type without an audit action in the domain's list fails here, at start-up.
  auditAction(`${config.key}.updated`);
  // Left out of the schema where there is no image field to fill (the argument is then undefined).
  const imagesArg = holdsImages(config)
    ? Arg('images', () => [ImageUpload], { nullable: true, description: 'Image files, each filling the image field at its path in the input.' })
    : () => undefined;

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
      // Last: where it is left out, the arguments before it keep their places.
      @imagesArg uploads?: ImageUpload[] | null,
    ): Promise<T> {
      const current = await readSettings(ctx.services.dataSource, config as SettingsConfig<T, object>);
      return saveSettings(ctx, config, current, config.toFields(input, current), version ?? undefined, uploads ?? []);
    }
  }
  return SettingsResolver;
}
