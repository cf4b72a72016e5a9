import { type MigrationInterface, type QueryRunner, Table, TableColumn, TableIndex } from 'typeorm';
import { columnsFor } from './columns';

/**
 * Two-factor sign-in (TOTP): each admin may hold an encrypted secret and ten
 * single-use recovery codes (stored as keyed hashes); the last accepted time step
 * stops a code from being used twice. One policy row says whether the owners
 * require it of every administrator.
 */
export class TwoFactor1733500000000 implements MigrationInterface {
  name = 'TwoFactor1733500000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    const c = columnsFor(queryRunner);
    await queryRunner.addColumns('admins', [
      new TableColumn({ name: 'twoFactorEnabled', type: 'boolean', default: false }),
      new TableColumn(c.string('twoFactorSecret', 255, { isNullable: true })),
      new TableColumn(c.int('twoFactorLastStep', { isNullable: true })),
    ]);
    await queryRunner.createTable(new Table({
      name: 'admin_recovery_codes',
      columns: [
        c.id(),
        c.string('adminId', 36),
        c.string('codeHash', 64),
        c.datetime('createdAt'),
        c.datetime('usedAt', { isNullable: true }),
      ],
    }), true);
    await queryRunner.createIndex('admin_recovery_codes', new TableIndex({ name: 'IDX_admin_recovery_codes_adminId', columnNames: ['adminId'] }));
    await queryRunner.createTable(new Table({
      name: 'auth_policy',
      columns: [
        c.id(),
        { name: 'twoFactorRequired', type: 'boolean', default: false },
        c.datetime('updatedAt', { isNullable: true }),
      ],
    }), true);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropTable('auth_policy', true);
    await queryRunner.dropTable('admin_recovery_codes', true);
    for (const column of ['twoFactorLastStep', 'twoFactorSecret', 'twoFactorEnabled']) await queryRunner.dropColumn('admins', column);
  }
}
