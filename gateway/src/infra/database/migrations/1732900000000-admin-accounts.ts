import { type MigrationInterface, type QueryRunner, Table, TableColumn, TableIndex } from 'typeorm';
import { columnsFor } from './columns';

/**
 * Accounts a team can share: every token names a row of admin_sessions (ended
 * on logout, dropped after 30 idle days), and each admin has a role, can be
 * disabled, and may be made to change a one-time password. The admins that
 * exist already are owners: until now each of them could do everything.
 */
export class AdminAccounts1732900000000 implements MigrationInterface {
  name = 'AdminAccounts1732900000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    const c = columnsFor(queryRunner);
    await queryRunner.createTable(new Table({
      name: 'admin_sessions',
      columns: [
        c.id(),
        c.string('adminId', 36),
        c.datetime('createdAt'),
        c.datetime('lastSeenAt'),
        c.string('ip', 64, { default: "''" }),
        c.string('userAgent', 500, { default: "''" }),
        c.datetime('endedAt', { isNullable: true }),
      ],
    }), true);
    await queryRunner.createIndex('admin_sessions', new TableIndex({ name: 'IDX_admin_sessions_adminId', columnNames: ['adminId'] }));
    await queryRunner.createIndex('admin_sessions', new TableIndex({ name: 'IDX_admin_sessions_lastSeenAt', columnNames: ['lastSeenAt'] }));
    await queryRunner.addColumns('admins', [
      new TableColumn(c.string('role', 20, { default: "'owner'" })),
      new TableColumn({ name: 'disabled', type: 'boolean', default: false }),
      new TableColumn({ name: 'passwordChangeRequired', type: 'boolean', default: false }),
    ]);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    for (const column of ['passwordChangeRequired', 'disabled', 'role']) await queryRunner.dropColumn('admins', column);
    await queryRunner.dropTable('admin_sessions', true);
  }
}
