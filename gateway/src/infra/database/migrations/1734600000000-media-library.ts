import { type MigrationInterface, type QueryRunner, Table, TableIndex } from 'typeorm';
import { columnsFor } from './columns';

// domain's IMAGE_ALT_MAX_LENGTH as it was: a migration does what it did then.
const IMAGE_ALT_MAX_LENGTH = 250;

/**
 * The media library (features/media/): one row per stored original image, with its file
 * name, size, dimensions, the alt text used where it is placed without one of its own, its
 * focal point (fractions of width and height, the centre by default) and who uploaded it.
 * The library is listed newest first by (createdAt, id); `url` is unique, so two replicas
 * recording one file write one row.
 *
 * A migration sees the database, not the image storage: the images stored before this
 * migration get their rows at start-up, under the start-up lock that runs the migrations
 * (features/media/media-sync.ts), so every one of them is in the library from the first start.
 */
export class MediaLibrary1734600000000 implements MigrationInterface {
  name = 'MediaLibrary1734600000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    const c = columnsFor(queryRunner);
    await queryRunner.createTable(new Table({
      name: 'media',
      columns: [
        c.id(),
        c.string('url', 255, { isUnique: true }),
        c.string('name', 255),
        c.int('size'),
        c.int('width', { isNullable: true }),
        c.int('height', { isNullable: true }),
        c.string('alt', IMAGE_ALT_MAX_LENGTH, { default: "''" }),
        { name: 'focalX', type: 'double', default: 0.5 },
        { name: 'focalY', type: 'double', default: 0.5 },
        c.string('uploadedById', 36, { isNullable: true }),
        c.string('uploadedByEmail', 254, { isNullable: true }),
        ...c.timestamps(),
        c.int('version', { default: 1 }),
      ],
    }), true);
    await queryRunner.createIndex('media', new TableIndex({ name: 'IDX_media_createdAt_id', columnNames: ['createdAt', 'id'] }));
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropTable('media', true);
  }
}
