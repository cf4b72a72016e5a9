import { type MigrationInterface, type QueryRunner, Table, TableColumn, TableIndex } from 'typeorm';
import { columnsFor } from './columns';

/**
 * Newsletters (features/subscription/newsletter-*.ts): an email rendered once per send
 * (outbox_templates: subject, HTML, text, headers with {{fields}}), one outbox row per
 * recipient naming the template, its own few fields (the unsubscribe links) and what it
 * is about (the subscription); bulk rows wait behind alerts. newsletter_sends records each send;
 * newsletter_settings (one row) whether each new post is sent when it is published.
 */
export class NewsletterSends1734900000000 implements MigrationInterface {
  name = 'NewsletterSends1734900000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    const c = columnsFor(queryRunner);
    await queryRunner.createTable(new Table({
      name: 'outbox_templates',
      columns: [c.id(), ...c.timestamps(), c.string('subject', 300), c.text('html'), c.text('text'), c.text('headers')],
    }), true);
    await queryRunner.addColumns('outbox_emails', [
      new TableColumn(c.string('templateId', 36, { isNullable: true })),
      new TableColumn(c.text('fields', { isNullable: true })),
      new TableColumn(c.string('reference', 36, { isNullable: true })),
      new TableColumn({ name: 'bulk', type: 'boolean', default: false }),
    ]);
    await queryRunner.createIndex('outbox_emails', new TableIndex({ name: 'IDX_outbox_emails_template', columnNames: ['templateId', 'sentAt'] }));
    await queryRunner.createTable(new Table({
      name: 'newsletter_sends',
      columns: [
        c.id(),
        ...c.timestamps(),
        c.string('postId', 36),
        c.string('subject', 300),
        c.string('status', 20, { default: "'queued'" }),
        { name: 'test', type: 'boolean', default: false },
        c.int('total', { default: 0 }),
        c.string('templateId', 36),
        c.string('createdById', 36, { isNullable: true }),
        c.string('createdByEmail', 254, { default: "''" }),
        // The post's id on its first real send, null on the others: two first sends at once cannot both commit.
        c.string('firstSendOf', 36, { isNullable: true, isUnique: true }),
      ],
    }), true);
    await queryRunner.createIndex('newsletter_sends', new TableIndex({ name: 'IDX_newsletter_sends_post', columnNames: ['postId', 'test'] }));
    await queryRunner.createIndex('newsletter_sends', new TableIndex({ name: 'IDX_newsletter_sends_createdAt', columnNames: ['createdAt'] }));
    await queryRunner.createTable(new Table({
      name: 'newsletter_settings',
      columns: [c.id(), ...c.timestamps(), { name: 'sendNewPosts', type: 'boolean', default: false }, c.datetime('since', { isNullable: true })],
    }), true);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropTable('newsletter_settings');
    await queryRunner.dropTable('newsletter_sends');
    await queryRunner.dropIndex('outbox_emails', 'IDX_outbox_emails_template');
    await queryRunner.dropColumns('outbox_emails', ['templateId', 'fields', 'reference', 'bulk']);
    await queryRunner.dropTable('outbox_templates');
  }
}
