import type { DataSource } from 'typeorm';
import { freshBackend, type TestBackend } from '../../../test/backend';
import { schemaDrift, schemaSnapshot } from '../../../test/schema-drift';
import { entities, migrations, subscribers } from '../../registry';
import { openDatabase } from './data-source';

const open = (backend: TestBackend) =>
  openDatabase({ dataDir: backend.dataDir, databaseUrl: backend.databaseUrl }, { entities, migrations, subscribers }, () => {});

async function snapshotOf(dataSource: DataSource) {
  const runner = dataSource.createQueryRunner();
  try {
    return await schemaSnapshot(runner);
  } finally {
    await runner.release();
  }
}

/**
 * The drift found when this test was written (issue 33), on both databases: each is fixed in the
 * entity or by a migration, and its line leaves this list; the test fails when one is fixed and
 * still listed, too, so the list stays true. Nothing may join it.
 * - the slugs' unique index (migration Slugs) is not declared by the Blog and Portfolio entities;
 * - Portfolio declares defaults for services and clientName that no migration gave the table.
 */
const KNOWN_DRIFT = [
  'Blog: unique (slug) in the database, not in the entity',
  'Portfolio.services (column services): default Web design & Web development in the entity, (none) in the database',
  'Portfolio.clientName (column clientName): default Client Name in the entity, (none) in the database',
  'Portfolio: unique (slug) in the database, not in the entity',
];

/** The migrations, run on an empty database, build the tables the entities describe. */
describe('the migrated schema', () => {
  const opened: Array<{ backend: TestBackend; dataSource: DataSource }> = [];
  let migrated: DataSource;

  beforeAll(async () => {
    const backend = await freshBackend();
    migrated = await open(backend);
    opened.push({ backend, dataSource: migrated });
  });
  afterAll(async () => {
    for (const { backend, dataSource } of opened) {
      await dataSource.destroy();
      await backend.drop();
    }
  });

  it('matches every entity: tables, columns, types, lengths, nullability, defaults, keys, unique sets', async () => {
    expect(await schemaDrift(migrated)).toEqual(KNOWN_DRIFT);
  });

  it('is what the test gateways start on (the copied template)', async () => {
    const backend = await freshBackend({ migrated: true });
    const copy = await open(backend);
    opened.push({ backend, dataSource: copy });
    expect(await snapshotOf(copy)).toEqual(await snapshotOf(migrated));
  });
});
