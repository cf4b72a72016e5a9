import 'reflect-metadata';
import fs from 'node:fs';
import path from 'node:path';
import { printedSchema } from './schema';

export const SCHEMA_FILE = path.resolve(__dirname, '..', '..', '..', 'schema', 'schema.graphql');

/** `npm run schema`: writes the schema the gateway serves, the source of the web client's types. */
async function main() {
  fs.writeFileSync(SCHEMA_FILE, await printedSchema());
  console.log(`Wrote ${path.relative(process.cwd(), SCHEMA_FILE)}`);
}

if (require.main === module) void main();
