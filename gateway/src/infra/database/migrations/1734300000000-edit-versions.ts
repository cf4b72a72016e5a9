import { type MigrationInterface, type QueryRunner, TableColumn } from 'typeorm';
import { columnsFor } from './columns';

/** What editors change, as it was listed then: the collections and the settings rows. */
const EDITED_TABLES = ['portfolios', 'testimonials', 'blogs', 'statistics', 'footer', 'site_settings'];

/**
 * Every edited record gets `version`, moved by each write, so that an update made
 * from an older version is refused instead of silently overwriting a colleague's.
 * Existing rows start at 1, as new ones do.
 */
export class EditVersions1734300000000 implements MigrationInterface {
  name = 'EditVersions1734300000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    const column = columnsFor(queryRunner);
    for (const table of EDITED_TABLES) {
      await queryRunner.addColumn(table, new TableColumn(column.int('version', { default: 1 })));
    }
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    for (const table of [...EDITED_TABLES].reverse()) await queryRunner.dropColumn(table, 'version');
  }
}
