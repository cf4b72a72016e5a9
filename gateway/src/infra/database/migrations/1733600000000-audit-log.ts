import { type MigrationInterface, type QueryRunner, Table, TableIndex } from 'typeorm';
import { columnsFor } from './columns';

/**
 * The audit trail: one row per administrator action (sign-ins, account, content,
 * settings and export actions), kept AUDIT_RETENTION_DAYS. The Activity list reads
 * it newest first, narrowed by action or by admin, hence the two indexes beside `at` (each ends with the id, the order's tie-break).
 * Emails are stored in lower case (as admins' are), so the admin filter is a plain match.
 */
export class AuditLog1733600000000 implements MigrationInterface {
  name = 'AuditLog1733600000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    const c = columnsFor(queryRunner);
    await queryRunner.createTable(new Table({
      name: 'audit_log',
      columns: [
        c.id(),
        c.datetime('at'),
        c.string('action', 40),
        c.string('adminId', 36, { isNullable: true }),
        c.string('adminEmail', 254),
        c.string('ip', 64),
        c.string('userAgent', 500),
        c.string('requestId', 128),
        c.string('targetKind', 40, { isNullable: true }),
        c.string('targetId', 36, { isNullable: true }),
        c.string('targetLabel', 200, { isNullable: true }),
        c.text('changes'),
      ],
    }), true);
    await queryRunner.createIndex('audit_log', new TableIndex({ name: 'IDX_audit_log_at', columnNames: ['at', 'id'] }));
    await queryRunner.createIndex('audit_log', new TableIndex({ name: 'IDX_audit_log_action_at', columnNames: ['action', 'at', 'id'] }));
    await queryRunner.createIndex('audit_log', new TableIndex({ name: 'IDX_audit_log_adminEmail_at', columnNames: ['adminEmail', 'at', 'id'] }));
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropTable('audit_log', true);
  }
}
