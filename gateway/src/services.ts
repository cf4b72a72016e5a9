import type { DataSource } from 'typeorm';
import { ContentVersion } from './infra/database/content-version';
import type { Config } from './config';
import type { AnyCollection } from './content/collections/collection';
import { noImageDetails, type ImageDetailsLookup } from './content/images/image-details';
import type { AnySettings } from './content/settings/settings-config';
import type { ImageStore } from './infra/storage/image-store';
import { RateLimits } from './infra/rate-limit/rate-limits';

/** What the resolvers work with; built once per running app. */
export interface Services {
  config: Config;
  dataSource: DataSource;
  images: ImageStore;
  limits: RateLimits;
  /** Bumped by every content write; tells cached pages whether they are still right. */
  contentVersion: ContentVersion;
  /** The content collections, for features that work across them (view counts, sitemap). */
  collections: readonly AnyCollection[];
  /** The settings types, for features that work across them (where the media library's images are used). */
  settings: readonly AnySettings[];
  /** The media library's alt text and focal point of stored images, for the pages that place them (app.ts connects it). */
  imageDetails: ImageDetailsLookup;
}

export function createServices(
  config: Config,
  dataSource: DataSource,
  images: ImageStore,
  collections: readonly AnyCollection[],
  settings: readonly AnySettings[] = [],
): Services {
  return {
    config, dataSource, images, limits: new RateLimits(dataSource), contentVersion: new ContentVersion(dataSource), collections, settings,
    imageDetails: noImageDetails,
  };
}
