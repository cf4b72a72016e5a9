import { type MigrationInterface, type QueryRunner, Table } from 'typeorm';
import { columnsFor } from './columns';

/** The Contact page as a document (one row, one JSON column per section), as the other pages (1734550000000-pages); first start writes its defaults. */
export class ContactPage1734770000000 implements MigrationInterface {
  name = 'ContactPage1734770000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    const c = columnsFor(queryRunner);
    await queryRunner.createTable(new Table({
      name: 'contact_page',
      columns: [c.id(), ...['meta', 'hero', 'details', 'steps'].map((section) => c.text(section)), c.int('version', { default: 1 }), ...c.timestamps()],
    }), true);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropTable('contact_page', true);
  }
}
