import { type MigrationInterface, type QueryRunner, TableColumn, TableIndex } from 'typeorm';
import { columnsFor } from './columns';

/**
 * Who sent each Idempotency-Key (the administrator's id), so that each caller keeps a
 * bounded number of keys (server/idempotency/key-store.ts). Keys kept before have no
 * caller; they run out within 24 hours like any other.
 */
export class IdempotencyKeyCallers1734980000000 implements MigrationInterface {
  name = 'IdempotencyKeyCallers1734980000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    const c = columnsFor(queryRunner);
    await queryRunner.addColumn('idempotency_keys', new TableColumn(c.string('caller', 64, { default: "''" })));
    await queryRunner.createIndex('idempotency_keys', new TableIndex({ name: 'IDX_idempotency_keys_caller', columnNames: ['caller', 'createdAt'] }));
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropIndex('idempotency_keys', 'IDX_idempotency_keys_caller');
    await queryRunner.dropColumn('idempotency_keys', 'caller');
  }
}
