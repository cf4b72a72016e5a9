import { type MigrationInterface, type QueryRunner, TableColumn } from 'typeorm';
import { SEO_DESCRIPTION_MAX_LENGTH, SEO_TITLE_MAX_LENGTH } from '@consultancy/domain';
import { columnsFor } from './columns';

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
