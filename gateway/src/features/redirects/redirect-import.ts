import { DEFAULT_REDIRECT_STATUS, REDIRECT_IMPORT_MAX_BYTES, REDIRECT_STATUSES } from '@consultancy/domain/redirects';
import { parse } from 'csv-parse/sync';
import { Field, Int, ObjectType } from 'type-graphql';
import { auditAction, withAudit, type AuditContext } from '../../content/audit/audit-record';
import { readUpload, type FileUpload } from '../../infra/storage/image-file';
import { badInput } from '../../api/errors/api-error';
import type { Services } from '../../services';
import { formerSlugLoop } from './redirect-loops';
import { forgetMissing, oneWriteAtATime, ruleProblem, ruleSet } from './redirect-service';
import type { CandidateRule } from './redirect-rules';
import { Redirect } from './redirect.entity';

@ObjectType({ description: 'A line of the CSV that was not imported, and why.' })
class RefusedLine {
  @Field(() => Int, { description: 'Its line number in the file (the header is line 1).' }) line: number;
  @Field({ description: 'Its source column, as written.' }) source: string;
  @Field() reason: string;
}

@ObjectType({ description: 'What a CSV import did: the redirects it added and the lines it refused.' })
export class RedirectImport {
  @Field(() => Int) imported: number;
  @Field(() => [RefusedLine]) refused: RefusedLine[];
}

/** The columns of a WordPress "Redirection" export; `source` and `target` are required, any other column is ignored. */
const REQUIRED_COLUMNS = ['source', 'target'];
/** A line's `status` that imports: the plugin writes `active` (or `disabled`); `enabled` is how older files and people write it. */
const ENABLED_STATUSES = ['active', 'enabled'];
const HEADER_MESSAGE = 'The file must be a CSV whose first line names its columns, source and target at least (a WordPress Redirection export: source,target,regex,code,type,hits,title,status)';

type Row = Record<string, string>;

/** A source written as a full URL of the old site keeps its path and query string. */
function sourcePath(source: string): string {
  if (!/^https?:\/\//i.test(source)) return source;
  const url = new URL(source);
  return `${url.pathname}${url.search}`;
}

/** The rule a line stands for, or why it cannot be one. */
function ruleOf(row: Row): CandidateRule | string {
  if (row.regex && row.regex !== '0') return 'regular expressions are not supported: add each path as its own line';
  if (row.type && row.type !== 'url') return `type ${row.type} is not a redirect to a URL`;
  if (row.status && !ENABLED_STATUSES.includes(row.status.toLowerCase())) return `the redirect is ${row.status} in the export`;
  const status = row.code ? Number(row.code) : DEFAULT_REDIRECT_STATUS;
  if (!(REDIRECT_STATUSES as readonly number[]).includes(status)) return `code ${row.code} is not one of: ${REDIRECT_STATUSES.join(', ')}`;
  try {
    return { fromPath: sourcePath(row.source), to: row.target, status };
  } catch {
    return `source ${row.source} is not a path or URL`;
  }
}

/** The file's lines as rows named by its header (lower case, trimmed), each with its line number. */
function rowsOf(text: string): Array<{ line: number; row: Row }> {
  let records: Array<{ record: string[]; info: { lines: number } }>;
  try {
    records = parse(text, { bom: true, skip_empty_lines: true, relax_column_count: true, trim: true, info: true }) as unknown as typeof records;
  } catch (error) {
    throw badInput(`The file is not valid CSV: ${(error as Error).message}`);
  }
  const [header, ...lines] = records;
  const names = header?.record.map((name) => name.toLowerCase());
  if (!names || !REQUIRED_COLUMNS.every((name) => names.includes(name))) throw badInput(HEADER_MESSAGE);
  return lines.map(({ record, info }) => ({
    line: info.lines,
    row: Object.fromEntries(names.map((name, at) => [name, record[at] ?? ''])),
  }));
}

/**
 * Imports a CSV line by line, in one transaction: each valid line becomes a redirect (its
 * hits kept), each other line is reported with its number and reason, and the lines are
 * checked in order against the table as it grows, so a file cannot bring in a chain either.
 */
export async function importRedirects(services: Services, context: AuditContext, file: Promise<FileUpload>): Promise<RedirectImport> {
  const { data } = await readUpload(file, REDIRECT_IMPORT_MAX_BYTES);
  const lines = rowsOf(data.toString('utf8'));
  return oneWriteAtATime(() => withAudit(services.dataSource, context, auditAction('redirects.imported'), async (manager) => {
    const rules = await ruleSet(manager);
    const result: RedirectImport = { imported: 0, refused: [] };
    for (const { line, row } of lines) {
      const rule = ruleOf(row);
      const problem = typeof rule === 'string' ? rule : ruleProblem(rule) ?? rules.problemWith(rule)?.message ?? (await formerSlugLoop(services, rule));
      if (typeof rule === 'string' || problem) {
        result.refused.push({ line, source: row.source, reason: problem! });
        continue;
      }
      const hits = Math.max(0, Number.parseInt(row.hits, 10) || 0);
      const saved = await manager.getRepository(Redirect).save(manager.getRepository(Redirect).create({ ...rule, hits }));
      await forgetMissing(manager, saved.fromPath);
      rules.add(saved);
      result.imported += 1;
    }
    return result;
  }, (result) => ({ target: { kind: 'redirect', label: `${result.imported} imported, ${result.refused.length} refused` } })));
}
