import { type MigrationInterface, type QueryRunner, TableColumn } from 'typeorm';
import { columnsFor } from './columns';
import { createIndexes, dropIndexes, type IndexSpec } from './indexes';

/** The collections, as they were listed then: their deletes go to a trash. */
const COLLECTION_TABLES = ['portfolios', 'testimonials', 'blogs'];

/**
 * Deleting an item marks its row trashed: when (`deletedAt`, null while it is
 * not in the trash) and by whom (`deletedById`, `deletedByEmail`). The index on
 * (deletedAt, id) serves the trash's list (newest first) and the purge of items
 * trashed before a date; the public reads' `deletedAt IS NULL` is checked on the
 * rows their own indexes find.
 */
const INDEXES: IndexSpec[] = COLLECTION_TABLES.map((table): IndexSpec => [table, ['deletedAt', 'id']]);

export class Trash1734500000000 implements MigrationInterface {
  name = 'Trash1734500000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    const column = columnsFor(queryRunner);
    for (const table of COLLECTION_TABLES) {
      await queryRunner.addColumns(table, [
        new TableColumn(column.datetime('deletedAt', { isNullable: true })),
        new TableColumn(column.string('deletedById', 36, { isNullable: true })),
        new TableColumn(column.string('deletedByEmail', 254, { isNullable: true })),
      ]);
    }
    await createIndexes(queryRunner, INDEXES);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await dropIndexes(queryRunner, INDEXES);
    for (const table of [...COLLECTION_TABLES].reverse()) {
      for (const name of ['deletedByEmail', 'deletedById', 'deletedAt']) await queryRunner.dropColumn(table, name);
    }
  }
}
