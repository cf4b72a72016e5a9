import { type MigrationInterface, type QueryRunner, Table, TableColumn, TableIndex } from 'typeorm';
import { columnsFor } from './columns';

/**
 * Analytics of every page (features/analytics/): what a view says of its visit
 * (landing, source, campaign, device), the daily rollups the raw views are
 * folded into, and the daily random salts of the visitor hashes. Existing views
 * keep their rows; they are folded like new ones.
 */
export class PageAnalytics1734970000000 implements MigrationInterface {
  name = 'PageAnalytics1734970000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    const c = columnsFor(queryRunner);
    await queryRunner.addColumns('page_views', [
      new TableColumn({ name: 'landed', type: 'boolean', default: false }),
      new TableColumn(c.string('source', 100, { default: "''" })),
      new TableColumn(c.string('medium', 100, { default: "''" })),
      new TableColumn(c.string('campaign', 100, { default: "''" })),
      new TableColumn(c.string('device', 10, { default: "''" })),
    ]);
    await queryRunner.createTable(new Table({
      name: 'page_view_rollups',
      columns: [
        c.string('id', 24, { isPrimary: true }),
        c.string('day', 10),
        c.string('kind', 10),
        c.string('name', 200, { default: "''" }),
        c.string('medium', 100, { default: "''" }),
        c.string('campaign', 100, { default: "''" }),
        c.int('views'),
        c.int('visitors'),
      ],
    }), true);
    await queryRunner.createIndex('page_view_rollups', new TableIndex({ name: 'IDX_page_view_rollups_day', columnNames: ['day'] }));
    await queryRunner.createTable(new Table({
      name: 'visitor_salts',
      columns: [c.string('id', 10, { isPrimary: true }), c.string('salt', 64)],
    }), true);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropTable('visitor_salts', true);
    await queryRunner.dropTable('page_view_rollups', true);
    for (const column of ['device', 'campaign', 'medium', 'source', 'landed']) await queryRunner.dropColumn('page_views', column);
  }
}
