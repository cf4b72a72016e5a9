import { type MigrationInterface, type QueryRunner, Table } from 'typeorm';

/** Rate-limit windows, shared by every replica through the database they already share. */
export class SharedLimits1732400000000 implements MigrationInterface {
  name = 'SharedLimits1732400000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.createTable(new Table({
      name: 'rate_limit_windows',
      columns: [
        // A hash of what is counted (an address, an account): fixed length, and no email stored.
        { name: 'bucket', type: 'char', length: '64', isPrimary: true },
        { name: 'hits', type: 'int' },
        // Milliseconds since the epoch: compared as numbers on both databases.
        { name: 'resetAt', type: 'bigint' },
      ],
    }), true);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropTable('rate_limit_windows', true);
  }
}
