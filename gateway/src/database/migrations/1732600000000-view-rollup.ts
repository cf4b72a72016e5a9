import { type MigrationInterface, type QueryRunner, Table } from 'typeorm';

/** Daily view counts: raw page views older than 90 days are folded into them (see analytics/view-rollup.ts). */
export class ViewRollup1732600000000 implements MigrationInterface {
  name = 'ViewRollup1732600000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.createTable(new Table({
      name: 'page_view_days',
      columns: [
        { name: 'day', type: 'varchar', length: '10', isPrimary: true },
        { name: 'type', type: 'varchar', length: '20', isPrimary: true },
        // '' for views of no item: a primary key column cannot be NULL on MySQL.
        { name: 'itemId', type: 'varchar', length: '36', isPrimary: true, default: "''" },
        { name: 'views', type: 'int' },
      ],
    }), true);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropTable('page_view_days', true);
  }
}
