import { type MigrationInterface, type QueryRunner, Table, TableIndex } from 'typeorm';
import { columnsFor } from './columns';

/**
 * Two-factor challenges waiting for their code (features/auth/sign-in-challenge.entity.ts):
 * stored so that one is used once and ends with a password change or "sign out everywhere".
 */
export class SignInChallenges1734720000000 implements MigrationInterface {
  name = 'SignInChallenges1734720000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    const c = columnsFor(queryRunner);
    await queryRunner.createTable(new Table({
      name: 'sign_in_challenges',
      columns: [
        c.id(),
        c.string('adminId', 36),
        c.string('deviceId', 36, { isNullable: true }),
        c.datetime('expiresAt'),
      ],
    }), true);
    await queryRunner.createIndex('sign_in_challenges', new TableIndex({ name: 'IDX_sign_in_challenges_adminId', columnNames: ['adminId'] }));
    await queryRunner.createIndex('sign_in_challenges', new TableIndex({ name: 'IDX_sign_in_challenges_expiresAt', columnNames: ['expiresAt'] }));
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropTable('sign_in_challenges', true);
  }
}
