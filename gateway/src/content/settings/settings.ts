import type { DataSource } from 'typeorm';
import type { EditedRecord } from '../../infra/database/record';
import { holdsImages, imagesOfSettingsRow, type AnySettings, type SettingsConfig } from './settings-config';
import { checkSettingsOnRestore } from './settings-restore';

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

/** The stored images the settings have chosen, kept when the item they came with drops them. */
export async function imagesInSettings(dataSource: DataSource, settings: readonly AnySettings[]): Promise<string[]> {
  const urls: string[] = [];
  for (const config of settings.filter(holdsImages)) {
    urls.push(...imagesOfSettingsRow(config, await readSettings(dataSource, config)));
  }
  return urls;
}
