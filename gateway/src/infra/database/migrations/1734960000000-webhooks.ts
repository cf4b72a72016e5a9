import { type MigrationInterface, type QueryRunner, Table, TableIndex } from 'typeorm';
import { columnsFor } from './columns';

/**
 * Signed webhooks (features/webhooks/): the endpoints owners add, and one delivery row per
 * event and endpoint, written in the transaction of the write it tells about and sent by
 * the webhook worker (claimed like the outbox's emails, kept 30 days).
 */
export class Webhooks1734960000000 implements MigrationInterface {
  name = 'Webhooks1734960000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    const c = columnsFor(queryRunner);
    await queryRunner.createTable(new Table({
      name: 'webhook_endpoints',
      columns: [
        c.id(),
        ...c.timestamps(),
        c.string('url', 2000),
        { name: 'events', type: 'text' },
        c.string('description', 300, { default: "''" }),
        { name: 'enabled', type: 'boolean', default: true },
        c.string('secret', 100),
      ],
    }), true);
    await queryRunner.createTable(new Table({
      name: 'webhook_deliveries',
      columns: [
        c.id(),
        ...c.timestamps(),
        c.string('endpointId', 36),
        c.string('eventKey', 100, { isNullable: true }),
        c.string('eventType', 40),
        c.text('payload'),
        c.string('status', 10),
        c.int('attempts', { default: 0 }),
        c.int('seriesAttempts', { default: 0 }),
        c.datetime('seriesStartedAt'),
        c.datetime('nextAttemptAt'),
        c.datetime('claimedUntil', { isNullable: true }),
        c.int('responseCode', { isNullable: true }),
        c.string('lastError', 1000, { default: "''" }),
        c.text('attemptLog'),
      ],
    }), true);
    await queryRunner.createIndex('webhook_deliveries', new TableIndex({ name: 'IDX_webhook_deliveries_due', columnNames: ['status', 'nextAttemptAt'] }));
    await queryRunner.createIndex('webhook_deliveries', new TableIndex({ name: 'IDX_webhook_deliveries_endpoint', columnNames: ['endpointId', 'createdAt'] }));
    await queryRunner.createIndex('webhook_deliveries', new TableIndex({ name: 'IDX_webhook_deliveries_eventKey', columnNames: ['eventKey'] }));
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropTable('webhook_deliveries', true);
    await queryRunner.dropTable('webhook_endpoints', true);
  }
}
