import { type MigrationInterface, type QueryRunner, Table, TableColumn, TableIndex } from 'typeorm';
import { columnsFor } from './columns';

/**
 * The contacts inbox (features/contact/contact-thread*.ts): each message's notes and replies
 * (contact_thread_entries), who it is assigned to and when it was first answered (contacts),
 * the address replies are sent from (alert_settings) and an outbox email's own sender (outbox_emails).
 */
export class ContactInbox1734935000000 implements MigrationInterface {
  name = 'ContactInbox1734935000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    const c = columnsFor(queryRunner);
    await queryRunner.createTable(new Table({
      name: 'contact_thread_entries',
      columns: [
        c.id(),
        ...c.timestamps(),
        c.string('contactId', 36),
        c.string('kind', 10),
        c.text('text'),
        c.string('authorId', 36, { isNullable: true }),
        c.string('authorEmail', 254, { default: "''" }),
        c.string('emailId', 36, { isNullable: true }),
      ],
    }), true);
    await queryRunner.createIndex('contact_thread_entries', new TableIndex({ name: 'IDX_contact_thread_entries_contact', columnNames: ['contactId', 'createdAt'] }));
    await queryRunner.addColumns('contacts', [
      new TableColumn(c.string('assigneeId', 36, { isNullable: true })),
      new TableColumn(c.datetime('firstReplyAt', { isNullable: true })),
    ]);
    await queryRunner.createIndex('contacts', new TableIndex({ name: 'IDX_contacts_assignee', columnNames: ['assigneeId', 'submittedAt'] }));
    await queryRunner.createIndex('contacts', new TableIndex({ name: 'IDX_contacts_firstReplyAt', columnNames: ['firstReplyAt'] }));
    await queryRunner.addColumn('alert_settings', new TableColumn(c.string('replyFrom', 254, { default: "''" })));
    await queryRunner.addColumn('outbox_emails', new TableColumn(c.string('sender', 254, { isNullable: true })));
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropColumn('outbox_emails', 'sender');
    await queryRunner.dropColumn('alert_settings', 'replyFrom');
    await queryRunner.dropIndex('contacts', 'IDX_contacts_firstReplyAt');
    await queryRunner.dropIndex('contacts', 'IDX_contacts_assignee');
    await queryRunner.dropColumns('contacts', ['assigneeId', 'firstReplyAt']);
    await queryRunner.dropTable('contact_thread_entries', true);
  }
}
