import { type MigrationInterface, type QueryRunner, Table } from 'typeorm';

/**
 * One row counting content changes. Every content write bumps it in its own
 * transaction, so each replica knows, by reading one number, whether the pages
 * it has cached are still right.
 */
export class ContentVersion1732700000000 implements MigrationInterface {
  name = 'ContentVersion1732700000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.createTable(new Table({
      name: 'content_version',
      columns: [
        { name: 'id', type: 'int', isPrimary: true },
        { name: 'version', type: 'bigint' },
      ],
    }), true);
    await queryRunner.query('INSERT INTO content_version (id, version) VALUES (1, 1)');
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropTable('content_version', true);
  }
}
