import { type MigrationInterface, type QueryRunner, TableColumn } from 'typeorm';
import { columnsFor } from './columns';

// domain's SEO_TITLE_MAX_LENGTH and SEO_DESCRIPTION_MAX_LENGTH as they were: a migration does what it did then.
const SEO_TITLE_MAX_LENGTH = 200;
const SEO_DESCRIPTION_MAX_LENGTH = 300;

const PUBLISHABLE = ['portfolios', 'blogs'];

/** Per-item SEO title, description and social image; empty means the item's own title, text and main image. */
export class SeoFields1733200000000 implements MigrationInterface {
  name = 'SeoFields1733200000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    const column = columnsFor(queryRunner);
    for (const table of PUBLISHABLE) {
      await queryRunner.addColumns(table, [
        new TableColumn(column.string('seoTitle', SEO_TITLE_MAX_LENGTH, { default: "''" })),
        new TableColumn(column.string('seoDescription', SEO_DESCRIPTION_MAX_LENGTH, { default: "''" })),
        new TableColumn(column.string('socialImage', 2048, { isNullable: true })),
      ]);
    }
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    for (const table of [...PUBLISHABLE].reverse()) {
      for (const name of ['socialImage', 'seoDescription', 'seoTitle']) await queryRunner.dropColumn(table, name);
    }
  }
}
