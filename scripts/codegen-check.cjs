#!/usr/bin/env node
// Exits 1 when the generated web client (web/src/gql, web/src/admin/gql) is not what
// `npm run codegen` would write from schema/schema.graphql and the documents today.
// Prints the files that differ. Used by web/src/generated-client.test.ts.
const fs = require('node:fs');
const path = require('node:path');
const { generate, loadCodegenConfig } = require('@graphql-codegen/cli');

const root = path.resolve(__dirname, '..');

async function main() {
  const { config } = await loadCodegenConfig({ configFilePath: path.join(root, 'codegen.yml') });
  const files = await generate({ ...config, cwd: root, silent: true }, false);
  const stale = files
    .filter(({ filename, content }) => {
      const file = path.join(root, filename);
      return !fs.existsSync(file) || fs.readFileSync(file, 'utf8') !== content;
    })
    .map(({ filename }) => filename);
  if (stale.length) {
    console.log(`Out of date (run \`npm run codegen\` and commit): ${stale.join(', ')}`);
    process.exit(1);
  }
  console.log(`Generated client up to date (${files.length} files)`);
}

process.chdir(root);
main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(2);
});
