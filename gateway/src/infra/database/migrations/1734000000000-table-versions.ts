import { type MigrationInterface, type QueryRunner, Table } from 'typeorm';

/** The tables whose every write is counted (see paging/table-versions.ts). */
const VERSIONED = ['subscriptions', 'contacts'];

/**
 * One counter per table that every write to it bumps in its own transaction:
 * while the counter stands still, a list's total counted before still holds,
 * so an admin list does not count its whole table on every page it shows.
 */
export class TableVersions1734000000000 implements MigrationInterface {
  name = 'TableVersions1734000000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.createTable(new Table({
      name: 'table_version',
      columns: [
        { name: 'name', type: 'varchar', length: '64', isPrimary: true },
        { name: 'version', type: 'bigint' },
      ],
    }), true);
    for (const name of VERSIONED) await queryRunner.query('INSERT INTO table_version (name, version) VALUES (?, 1)', [name]);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropTable('table_version', true);
  }
}
