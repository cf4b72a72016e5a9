import { type MigrationInterface, type QueryRunner, Table, TableIndex } from 'typeorm';
import { columnsFor } from './columns';

/**
 * The Idempotency-Key of each write sent with one, with its first answer, shared by
 * every replica (server/idempotency/) and pruned after 24 hours.
 */
export class IdempotencyKeys1734400000000 implements MigrationInterface {
  name = 'IdempotencyKeys1734400000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    const c = columnsFor(queryRunner);
    await queryRunner.createTable(new Table({
      name: 'idempotency_keys',
      columns: [
        c.string('id', 64, { isPrimary: true }),
        c.string('fingerprint', 64),
        c.string('state', 12),
        c.string('holder', 36),
        c.datetime('leaseUntil'),
        c.int('status', { isNullable: true }),
        c.text('headers', { isNullable: true }),
        c.text('body', { isNullable: true }),
        c.datetime('createdAt'),
      ],
    }), true);
    await queryRunner.createIndex('idempotency_keys', new TableIndex({ name: 'IDX_idempotency_keys_created', columnNames: ['createdAt'] }));
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropTable('idempotency_keys', true);
  }
}
