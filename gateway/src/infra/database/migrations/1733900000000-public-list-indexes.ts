import type { MigrationInterface, QueryRunner } from 'typeorm';
import { createIndexes, dropIndexes, type IndexSpec } from './indexes';

const PUBLISHED = ['portfolios', 'blogs'];

/**
 * Public lists read the published items newest first (`status = 'published' AND
 * publishAt <= now ORDER BY createdAt DESC, id DESC`). With an index on
 * (status, publishAt) the planner chose it and sorted every published row for
 * each page, so a page's cost grew with the content. These indexes give the
 * order directly and carry publishAt, so a page reads only its rows and the
 * total is counted from the index alone. The sitemap dates a list page by
 * its newest published change (status, updatedAt); the schedule watch looks
 * up what came due by publishAt.
 */
const INDEXES: IndexSpec[] = [
  ...PUBLISHED.map((table): IndexSpec => [table, ['status', 'createdAt', 'id', 'publishAt']]),
  ['portfolios', ['status', 'category', 'createdAt', 'id', 'publishAt']],
  ...PUBLISHED.map((table): IndexSpec => [table, ['status', 'updatedAt']]),
  ...PUBLISHED.map((table): IndexSpec => [table, ['publishAt']]),
];
const REPLACED: IndexSpec[] = PUBLISHED.map((table) => [table, ['status', 'publishAt']]);

export class PublicListIndexes1733900000000 implements MigrationInterface {
  name = 'PublicListIndexes1733900000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await dropIndexes(queryRunner, REPLACED);
    await createIndexes(queryRunner, INDEXES);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await dropIndexes(queryRunner, INDEXES);
    await createIndexes(queryRunner, REPLACED);
  }
}
