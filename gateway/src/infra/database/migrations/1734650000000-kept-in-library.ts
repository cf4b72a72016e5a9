import { type MigrationInterface, type QueryRunner, TableColumn } from 'typeorm';

/**
 * Images are shared: the forms choose them from the media library. One uploaded on the Media
 * screen stays there until deleted there; one uploaded with an item goes with its last use
 * (features/media/). The images already stored came with items, so none is marked.
 */
export class KeptInLibrary1734650000000 implements MigrationInterface {
  name = 'KeptInLibrary1734650000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.addColumn('media', new TableColumn({ name: 'keptInLibrary', type: 'boolean', default: false }));
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropColumn('media', 'keptInLibrary');
  }
}
