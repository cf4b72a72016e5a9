import { CONTACT_STATUSES, SUBSCRIPTION_STATUSES } from '@consultancy/domain';
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const root = path.resolve(__dirname, '..', '..');

/** The string union codegen wrote for a GraphQL enum, e.g. `export type ContactStatus = | 'closed' | 'new';`. */
function generatedUnion(file: string, name: string): string[] {
  const text = fs.readFileSync(path.join(root, file), 'utf8');
  const match = new RegExp(`export type ${name} =([^;]*);`).exec(text);
  if (!match) throw new Error(`${file} has no type ${name}`);
  return [...match[1].matchAll(/'([^']*)'/g)].map((value) => value[1]).sort();
}

describe('the generated web client', () => {
  it('is what codegen writes from the checked-in schema and the documents', () => {
    const check = spawnSync(process.execPath, [path.join(root, 'scripts', 'codegen-check.cjs')], { encoding: 'utf8', cwd: root });
    expect(`${check.stdout}${check.stderr}`.trim()).toMatch(/^Generated client up to date/);
    expect(check.status).toBe(0);
  }, 90_000);

  it.each([
    ['ContactStatus', CONTACT_STATUSES],
    ['SubscriptionStatus', SUBSCRIPTION_STATUSES],
  ])('types %s with exactly the values the gateway and the domain package know', (name, values) => {
    expect(generatedUnion('web/src/admin/gql/graphql.ts', name)).toEqual([...values].sort());
  });
});
