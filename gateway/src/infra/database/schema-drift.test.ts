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
    expect(await schemaDrift(migrated)).toEqual([]);
  });

  it('is what the test gateways start on (the copied template)', async () => {
    const backend = await freshBackend({ migrated: true });
    const copy = await open(backend);
    opened.push({ backend, dataSource: copy });
    expect(await snapshotOf(copy)).toEqual(await snapshotOf(migrated));
  });
});
