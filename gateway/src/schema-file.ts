import 'reflect-metadata';
import fs from 'node:fs';
import path from 'node:path';
import { buildGatewaySchema, printSorted } from './server/graphql/schema';
import { resolvers } from './registry';

export const SCHEMA_FILE = path.resolve(__dirname, '..', '..', 'schema', 'schema.graphql');

/** The schema the gateway serves, as schema/schema.graphql holds it. */
export async function servedSchemaText(): Promise<string> {
  return printSorted(await buildGatewaySchema(resolvers));
}

/** `npm run schema`: writes the schema the gateway serves, the source of the web client's types. */
async function main() {
  fs.writeFileSync(SCHEMA_FILE, await servedSchemaText());
  console.log(`Wrote ${path.relative(process.cwd(), SCHEMA_FILE)}`);
}

if (require.main === module) void main();
