import { type MigrationInterface, type QueryRunner, TableColumn, TableIndex } from 'typeorm';
import { columnsFor } from './columns';

/**
 * Double opt-in (features/subscription/subscription-consent.ts): a subscription is confirmed
 * by the emailed link. The addresses stored before were never asked, so none is confirmed;
 * none was sent a confirmation either, so the weekly removal of unconfirmed ones spares them
 * (it removes those asked more than a week ago).
 */
export class SubscriptionConfirmation1734800000000 implements MigrationInterface {
  name = 'SubscriptionConfirmation1734800000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    const c = columnsFor(queryRunner);
    await queryRunner.addColumns('subscriptions', [
      new TableColumn(c.datetime('confirmedAt', { isNullable: true })),
      new TableColumn(c.datetime('confirmationSentAt', { isNullable: true })),
    ]);
    await queryRunner.createIndex('subscriptions', new TableIndex({ name: 'IDX_subscriptions_confirmationSentAt', columnNames: ['confirmationSentAt'] }));
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropIndex('subscriptions', 'IDX_subscriptions_confirmationSentAt');
    await queryRunner.dropColumns('subscriptions', ['confirmedAt', 'confirmationSentAt']);
  }
}
