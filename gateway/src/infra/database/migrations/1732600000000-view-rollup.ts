import { type MigrationInterface, type QueryRunner, Table } from 'typeorm';

/** Daily view counts: raw page views older than 90 days are folded into them (see analytics/view-rollup.ts). */
export class ViewRollup1732600000000 implements MigrationInterface {
  name = 'ViewRollup1732600000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.createTable(new Table({
      name: 'page_view_days',
      columns: [
        // `day|type|itemId`: one key column (the backup reads every table by one), unique per day, type and item.
        { name: 'id', type: 'varchar', length: '68', isPrimary: true },
        { name: 'day', type: 'varchar', length: '10' },
        { name: 'type', type: 'varchar', length: '20' },
        // '' for views of no item.
        { name: 'itemId', type: 'varchar', length: '36', default: "''" },
        { name: 'views', type: 'int' },
      ],
    }), true);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropTable('page_view_days', true);
  }
}
