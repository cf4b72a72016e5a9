import { type MigrationInterface, type QueryRunner, TableIndex } from 'typeorm';

/**
 * Every paged list is read newest first with the id breaking ties, optionally
 * narrowed to one category or status: an index per order (and per filter
 * followed by that order) lets a page, its total and a CSV batch read only the
 * rows they answer. Plain column lists, so the same indexes exist on SQLite and MySQL.
 */
const LIST_INDEXES: Array<[table: string, columns: string[]]> = [
  ['portfolios', ['createdAt', 'id']],
  ['portfolios', ['category', 'createdAt', 'id']],
  ['testimonials', ['createdAt', 'id']],
  ['blogs', ['createdAt', 'id']],
  ['subscriptions', ['subscribedAt', 'id']],
  ['subscriptions', ['status', 'subscribedAt', 'id']],
  ['contacts', ['submittedAt', 'id']],
  ['contacts', ['status', 'submittedAt', 'id']],
];

const indexName = (table: string, columns: string[]) => `IDX_${table}_${columns.join('_')}`;

export class ListIndexes1732500000000 implements MigrationInterface {
  name = 'ListIndexes1732500000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    for (const [table, columns] of LIST_INDEXES) {
      await queryRunner.createIndex(table, new TableIndex({ name: indexName(table, columns), columnNames: columns }));
    }
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    for (const [table, columns] of [...LIST_INDEXES].reverse()) await queryRunner.dropIndex(table, indexName(table, columns));
  }
}
