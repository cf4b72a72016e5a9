import { type MigrationInterface, type QueryRunner, Table, TableIndex } from 'typeorm';
import { columnsFor } from './columns';

/**
 * Email alerts for new contact messages: the outbox the alerts are written to
 * (in the message's own transaction) and sent from by a worker, and the owner's
 * alert settings (one row). The `spam` status of contacts and subscriptions
 * needs no change: statuses are varchar(20).
 */
export class SpamAndOutbox1733700000000 implements MigrationInterface {
  name = 'SpamAndOutbox1733700000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    const c = columnsFor(queryRunner);
    await queryRunner.createTable(new Table({
      name: 'outbox_emails',
      columns: [
        c.id(),
        ...c.timestamps(),
        c.string('recipient', 254),
        c.string('subject', 300),
        c.text('text'),
        c.int('attempts', { default: 0 }),
        c.datetime('nextAttemptAt'),
        c.datetime('claimedUntil', { isNullable: true }),
        c.datetime('sentAt', { isNullable: true }),
        c.string('lastError', 1000, { default: "''" }),
      ],
    }), true);
    await queryRunner.createIndex('outbox_emails', new TableIndex({ name: 'IDX_outbox_emails_due', columnNames: ['sentAt', 'nextAttemptAt'] }));
    await queryRunner.createTable(new Table({
      name: 'alert_settings',
      columns: [
        c.id(),
        ...c.timestamps(),
        { name: 'enabled', type: 'boolean', default: true },
        c.string('recipient', 254, { default: "''" }),
      ],
    }), true);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropTable('alert_settings', true);
    await queryRunner.dropIndex('outbox_emails', 'IDX_outbox_emails_due');
    await queryRunner.dropTable('outbox_emails', true);
  }
}
