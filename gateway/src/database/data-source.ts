import 'reflect-metadata';
import path from 'node:path';
import { DataSource, type DataSourceOptions } from 'typeorm';
import type { Config } from '../config';
import { Admin } from '../auth/admin.entity';
import { Blog } from '../blog/blog.entity';
import { Contact } from '../contact/contact.entity';
import { Footer } from '../footer/footer.entity';
import { PageView } from '../analytics/page-view.entity';
import { Portfolio } from '../portfolio/portfolio.entity';
import { Statistics } from '../statistics/statistics.entity';
import { Subscription } from '../subscription/subscription.entity';
import { Testimonial } from '../testimonial/testimonial.entity';
import { InitialSchema1732300000000 } from './migrations/1732300000000-initial-schema';

export const entities = [Admin, Portfolio, Testimonial, Blog, Statistics, Footer, Subscription, Contact, PageView];
const migrations = [InitialSchema1732300000000];

function optionsFor(config: Pick<Config, 'databaseUrl' | 'dataDir'>): DataSourceOptions {
  const common = { entities, migrations, migrationsRun: false, synchronize: false, logging: false } as const;
  if (config.databaseUrl) {
    return {
      ...common,
      type: 'mysql',
      url: config.databaseUrl,
      charset: 'utf8mb4_unicode_ci',
      timezone: 'Z',
      extra: { connectionLimit: 10 },
    };
  }
  return {
    ...common,
    type: 'better-sqlite3',
    database: path.join(config.dataDir, 'site.sqlite'),
    enableWAL: true,
  };
}

/** Opens the database and brings its schema up to date. */
export async function openDatabase(config: Pick<Config, 'databaseUrl' | 'dataDir'>): Promise<DataSource> {
  const dataSource = new DataSource(optionsFor(config));
  await dataSource.initialize();
  await dataSource.runMigrations({ transaction: 'each' });
  return dataSource;
}
