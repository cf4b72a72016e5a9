import type { MigrationInterface, QueryRunner } from 'typeorm';
import { createIndexes, dropIndexes, type IndexSpec } from './indexes';

/**
 * Every paged list is read newest first with the id breaking ties, optionally
 * narrowed to one category or status: an index per order (and per filter
 * followed by that order) lets a page, its total and a CSV batch read only the
 * rows they answer. Plain column lists, so the same indexes exist on SQLite and MySQL.
 */
const LIST_INDEXES: IndexSpec[] = [
  ['portfolios', ['createdAt', 'id']],
  ['portfolios', ['category', 'createdAt', 'id']],
  ['testimonials', ['createdAt', 'id']],
  ['blogs', ['createdAt', 'id']],
  ['subscriptions', ['subscribedAt', 'id']],
  ['subscriptions', ['status', 'subscribedAt', 'id']],
  ['contacts', ['submittedAt', 'id']],
  ['contacts', ['status', 'submittedAt', 'id']],
];

export class ListIndexes1732500000000 implements MigrationInterface {
  name = 'ListIndexes1732500000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await createIndexes(queryRunner, LIST_INDEXES);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await dropIndexes(queryRunner, LIST_INDEXES);
  }
}
