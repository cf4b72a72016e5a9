import 'reflect-metadata';
import fs from 'node:fs';
import path from 'node:path';
import { getMetadataStorage } from 'type-graphql';
import { Kind, type GraphQLField, type GraphQLSchema, type OperationDefinitionNode } from 'graphql';
import type { RestRoute } from './api/rest/rest-route';
import { EVEN_WITH_ONE_TIME_PASSWORD, EVEN_WITHOUT_TWO_FACTOR } from './api/http/auth-checker';
import { buildGatewaySchema } from './server/graphql/schema';
import { csvExports, resolvers, restRoutes } from './registry';

export const API_DOCS_FILE = path.resolve(__dirname, '..', '..', 'docs', 'api.md');

/** A documented call: its heading in api.md is `### METHOD /api/path` with `{param}` for `:param`. */
interface DocumentedCall {
  method: string;
  path: string;
  field: string;
}

const shownPath = (expressPath: string) => expressPath.replace(/:(\w+)/g, '{$1}');
/** GitHub's anchor of a heading: lower case, punctuation other than - and _ dropped, spaces to -. */
const anchorOf = (heading: string) => heading.toLowerCase().replace(/[^\w\- ]/g, '').replace(/ /g, '-');
export const headingOf = (call: Pick<DocumentedCall, 'method' | 'path'>) => `${call.method.toUpperCase()} ${shownPath(call.path)}`;

function rootFieldOf(route: RestRoute): string {
  const operation = route.document.definitions.find((definition): definition is OperationDefinitionNode => definition.kind === Kind.OPERATION_DEFINITION);
  const field = operation?.selectionSet.selections.find((selection) => selection.kind === Kind.FIELD);
  if (!field || field.kind !== Kind.FIELD) throw new Error(`${route.method} ${route.path}: its document selects no root field`);
  return field.name.value;
}

/** Every /api/* call: the route table, and the CSV exports (streamed, outside GraphQL). */
export function documentedCalls(): DocumentedCall[] {
  return [
    ...restRoutes.map((route) => ({ method: route.method, path: route.path, field: rootFieldOf(route) })),
    ...csvExports.map((csv) => ({ method: 'get', path: csv.path, field: '' })),
  ];
}

/** Marks beside a role that open a call wider, not narrower: not who may call it. */
const EXEMPTIONS: unknown[] = [EVEN_WITH_ONE_TIME_PASSWORD, EVEN_WITHOUT_TWO_FACTOR];

/** Who may call each root field: '' anyone, 'bearer' any administrator, else the roles. */
function accessByField(): Map<string, string> {
  const storage = getMetadataStorage();
  const access = new Map<string, string>();
  for (const field of [...storage.queries, ...storage.mutations]) {
    const authorized = storage.authorizedFields.find((entry) => entry.target === field.target && entry.fieldName === field.methodName);
    const roles = authorized?.roles.filter((role) => !EXEMPTIONS.includes(role));
    access.set(field.schemaName, roles === undefined ? '' : roles.length ? roles.join(', ') : 'bearer');
  }
  return access;
}

const argumentsOf = (field: GraphQLField<unknown, unknown>) =>
  field.args.length
    ? `(${field.args.map((arg) => `${arg.name}: ${String(arg.type)}${arg.defaultValue === undefined ? '' : ` = ${JSON.stringify(arg.defaultValue)}`}`).join(', ')})`
    : '';
/** A description on one table row: its lines joined, pipes escaped. */
const oneLine = (text: string | null | undefined) => (text ?? '').replace(/\s*\n\s*/g, ' ').replace(/\|/g, '\\|');

function callsTable(calls: DocumentedCall[], access: Map<string, string>): string {
  const rows = calls.map((call) => {
    const heading = headingOf(call);
    return `| [\`${heading}\`](#${anchorOf(heading)}) | ${call.field ? access.get(call.field) ?? '' : 'owner'} | ${call.field ? `\`${call.field}\`` : 'CSV file'} |`;
  });
  return ['| call | auth | GraphQL |', '|---|---|---|', ...rows].join('\n');
}

function operationsTable(fields: GraphQLField<unknown, unknown>[], calls: DocumentedCall[], access: Map<string, string>): string {
  const rows = fields.map((field) => {
    const twins = calls.filter((call) => call.field === field.name).map((call) => `\`${headingOf(call)}\``);
    const cells = [`\`${field.name}${argumentsOf(field)}\``, `\`${String(field.type)}\``, access.get(field.name) ?? '', twins.join(', '), oneLine(field.description)];
    return `| ${cells.join(' | ')} |`;
  });
  return ['| field | answers | auth | REST twin | what it does |', '|---|---|---|---|---|', ...rows].join('\n');
}

/** The parts of api.md written from the code, by the name of their marker. */
async function generatedParts(schema?: GraphQLSchema): Promise<Record<string, string>> {
  const served = schema ?? (await buildGatewaySchema(resolvers));
  const calls = documentedCalls();
  const access = accessByField();
  const fieldsOf = (type: 'Query' | 'Mutation') => Object.values((type === 'Query' ? served.getQueryType() : served.getMutationType())!.getFields());
  return {
    calls: callsTable(calls, access),
    queries: operationsTable(fieldsOf('Query'), calls, access),
    mutations: operationsTable(fieldsOf('Mutation'), calls, access),
  };
}

const block = (name: string) => new RegExp(`(<!-- generated: ${name} \\(npm run docs\\) -->\\n)[\\s\\S]*?(<!-- end of generated: ${name} -->)`);

/** api.md with its generated parts written anew; the text around them is left as it is. */
export async function apiDocsText(current: string): Promise<string> {
  let text = current;
  for (const [name, table] of Object.entries(await generatedParts())) {
    if (!block(name).test(text)) throw new Error(`docs/api.md has no generated part "${name}"`);
    text = text.replace(block(name), (_whole, start: string, end: string) => `${start}${table}\n${end}`);
  }
  return text;
}

/** `npm run docs`: writes the generated parts of docs/api.md (the call and operation tables). */
async function main() {
  fs.writeFileSync(API_DOCS_FILE, await apiDocsText(fs.readFileSync(API_DOCS_FILE, 'utf8')));
  console.log(`Wrote the generated parts of ${path.relative(process.cwd(), API_DOCS_FILE)}`);
}

if (require.main === module) void main();
