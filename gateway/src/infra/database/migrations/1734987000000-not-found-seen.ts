import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * When an administrator was first shown each path of the 404 log (features/redirects): past the
 * log's cap, the paths the owner has seen are kept before those asked for once and never shown.
 * A plain ALTER on both databases, so SQLite keeps the table (and its NOCASE path) as it is.
 */
export class NotFoundSeen1734987000000 implements MigrationInterface {
  name = 'NotFoundSeen1734987000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    const type = queryRunner.connection.options.type === 'mysql' ? 'datetime(3)' : 'datetime';
    await queryRunner.query(`ALTER TABLE not_found_paths ADD COLUMN seenAt ${type} NULL`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('ALTER TABLE not_found_paths DROP COLUMN seenAt');
  }
}
