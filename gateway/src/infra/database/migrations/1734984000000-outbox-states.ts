import { type MigrationInterface, type QueryRunner, TableColumn, TableIndex } from 'typeorm';
import { columnsFor } from './columns';

/**
 * Each outbox email's state (infra/outbox/outbox-email.entity.ts): queued, sent, failed
 * (given up) or unknown (a newsletter email whose sender died mid-send). Emails already sent
 * are `sent`; the due index follows the state instead of sentAt.
 */
export class OutboxStates1734984000000 implements MigrationInterface {
  name = 'OutboxStates1734984000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    const c = columnsFor(queryRunner);
    await queryRunner.addColumn('outbox_emails', new TableColumn(c.string('state', 10, { default: "'queued'" })));
    await queryRunner.query("UPDATE outbox_emails SET state = 'sent' WHERE sentAt IS NOT NULL");
    await queryRunner.dropIndex('outbox_emails', 'IDX_outbox_emails_due');
    await queryRunner.createIndex('outbox_emails', new TableIndex({ name: 'IDX_outbox_emails_due', columnNames: ['state', 'nextAttemptAt'] }));
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropIndex('outbox_emails', 'IDX_outbox_emails_due');
    await queryRunner.createIndex('outbox_emails', new TableIndex({ name: 'IDX_outbox_emails_due', columnNames: ['sentAt', 'nextAttemptAt'] }));
    await queryRunner.dropColumn('outbox_emails', 'state');
  }
}
