import fs from 'node:fs';
import { SCHEMA_FILE, servedSchemaText } from './schema-file';

describe('schema/schema.graphql', () => {
  it('is the schema the gateway serves', async () => {
    const checkedIn = fs.readFileSync(SCHEMA_FILE, 'utf8');
    if ((await servedSchemaText()) !== checkedIn) {
      throw new Error('schema/schema.graphql is out of date: run `npm run schema` and commit the result.');
    }
    expect(checkedIn).toContain('type Query');
  });
});
