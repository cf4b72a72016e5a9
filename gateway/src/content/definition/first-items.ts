import type { DataSource } from 'typeorm';
import type { DefinedCollection } from './defined-collection';

/**
 * What each defined collection starts with (options.firstItems: the team's two leaders),
 * written on a new installation's first start only, so that items deleted later never come back.
 * Written in the given order, one at a time, so that they are listed in it.
 */
export async function writeFirstItems(dataSource: DataSource, collections: readonly DefinedCollection[]): Promise<void> {
  for (const { data, config } of collections) {
    const repo = dataSource.getRepository(config.entity);
    for (const values of data.options.firstItems ?? []) await repo.save(repo.create({ ...values }));
  }
}
