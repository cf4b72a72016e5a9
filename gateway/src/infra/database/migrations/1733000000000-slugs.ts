import slugify from 'slugify';
import { type MigrationInterface, type QueryRunner, Table, TableColumn, TableIndex } from 'typeorm';
import { columnsFor } from './columns';

// Sanctioned copy of publishing/slug.ts and domain's SLUG_MAX_LENGTH as they were: a migration does what it did then.
const SLUG_MAX_LENGTH = 120;
/** Room kept for a collision suffix such as -12. */
const SUFFIX_ROOM = 6;

function toSlug(text: string): string {
  return slugify(text, { lower: true, strict: true, locale: 'en', trim: true })
    .replace(/-+/g, '-')
    .slice(0, SLUG_MAX_LENGTH - SUFFIX_ROOM)
    .replace(/^-+|-+$/g, '');
}

/** `base`, then base-2, base-3 … : the first not yet taken. */
function firstFreeSlug(base: string, taken: ReadonlySet<string>): string {
  for (let n = 1; ; n += 1) {
    const candidate = n === 1 ? base : `${base}-${n}`;
    if (!taken.has(candidate)) return candidate;
  }
}

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
        const slug = firstFreeSlug(toSlug(row.name) || fallback, taken);
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
