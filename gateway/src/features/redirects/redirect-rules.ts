import { findRule, indexRules, matchKey, targetKeys, type RedirectRule } from './redirect-paths';

/** A rule about to be written: a new one has no id yet. */
export type CandidateRule = Omit<RedirectRule, 'id'> & { id?: string };

/** Why a rule cannot join the table: a duplicate (409) or a loop or chain (400). */
export type RuleProblem = { kind: 'duplicate' | 'chain'; message: string };

/**
 * The table's rules as the checks of a write need them: by from-path, and by target (a
 * site path). A visitor is sent once, never on a chain: a target must not be another
 * rule's from-path, and a from-path must not be another rule's target.
 */
export class RuleSet {
  private readonly byFrom: Map<string, RedirectRule>;
  private readonly byTarget = new Map<string, RedirectRule>();
  private readonly byTargetPath = new Map<string, RedirectRule>();

  constructor(rules: readonly RedirectRule[]) {
    this.byFrom = new Map(indexRules(rules));
    rules.forEach((rule) => this.indexTarget(rule));
  }

  /** What refuses `candidate`, or null. */
  problemWith(candidate: CandidateRule): RuleProblem | null {
    const key = matchKey(candidate.fromPath);
    if (this.byFrom.has(key)) return { kind: 'duplicate', message: `A redirect from ${this.byFrom.get(key)!.fromPath} exists already` };
    const target = targetKeys(candidate.to);
    if (target && findRule(indexRules([{ ...candidate, id: '' }]), target.path, target.search)) {
      return { kind: 'chain', message: `A redirect cannot send ${candidate.fromPath} to itself` };
    }
    const next = target && findRule(this.byFrom, target.path, target.search);
    if (next) return { kind: 'chain', message: chainMessage(candidate, next.rule) };
    const into = this.byTarget.get(key) ?? (key.includes('?') ? undefined : this.byTargetPath.get(key));
    if (into) return { kind: 'chain', message: intoMessage(candidate, into) };
    return null;
  }

  add(rule: RedirectRule): void {
    this.byFrom.set(matchKey(rule.fromPath), rule);
    this.indexTarget(rule);
  }

  private indexTarget(rule: RedirectRule) {
    const target = targetKeys(rule.to);
    if (!target) return;
    this.byTarget.set(matchKey(target.path, target.search), rule);
    this.byTargetPath.set(matchKey(target.path), rule);
  }
}

function chainMessage(candidate: CandidateRule, next: RedirectRule): string {
  if (matchKey(next.to) === matchKey(candidate.fromPath)) {
    return `${candidate.fromPath} → ${candidate.to} would make a loop: ${next.fromPath} already redirects to ${next.to}`;
  }
  return `${candidate.fromPath} → ${candidate.to} would make a chain: ${next.fromPath} already redirects to ${next.to}; send ${candidate.fromPath} to ${next.to} instead`;
}

const intoMessage = (candidate: CandidateRule, into: RedirectRule) =>
  `${candidate.fromPath} → ${candidate.to} would make a chain: ${into.fromPath} already redirects to ${into.to}; change that redirect instead`;
