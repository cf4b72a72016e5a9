import { type MigrationInterface, type QueryRunner, Table, TableColumn, TableIndex } from 'typeorm';
import { SLUG_MAX_LENGTH } from '@consultancy/domain';
import { firstFreeSlug, toSlug } from '../../publishing/slug';
import { columnsFor } from './columns';

/** The tables with readable URLs, the column each slug is made from, and the word used when it gives none. */
const SLUGGED: Array<{ table: string; source: string; fallback: string }> = [
  { table: 'portfolios', source: 'projectName', fallback: 'portfolio' },
  { table: 'blogs', source: 'title', fallback: 'blog' },
];

const slugIndex = (table: string) => `IDX_${table}_slug`;

/**
 * Projects and posts get a unique slug (made from their name or title, oldest
 * first, -2, -3 … on collision), and a table of former slugs that redirect.
 */
export class Slugs1733000000000 implements MigrationInterface {
  name = 'Slugs1733000000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    const column = columnsFor(queryRunner);
    for (const { table, source, fallback } of SLUGGED) {
      await queryRunner.addColumn(table, new TableColumn(column.string('slug', SLUG_MAX_LENGTH, { isNullable: true })));
      const rows: Array<{ id: string; name: string }> = await queryRunner.query(
        `SELECT id, ${source} AS name FROM ${table} ORDER BY createdAt, id`,
      );
      const taken = new Set<string>();
      for (const row of rows) {
        const slug = await firstFreeSlug(toSlug(row.name) || fallback, async (candidate) => !taken.has(candidate));
        taken.add(slug);
        await queryRunner.query(`UPDATE ${table} SET slug = ? WHERE id = ?`, [slug, row.id]);
      }
      await queryRunner.createIndex(table, new TableIndex({ name: slugIndex(table), columnNames: ['slug'], isUnique: true }));
    }
    await queryRunner.createTable(new Table({
      name: 'former_slugs',
      columns: [
        column.id(),
        column.string('collection', 40),
        column.string('slug', SLUG_MAX_LENGTH),
        column.string('itemId', 36),
        ...column.timestamps(),
      ],
      indices: [{ name: 'IDX_former_slugs_collection_slug', columnNames: ['collection', 'slug'], isUnique: true }],
    }), true);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropTable('former_slugs', true);
    for (const { table } of [...SLUGGED].reverse()) {
      await queryRunner.dropIndex(table, slugIndex(table));
      await queryRunner.dropColumn(table, 'slug');
    }
  }
}
