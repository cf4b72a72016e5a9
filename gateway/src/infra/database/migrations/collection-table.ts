import type { CollectionData } from '@consultancy/domain/collections';
import { collectionNaming } from '@consultancy/domain/collections';
import { SEO_DESCRIPTION_MAX_LENGTH, SEO_TITLE_MAX_LENGTH, SLUG_MAX_LENGTH } from '@consultancy/domain';
import { type MigrationInterface, type QueryRunner, Table, TableIndex, type TableColumnOptions } from 'typeorm';
import { fieldColumns, type FieldColumn } from '../collection-columns';
import { columnsFor } from './columns';
import { createIndexes, type IndexSpec } from './indexes';

type Columns = ReturnType<typeof columnsFor>;

/** A default as TableColumnOptions take it: text quoted, numbers and booleans as they are. */
const sqlDefault = (value: FieldColumn['default']) => (typeof value === 'string' ? `'${value.replace(/'/g, "''")}'` : value);

function tableColumn(c: Columns, column: FieldColumn): TableColumnOptions {
  const options: Partial<TableColumnOptions> = {
    isNullable: column.nullable,
    ...(column.default === undefined ? {} : { default: sqlDefault(column.default) }),
  };
  switch (column.type) {
    case 'varchar': return c.string(column.name, column.length!, options);
    case 'text': case 'json': return c.text(column.name, options);
    case 'int': return c.int(column.name, options);
    default: return { name: column.name, type: column.type, ...options };
  }
}

/** What every collection has, as the migrations up to 1734860000000 gave portfolios, testimonials and blogs. */
const standardColumns = (c: Columns): TableColumnOptions[] => [
  c.int('version', { default: 1 }),
  c.int('views', { default: 0 }),
  c.datetime('deletedAt', { isNullable: true }),
  c.string('deletedById', 36, { isNullable: true }),
  c.string('deletedByEmail', 254, { isNullable: true }),
];

/** Readable URLs, drafts and link previews, as 1733000000000-slugs, -publication and -seo-fields gave portfolios and blogs. */
const publishingColumns = (c: Columns): TableColumnOptions[] => [
  c.string('slug', SLUG_MAX_LENGTH, { isNullable: true }),
  c.string('status', 20, { default: "'published'" }),
  c.datetime('publishAt', { isNullable: true }),
  c.string('seoTitle', SEO_TITLE_MAX_LENGTH, { default: "''" }),
  c.string('seoDescription', SEO_DESCRIPTION_MAX_LENGTH, { default: "''" }),
  c.string('socialImage', 2048, { isNullable: true }),
];

/**
 * The indexes the existing collections' lists, trash, sitemap and public reads use
 * (1732500000000-list-indexes, 1733300000000-sitemap-indexes, 1733900000000-public-list-indexes,
 * 1734500000000-trash, 1734860000000-live-list-indexes), and one for a chosen order.
 */
function standardIndexes(table: string, data: CollectionData): IndexSpec[] {
  const ordered = data.options.orderBy?.length ? [[table, ['deletedAt', ...data.options.orderBy, 'createdAt', 'id']] as IndexSpec] : [];
  const published: IndexSpec[] = data.options.publishing
    ? [[table, ['updatedAt']], [table, ['status', 'createdAt', 'id', 'publishAt']], [table, ['status', 'updatedAt']], [table, ['publishAt']]]
    : [];
  return [[table, ['createdAt', 'id']], [table, ['deletedAt', 'id']], [table, ['deletedAt', 'createdAt', 'id']], ...ordered, ...published];
}

/**
 * Creates a defined collection's table: id, its fields' columns, the standard columns
 * (version, views, the trash's), the publishing ones when it publishes, the timestamps,
 * and the standard indexes. It builds the table the definition describes *now*: a field
 * added later needs a migration of its own, and this one a copy of the fields as they were.
 */
export async function createCollectionTable(queryRunner: QueryRunner, data: CollectionData): Promise<void> {
  const c = columnsFor(queryRunner);
  const { table } = collectionNaming(data.names);
  const columns = [
    c.id(),
    ...fieldColumns(data).map((column) => tableColumn(c, column)),
    ...standardColumns(c),
    ...(data.options.publishing ? publishingColumns(c) : []),
    ...c.timestamps(),
  ];
  await queryRunner.createTable(new Table({ name: table, columns }), true);
  if (data.options.publishing) {
    await queryRunner.createIndex(table, new TableIndex({ name: `IDX_${table}_slug`, columnNames: ['slug'], isUnique: true }));
  }
  await createIndexes(queryRunner, standardIndexes(table, data));
}

export async function dropCollectionTable(queryRunner: QueryRunner, data: CollectionData): Promise<void> {
  await queryRunner.dropTable(collectionNaming(data.names).table, true);
}

/** A migration that creates the collection's table: `name` is the class name TypeORM records (Team1735000000000). */
export function collectionTableMigration(name: string, data: CollectionData): new () => MigrationInterface {
  const migration = class implements MigrationInterface {
    name = name;
    up = (queryRunner: QueryRunner) => createCollectionTable(queryRunner, data);
    down = (queryRunner: QueryRunner) => dropCollectionTable(queryRunner, data);
  };
  Object.defineProperty(migration, 'name', { value: name });
  return migration;
}
