import type { MigrationInterface, QueryRunner } from 'typeorm';
import { createIndexes, dropIndexes, type IndexSpec } from './indexes';

/**
 * The sitemap dates each list page by its newest change (`ORDER BY updatedAt DESC
 * LIMIT 1`): without an index that reads every row, rich text included, so the
 * sitemap's cost would grow with the content.
 */
const INDEXES: IndexSpec[] = [
  ['portfolios', ['updatedAt']],
  ['blogs', ['updatedAt']],
];

export class SitemapIndexes1733300000000 implements MigrationInterface {
  name = 'SitemapIndexes1733300000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await createIndexes(queryRunner, INDEXES);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await dropIndexes(queryRunner, INDEXES);
  }
}
