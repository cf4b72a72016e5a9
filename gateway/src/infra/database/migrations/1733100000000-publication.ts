import { type MigrationInterface, type QueryRunner, TableColumn, TableIndex } from 'typeorm';
import { columnsFor } from './columns';

const PUBLISHABLE = ['portfolios', 'blogs'];
const dueIndex = (table: string) => `IDX_${table}_status_publishAt`;

/**
 * Projects and posts get a status (draft | published) and a publishAt time;
 * existing rows stay public: published, at their creation time. The index
 * serves the watch that notices scheduled items coming due.
 */
export class Publication1733100000000 implements MigrationInterface {
  name = 'Publication1733100000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    const column = columnsFor(queryRunner);
    for (const table of PUBLISHABLE) {
      await queryRunner.addColumn(table, new TableColumn(column.string('status', 20, { default: "'published'" })));
      await queryRunner.addColumn(table, new TableColumn(column.datetime('publishAt', { isNullable: true })));
      await queryRunner.query(`UPDATE ${table} SET publishAt = createdAt`);
      await queryRunner.createIndex(table, new TableIndex({ name: dueIndex(table), columnNames: ['status', 'publishAt'] }));
    }
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    for (const table of [...PUBLISHABLE].reverse()) {
      await queryRunner.dropIndex(table, dueIndex(table));
      await queryRunner.dropColumn(table, 'publishAt');
      await queryRunner.dropColumn(table, 'status');
    }
  }
}
