import { type MigrationInterface, type QueryRunner, TableIndex } from 'typeorm';

/**
 * The sitemap dates each list page by its newest change (`ORDER BY updatedAt DESC
 * LIMIT 1`): without an index that reads every row, rich text included, so the
 * sitemap's cost would grow with the content.
 */
const INDEXES: Array<[table: string, columns: string[]]> = [
  ['portfolios', ['updatedAt']],
  ['blogs', ['updatedAt']],
];

const indexName = (table: string, columns: string[]) => `IDX_${table}_${columns.join('_')}`;

export class SitemapIndexes1733300000000 implements MigrationInterface {
  name = 'SitemapIndexes1733300000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    for (const [table, columns] of INDEXES) {
      await queryRunner.createIndex(table, new TableIndex({ name: indexName(table, columns), columnNames: columns }));
    }
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    for (const [table, columns] of [...INDEXES].reverse()) await queryRunner.dropIndex(table, indexName(table, columns));
  }
}
