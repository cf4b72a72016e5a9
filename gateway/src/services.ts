import type { DataSource } from 'typeorm';
import { ContentVersion } from './server/caching/content-version';
import type { Config } from './config';
import type { AnyCollection } from './content/collections/collection';
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
}

export function createServices(
  config: Config,
  dataSource: DataSource,
  images: ImageStore,
  collections: readonly AnyCollection[],
): Services {
  return { config, dataSource, images, limits: new RateLimits(dataSource), contentVersion: new ContentVersion(dataSource), collections };
}
