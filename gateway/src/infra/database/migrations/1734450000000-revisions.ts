import { type MigrationInterface, type QueryRunner, Table, TableIndex } from 'typeorm';
import { columnsFor } from './columns';

/**
 * Revisions: every save of a collection item or a settings record, with every stored field
 * (content/revisions/). An item's list is read newest first and pruned past the newest kept,
 * both by the (kind, itemId, createdAt, id) index.
 */
export class Revisions1734450000000 implements MigrationInterface {
  name = 'Revisions1734450000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    const c = columnsFor(queryRunner);
    await queryRunner.createTable(new Table({
      name: 'revisions',
      columns: [
        c.id(),
        c.string('kind', 40),
        c.string('itemId', 36),
        c.datetime('createdAt'),
        c.string('adminId', 36, { isNullable: true }),
        c.string('adminEmail', 254),
        c.string('requestId', 128),
        c.text('changedFields'),
        c.text('images'),
        c.text('fieldValues'),
      ],
    }), true);
    await queryRunner.createIndex('revisions', new TableIndex({ name: 'IDX_revisions_kind_itemId_createdAt', columnNames: ['kind', 'itemId', 'createdAt', 'id'] }));
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropTable('revisions', true);
  }
}
