import { type MigrationInterface, type QueryRunner, Table, TableIndex } from 'typeorm';
import { columnsFor } from './columns';

// domain's SITE_SETTINGS_LIMITS as they were: a migration does what it did then.
const SITE_SETTINGS_LIMITS = { siteName: 120, defaultDescription: 300 };

/** The blog's category filter (/blog?category=…) reads its page newest first within the category. */
const CATEGORY_INDEX = new TableIndex({ name: 'IDX_blogs_category_createdAt', columnNames: ['category', 'createdAt'] });

/** The site-wide defaults (one row), and the index of the blog's category filter. */
export class SiteSettings1733400000000 implements MigrationInterface {
  name = 'SiteSettings1733400000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    const c = columnsFor(queryRunner);
    await queryRunner.createTable(new Table({
      name: 'site_settings',
      columns: [
        c.id(),
        c.string('siteName', SITE_SETTINGS_LIMITS.siteName),
        c.string('defaultDescription', SITE_SETTINGS_LIMITS.defaultDescription),
        c.string('defaultSocialImage', 2048, { default: "''" }),
        c.string('organizationLogo', 2048, { default: "''" }),
        ...c.timestamps(),
      ],
    }), true);
    await queryRunner.createIndex('blogs', CATEGORY_INDEX);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropIndex('blogs', CATEGORY_INDEX.name!);
    await queryRunner.dropTable('site_settings', true);
  }
}
