import type { ClassType } from 'type-graphql';
import type { EditedRecord } from '../../infra/database/record';

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

/** Any settings type, for the mechanisms that work across all of them. */
export type AnySettings = SettingsConfig<any, any>;

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
export const holdsImages = (config: AnySettings) => Boolean(config.images?.length || config.imagesOf);
