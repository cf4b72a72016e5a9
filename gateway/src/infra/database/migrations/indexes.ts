import { type QueryRunner, TableIndex } from 'typeorm';

// Past migrations use these: change the name they give and those migrations could no longer drop their indexes.

/** A plain index: a table and its columns, in order. The same on SQLite and MySQL. */
export type IndexSpec = [table: string, columns: string[]];

const indexName = ([table, columns]: IndexSpec) => `IDX_${table}_${columns.join('_')}`;

export async function createIndexes(queryRunner: QueryRunner, specs: readonly IndexSpec[]): Promise<void> {
  for (const spec of specs) {
    await queryRunner.createIndex(spec[0], new TableIndex({ name: indexName(spec), columnNames: spec[1] }));
  }
}

export async function dropIndexes(queryRunner: QueryRunner, specs: readonly IndexSpec[]): Promise<void> {
  for (const spec of [...specs].reverse()) await queryRunner.dropIndex(spec[0], indexName(spec));
}
