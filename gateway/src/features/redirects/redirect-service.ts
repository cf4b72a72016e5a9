import type { EntityManager } from 'typeorm';
import { auditAction, fieldChanges, withAudit, type AuditContext } from '../../content/audit/audit-record';
import { findOr404 } from '../../infra/database/find';
import { isDuplicateKey } from '../../infra/database/duplicate-key';
import { CONTENT_VERSION } from '../../infra/database/versions';
import { badInput, conflict } from '../../api/errors/api-error';
import type { Services } from '../../services';
import { NotFoundPath } from './not-found-path.entity';
import { formerSlugLoop } from './redirect-loops';
import { fromPathProblem, targetKeys, targetProblem, withoutTrailingSlash } from './redirect-paths';
import { RuleSet, type CandidateRule, type RuleProblem } from './redirect-rules';
import { Redirect } from './redirect.entity';

const LABEL = 'Redirect';

/** A rule's own faults (its paths), before the table is asked: the message names the field. */
export function ruleProblem(rule: CandidateRule): string | null {
  return fromPathProblem(rule.fromPath) ?? targetProblem(rule.to);
}

let writing: Promise<unknown> = Promise.resolve();

/**
 * Redirect writes run one at a time, so two cannot each pass the chain check against a
 * table without the other (A → B and B → C at once): in this process by a queue (SQLite
 * writes through one connection), across replicas by locking the content counter's row
 * (MariaDB), which every redirect write moves at its commit anyway.
 */
export function oneWriteAtATime<T>(write: () => Promise<T>): Promise<T> {
  const turn = writing.then(write, write);
  writing = turn.catch(() => undefined);
  return turn;
}

/** The table's rules, all but `except` (the rule being changed), for the checks of a write; read under the writers' lock. */
export async function ruleSet(manager: EntityManager, except?: string): Promise<RuleSet> {
  if (manager.connection.options.type === 'mysql') {
    await manager.query('SELECT version FROM table_version WHERE name = ? FOR UPDATE', [CONTENT_VERSION]);
  }
  const rules = await manager.getRepository(Redirect).find({ select: { id: true, fromPath: true, to: true, status: true } });
  return new RuleSet(rules.filter((rule) => rule.id !== except));
}

const refusal = (problem: RuleProblem) => (problem.kind === 'duplicate' ? conflict(problem.message) : badInput(problem.message));

/** A path that now redirects stops being listed as missing (a from-path with a query string fixes only that query). */
export async function forgetMissing(manager: EntityManager, fromPath: string): Promise<void> {
  const target = targetKeys(fromPath)!;
  if (target.search) return;
  // The column compares without regard to case on both databases (the migration says so).
  await manager.getRepository(NotFoundPath).delete({ path: withoutTrailingSlash(target.path) });
}

/** Adds, changes and deletes redirects; each write checked against the whole table and recorded in the audit trail. */
export class RedirectService {
  constructor(
    private readonly services: Services,
    private readonly context: AuditContext,
  ) {}

  add(input: CandidateRule): Promise<Redirect> {
    return this.write('redirect.created', input, undefined);
  }

  update(id: string, input: CandidateRule): Promise<Redirect> {
    return this.write('redirect.updated', input, id);
  }

  async remove(id: string): Promise<string> {
    await withAudit(this.services.dataSource, this.context, auditAction('redirect.deleted'), async (manager) => {
      const redirect = await findOr404(manager.getRepository(Redirect), id, LABEL);
      await manager.getRepository(Redirect).delete({ id });
      return redirect;
    }, (redirect) => ({ target: { kind: 'redirect', id, label: redirect.fromPath } }));
    return id;
  }

  private async write(action: 'redirect.created' | 'redirect.updated', input: CandidateRule, id: string | undefined): Promise<Redirect> {
    const rule = { fromPath: input.fromPath.trim(), to: input.to.trim(), status: input.status };
    const problem = ruleProblem(rule) ?? (await formerSlugLoop(this.services, rule));
    if (problem) throw badInput(problem);
    return oneWriteAtATime(() => this.save(action, rule, id));
  }

  private async save(action: 'redirect.created' | 'redirect.updated', rule: CandidateRule, id: string | undefined): Promise<Redirect> {
    try {
      let before: Partial<Redirect> = {};
      return await withAudit(this.services.dataSource, this.context, auditAction(action), async (manager) => {
        const repo = manager.getRepository(Redirect);
        const existing = id ? await findOr404(repo, id, LABEL) : repo.create({ hits: 0 });
        before = id ? { fromPath: existing.fromPath, to: existing.to, status: existing.status } : {};
        const refused = (await ruleSet(manager, id)).problemWith(rule);
        if (refused) throw refusal(refused);
        const saved = await repo.save(Object.assign(existing, rule));
        await forgetMissing(manager, saved.fromPath);
        return saved;
      }, (saved) => ({
        target: { kind: 'redirect', id: saved.id, label: saved.fromPath },
        changes: id ? fieldChanges(before, { fromPath: saved.fromPath, to: saved.to, status: saved.status }) : [],
      }));
    } catch (error) {
      // Two requests adding one from-path at once: the unique index keeps one.
      if (isDuplicateKey(error)) throw conflict(`A redirect from ${rule.fromPath} exists already`);
      throw error;
    }
  }
}
