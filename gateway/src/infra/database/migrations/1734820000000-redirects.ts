import { type MigrationInterface, type QueryRunner, Table, TableIndex } from 'typeorm';
import { columnsFor } from './columns';

/**
 * The redirect table (features/redirects/redirect.entity.ts) and the bounded log of missing
 * URLs visitors ask for (not-found-path.entity.ts): one row per path, counted in place.
 */
export class Redirects1734820000000 implements MigrationInterface {
  name = 'Redirects1734820000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    const c = columnsFor(queryRunner);
    // Paths match whatever their case, as MySQL's collation compares them anyway: SQLite is told so.
    const anyCase = queryRunner.connection.options.type === 'mysql' ? {} : { collation: 'NOCASE' };
    await queryRunner.createTable(new Table({
      name: 'redirects',
      columns: [
        c.id(),
        ...c.timestamps(),
        c.string('fromPath', 500, anyCase),
        c.string('toUrl', 2000),
        c.int('status'),
        c.int('hits', { default: 0 }),
      ],
    }), true);
    await queryRunner.createIndex('redirects', new TableIndex({ name: 'IDX_redirects_fromPath', columnNames: ['fromPath'], isUnique: true }));
    await queryRunner.createTable(new Table({
      name: 'not_found_paths',
      columns: [
        c.id(),
        c.string('path', 300, anyCase),
        c.int('hits'),
        c.datetime('firstSeenAt'),
        c.datetime('lastSeenAt'),
        c.string('referrer', 300, { isNullable: true }),
      ],
    }), true);
    await queryRunner.createIndex('not_found_paths', new TableIndex({ name: 'IDX_not_found_paths_path', columnNames: ['path'], isUnique: true }));
    await queryRunner.createIndex('not_found_paths', new TableIndex({ name: 'IDX_not_found_paths_hits', columnNames: ['hits'] }));
    await queryRunner.createIndex('not_found_paths', new TableIndex({ name: 'IDX_not_found_paths_lastSeenAt', columnNames: ['lastSeenAt'] }));
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropTable('not_found_paths', true);
    await queryRunner.dropTable('redirects', true);
  }
}
