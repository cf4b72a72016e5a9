/**
 * What the migrations built, compared with what the entities say, one line per difference
 * naming the entity and the column (gateway/src/infra/database/schema-drift.test.ts).
 * TypeORM's own comparison (the SQL `synchronize` would run, `createSchemaBuilder().log()`)
 * is not used: on these tables it asks for 308 statements on SQLite and 219 on MariaDB,
 * nearly all changing nothing a query sees (the migrations name their indexes, which the
 * entities do not declare; MySQL keeps long text as `mediumtext` where the entities say
 * `text`; MariaDB reports a nullable column's default as the text `NULL`; an embedded
 * column's name differs in case only), so an empty log could never be asked for.
 */
import type { DataSource, EntityMetadata, QueryRunner, Table, TableColumn } from 'typeorm';
import type { ColumnMetadata } from 'typeorm/metadata/ColumnMetadata';

/** Long text: the column builders (migrations/columns.ts) make it `mediumtext` on MySQL, the entities say `text`. */
const LONG_TEXT = new Set(['text', 'mediumtext', 'longtext']);

/** SQLite spells `int` as `integer` in the entity's metadata and as written in the table. */
const INTEGER = new Set(['int', 'integer']);

const sameType = (a: string, b: string) => a === b || (LONG_TEXT.has(a) && LONG_TEXT.has(b)) || (INTEGER.has(a) && INTEGER.has(b));

/** Booleans' defaults: SQLite's tables keep `false`/`true`, the entities' metadata `0`/`1`. */
const BOOLEAN_DEFAULTS: Record<string, string> = { false: '0', true: '1' };

/**
 * A default as the text it stores: without the quotes the drivers add (MariaDB's information_schema
 * quotes a text default, and TypeORM quotes it again), and `NULL` read as no default at all.
 */
function plainDefault(value: unknown): string | undefined {
  if (value === undefined || value === null) return undefined;
  let text = String(value).trim();
  while (/^'.*'$/s.test(text)) text = text.slice(1, -1);
  if (text.toUpperCase() === 'NULL') return undefined;
  return BOOLEAN_DEFAULTS[text] ?? text;
}

/** A number's default as written: MySQL's driver rounds it to the column's scale (0.5 becomes 1 without one). */
function entityDefault(dataSource: DataSource, column: ColumnMetadata): string | undefined {
  return typeof column.default === 'number' ? String(column.default) : plainDefault(dataSource.driver.normalizeDefault(column));
}

const sameDefault = (a: string | undefined, b: string | undefined) =>
  a === b || (a !== undefined && b !== undefined && a.trim() !== '' && Number(a) === Number(b));

/**
 * Column names are case-insensitive on both databases. TypeORM spells an embedded column's name
 * itself (`visitLandingpage` for `visitRecord.landingPage`), the migrations `visitLandingPage`.
 */
const key = (name: string) => name.toLowerCase();

function columnDrift(dataSource: DataSource, entity: string, column: ColumnMetadata, found: TableColumn): string[] {
  const where = `${entity}.${column.propertyPath} (column ${found.name})`;
  const drift: string[] = [];
  const wanted = dataSource.driver.normalizeType(column);
  if (!sameType(wanted, found.type)) drift.push(`${where}: type ${wanted} in the entity, ${found.type} in the database`);
  if (wanted === 'varchar') {
    const length = dataSource.driver.getColumnLength(column);
    if (String(length) !== String(found.length)) drift.push(`${where}: length ${length} in the entity, ${found.length} in the database`);
  }
  if (column.isNullable !== found.isNullable) {
    drift.push(`${where}: ${column.isNullable ? 'nullable' : 'not nullable'} in the entity, ${found.isNullable ? 'nullable' : 'not nullable'} in the database`);
  }
  const wantedDefault = column.isGenerated ? undefined : entityDefault(dataSource, column);
  const foundDefault = plainDefault(found.default);
  if (!sameDefault(wantedDefault, foundDefault)) {
    drift.push(`${where}: default ${wantedDefault ?? '(none)'} in the entity, ${foundDefault ?? '(none)'} in the database`);
  }
  return drift;
}

const columnList = (names: string[]) => names.map(key).join(',');

/** Sets of columns that must hold unique values: UNIQUE constraints and unique indexes alike. */
function uniqueSetsOfTable(table: Table): Set<string> {
  return new Set([
    ...table.uniques.map((unique) => columnList(unique.columnNames)),
    ...table.indices.filter((index) => index.isUnique).map((index) => columnList(index.columnNames)),
  ]);
}

function uniqueSetsOfEntity(metadata: EntityMetadata): Set<string> {
  const names = (columns: ColumnMetadata[]) => columnList(columns.map((column) => column.databaseName));
  return new Set([
    ...metadata.uniques.map((unique) => names(unique.columns)),
    ...metadata.indices.filter((index) => index.isUnique).map((index) => names(index.columns)),
  ]);
}

function keyDrift(metadata: EntityMetadata, table: Table): string[] {
  const entity = metadata.name;
  const drift: string[] = [];
  const primary = (names: string[]) => names.map(key).sort().join(',');
  const wantedPrimary = primary(metadata.primaryColumns.map((column) => column.databaseName));
  const foundPrimary = primary(table.primaryColumns.map((column) => column.name));
  if (wantedPrimary !== foundPrimary) drift.push(`${entity}: primary key (${wantedPrimary}) in the entity, (${foundPrimary}) in the database`);

  const wantedUnique = uniqueSetsOfEntity(metadata);
  const foundUnique = uniqueSetsOfTable(table);
  for (const columns of wantedUnique) if (!foundUnique.has(columns)) drift.push(`${entity}: unique (${columns}) in the entity, not in the database`);
  for (const columns of foundUnique) if (!wantedUnique.has(columns)) drift.push(`${entity}: unique (${columns}) in the database, not in the entity`);

  // Most indexes are the migrations' alone (list orders, filters): only those an entity declares are compared.
  const foundIndexes = new Set(table.indices.map((index) => columnList(index.columnNames)));
  for (const index of metadata.indices.filter((declared) => !declared.isUnique)) {
    const columns = columnList(index.columns.map((column) => column.databaseName));
    if (!foundIndexes.has(columns)) drift.push(`${entity}: index (${columns}) in the entity, not in the database`);
  }
  return drift;
}

function tableDrift(dataSource: DataSource, metadata: EntityMetadata, table: Table): string[] {
  const entity = metadata.name;
  const found = new Map(table.columns.map((column) => [key(column.name), column]));
  const drift: string[] = [];
  for (const column of metadata.columns) {
    const stored = found.get(key(column.databaseName));
    found.delete(key(column.databaseName));
    if (stored) drift.push(...columnDrift(dataSource, entity, column, stored));
    else drift.push(`${entity}.${column.propertyPath}: column ${column.databaseName} is not in table ${table.name}`);
  }
  for (const extra of found.values()) drift.push(`${entity}: table ${table.name} has column ${extra.name}, which the entity does not know`);
  return [...drift, ...keyDrift(metadata, table)];
}

/** Every difference between the entities of `dataSource` and the tables its database holds. */
export async function schemaDrift(dataSource: DataSource): Promise<string[]> {
  const runner = dataSource.createQueryRunner();
  try {
    const drift: string[] = [];
    for (const metadata of dataSource.entityMetadatas) {
      const table = await runner.getTable(metadata.tablePath);
      if (table) drift.push(...tableDrift(dataSource, metadata, table));
      else drift.push(`${metadata.name}: table ${metadata.tablePath} is missing`);
    }
    return drift;
  } finally {
    await runner.release();
  }
}

/** The database's own tables (MySQL's getTables() without names reads information_schema's too). */
async function tableNames(runner: QueryRunner): Promise<string[]> {
  const rows = (await (runner.connection.options.type === 'mysql'
    ? runner.query('SELECT TABLE_NAME AS name FROM information_schema.TABLES WHERE TABLE_SCHEMA = DATABASE()')
    : runner.query("SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%'"))) as Array<{ name: string }>;
  return rows.map((row) => row.name);
}

/** The whole schema as plain data (tables, columns, keys, indexes, and how many rows each table holds), to compare two databases. */
export async function schemaSnapshot(runner: QueryRunner): Promise<Record<string, unknown>> {
  const tables = (await runner.getTables(await tableNames(runner))).sort((a, b) => a.name.localeCompare(b.name));
  const snapshot: Record<string, unknown> = {};
  for (const table of tables) {
    const [{ count }] = (await runner.query(`SELECT COUNT(*) AS count FROM ${runner.connection.driver.escape(table.name)}`)) as Array<{ count: number | string }>;
    snapshot[table.name] = {
      rows: Number(count),
      columns: table.columns.map(({ name, type, length, isNullable, default: value, isPrimary }) => ({ name, type, length, isNullable, default: value, isPrimary })),
      indices: table.indices.map(({ name, columnNames, isUnique, isFulltext }) => ({ name, columnNames, isUnique, isFulltext })).sort((a, b) => String(a.name).localeCompare(String(b.name))),
      uniques: table.uniques.map(({ columnNames }) => columnNames.join(',')).sort(),
      foreignKeys: table.foreignKeys.map(({ columnNames, referencedTableName, onDelete }) => ({ columnNames, referencedTableName, onDelete })),
    };
  }
  return snapshot;
}
