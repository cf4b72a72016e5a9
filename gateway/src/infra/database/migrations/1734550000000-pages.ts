import { type MigrationInterface, type QueryRunner, Table } from 'typeorm';
import { columnsFor } from './columns';

/** Sections of each editable page, one JSON column each (first start writes the defaults). */
const PAGES = {
  home_page: ['hero', 'servicesIntro', 'servicesCallToAction', 'industriesIntro', 'industries', 'about'],
  solutions_page: ['hero', 'services', 'callToAction'],
  about_page: ['hero', 'story', 'milestones', 'leaders', 'valuesSection'],
};

/** The Home, Solutions and About pages as documents (one row each), edited in the panel. */
export class Pages1734550000000 implements MigrationInterface {
  name = 'Pages1734550000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    const c = columnsFor(queryRunner);
    for (const [name, sections] of Object.entries(PAGES)) {
      await queryRunner.createTable(new Table({
        name,
        columns: [c.id(), ...sections.map((section) => c.text(section)), c.int('version', { default: 1 }), ...c.timestamps()],
      }), true);
    }
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    for (const name of Object.keys(PAGES).reverse()) await queryRunner.dropTable(name, true);
  }
}
