import 'reflect-metadata';
import fs from 'node:fs';
import path from 'node:path';
import { DataSource, type DataSourceOptions, type EntityManager } from 'typeorm';
import type { Config } from '../../config';
import { underStartupLock } from './startup-lock';

/** What the database holds: the features' entities and the migrations that build their tables. */
/** The database, or the transaction a change (and its audit record) runs in. */
export type Db = DataSource | EntityManager;

export interface Tables {
  entities: DataSourceOptions['entities'];
  migrations: DataSourceOptions['migrations'];
  /** Entity subscribers: what every write to some tables also does (e.g. count it). */
  subscribers?: DataSourceOptions['subscribers'];
  /**
   * What a restore does after loading the rows, in their transaction: rows loaded as they were
   * skip the subscribers, so what those keep (the site search's rows) is written again here.
   */
  afterRestore?: (manager: EntityManager) => Promise<void>;
}

function optionsFor(config: Pick<Config, 'databaseUrl' | 'dataDir'>, { entities, migrations, subscribers }: Tables): DataSourceOptions {
  const common = { entities, migrations, subscribers, migrationsRun: false, synchronize: false, logging: false } as const;
  if (config.databaseUrl) {
    return {
      ...common,
      type: 'mysql',
      url: config.databaseUrl,
      charset: 'utf8mb4_unicode_ci',
      timezone: 'Z',
      // Fail fast while the database is away: requests answer 503 instead of hanging.
      connectTimeout: 5_000,
      extra: { connectionLimit: 10, enableKeepAlive: true, keepAliveInitialDelay: 10_000 },
    };
  }
  return {
    ...common,
    type: 'better-sqlite3',
    database: ownerOnlyFile(path.join(config.dataDir, 'site.sqlite')),
    enableWAL: true,
  };
}

/**
 * The SQLite file is created readable by its owner only; SQLite gives its
 * -wal and -shm files the same permissions as the database file.
 */
function ownerOnlyFile(file: string): string {
  fs.closeSync(fs.openSync(file, 'a', 0o600));
  fs.chmodSync(file, 0o600);
  return file;
}

/** Opens the database and brings its schema up to date (once, when replicas start together). */
export async function openDatabase(
  config: Pick<Config, 'databaseUrl' | 'dataDir'>,
  tables: Tables,
  log: (message: string) => void = console.log,
): Promise<DataSource> {
  const dataSource = new DataSource(optionsFor(config, tables));
  await dataSource.initialize();
  await underStartupLock(dataSource, () => dataSource.runMigrations({ transaction: 'each' }), log);
  return dataSource;
}
