import type { DataSource } from 'typeorm';
import type { Config } from './config';
import type { ImageStore } from './storage/image-store';
import { createRateLimits, type RateLimits } from './rate-limit/rate-limits';

/** What the resolvers work with; built once per running app. */
export interface Services {
  config: Config;
  dataSource: DataSource;
  images: ImageStore;
  limits: RateLimits;
}

export function createServices(config: Config, dataSource: DataSource, images: ImageStore): Services {
  return { config, dataSource, images, limits: createRateLimits() };
}
