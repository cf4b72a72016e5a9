import { type MigrationInterface, type QueryRunner, Table, TableIndex } from 'typeorm';
import { columnsFor } from './columns';

/** Stored files whose removal failed (the storage was down), removed again later (storage/removal-retries.ts). */
export class PendingRemovals1734100000000 implements MigrationInterface {
  name = 'PendingRemovals1734100000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    const c = columnsFor(queryRunner);
    await queryRunner.createTable(new Table({
      name: 'pending_removals',
      columns: [
        c.string('fileKey', 255, { isPrimary: true }),
        c.int('attempts', { default: 0 }),
        c.datetime('nextAttemptAt'),
      ],
    }), true);
    await queryRunner.createIndex('pending_removals', new TableIndex({ name: 'IDX_pending_removals_due', columnNames: ['nextAttemptAt'] }));
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropTable('pending_removals', true);
  }
}
