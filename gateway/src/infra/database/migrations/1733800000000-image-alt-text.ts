import { type MigrationInterface, type QueryRunner, TableColumn } from 'typeorm';
import { columnsFor } from './columns';

// domain's IMAGE_ALT_MAX_LENGTH as it was: a migration does what it did then.
const IMAGE_ALT_MAX_LENGTH = 250;

/**
 * Alternative text for every image: one per portfolio image (a JSON list in the
 * images' order), one for a testimonial's photo and for a post's featured image.
 * Empty means the item's own name, which the site shows instead.
 */
export class ImageAltText1733800000000 implements MigrationInterface {
  name = 'ImageAltText1733800000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    const column = columnsFor(queryRunner);
    // MySQL gives a text column no default: existing rows get their empty list here.
    await queryRunner.addColumn('portfolios', new TableColumn(column.text('imageAlts', { isNullable: true })));
    await queryRunner.query(`UPDATE portfolios SET imageAlts = '[]'`);
    await queryRunner.addColumn('testimonials', new TableColumn(column.string('userImageAlt', IMAGE_ALT_MAX_LENGTH, { default: "''" })));
    await queryRunner.addColumn('blogs', new TableColumn(column.string('featuredImageAlt', IMAGE_ALT_MAX_LENGTH, { default: "''" })));
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropColumn('blogs', 'featuredImageAlt');
    await queryRunner.dropColumn('testimonials', 'userImageAlt');
    await queryRunner.dropColumn('portfolios', 'imageAlts');
  }
}
