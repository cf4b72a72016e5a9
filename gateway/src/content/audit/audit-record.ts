import { randomUUID } from 'node:crypto';
import { AUDIT_ACTIONS, AUDIT_VALUE_MAX_CHARS, type AuditActionName } from '@consultancy/domain/audit';
import { collectionAuditActions } from '@consultancy/domain/collections';
import type { DataSource, EntityManager } from 'typeorm';
import { AuditEntry, type AuditChange, type AuditTarget } from './audit-entry.entity';

/** Who acts, from where: a request context fits (RequestContext); a failed sign-in names only the email tried. */
export interface AuditContext {
  admin: { id?: string | null; email: string } | null;
  clientAddress: string;
  userAgent: string;
  requestId: string;
}

export type AuditTargetInput = Pick<AuditTarget, 'kind'> & Partial<Omit<AuditTarget, 'kind'>>;
export type { AuditChange };

/** The actions of collections defined as data (content/definition/): derived from their key, so no typo can reach them. */
const derivedActions = new Set<string>();

/** Allows a defined collection's five actions (created, updated, deleted, restored, purged), whether or not the domain lists it. */
export function allowCollectionActions(key: string): void {
  for (const action of collectionAuditActions(key)) derivedActions.add(action);
}

/** A name built from a key (`${collection.key}.updated`), checked against the one list: a typo fails at start-up. */
export function auditAction(name: string): AuditActionName {
  if (!(AUDIT_ACTIONS as readonly string[]).includes(name) && !derivedActions.has(name)) {
    throw new Error(`Unknown audit action ${name}: add it to AUDIT_ACTIONS (domain/src/audit.ts)`);
  }
  return name as AuditActionName;
}

const cut = (text: string | null | undefined, length: number) => (text ? text.slice(0, length) : text ?? null);

/**
 * Records one action with the EntityManager of the change it describes, so the
 * record commits or rolls back with it: a change refused or failed leaves no record.
 */
export async function recordAudit(
  manager: EntityManager,
  context: AuditContext,
  action: AuditActionName,
  target?: AuditTargetInput | null,
  changes: AuditChange[] = [],
): Promise<void> {
  await manager.getRepository(AuditEntry).insert({
    id: randomUUID(),
    at: new Date(),
    action,
    adminId: context.admin?.id ?? null,
    // Lower case, as admins' emails are stored: the Activity's admin filter is a plain (indexed) match.
    adminEmail: cut(context.admin?.email.toLowerCase(), 254) ?? '',
    ip: cut(context.clientAddress, 64) ?? '',
    userAgent: cut(context.userAgent, 500) ?? '',
    requestId: cut(context.requestId, 128) ?? '',
    targetKind: cut(target?.kind, 40),
    targetId: cut(target?.id, 36),
    targetLabel: cut(target?.label, 200),
    changes,
  });
}

/** What to record about a change once it is made; null records nothing (nothing changed). */
type AuditAbout<T> = (result: T) => { target?: AuditTargetInput | null; changes?: AuditChange[] } | null;

/** Runs a change in a transaction and records it there: both commit, or neither. */
export function withAudit<T>(
  dataSource: DataSource,
  context: AuditContext,
  action: AuditActionName,
  change: (manager: EntityManager) => Promise<T>,
  about: AuditAbout<T> = () => ({}),
): Promise<T> {
  return dataSource.transaction(async (manager) => {
    const result = await change(manager);
    const described = about(result);
    if (described) await recordAudit(manager, context, action, described.target, described.changes);
    return result;
  });
}

/** Fields whose values are never recorded, only their names. */
const SECRET = /password|hash|token|secret/i;
/** Bookkeeping every write changes: not worth listing. */
const BOOKKEEPING = new Set(['id', 'createdAt', 'updatedAt', 'views', 'version']);

const comparable = (value: unknown) => JSON.stringify(value instanceof Date ? value.toISOString() : value ?? null);

function shown(value: unknown): string | null | undefined {
  if (value === null || value === undefined) return null;
  const text = value instanceof Date ? value.toISOString() : typeof value === 'object' ? undefined : String(value);
  return text !== undefined && text.length <= AUDIT_VALUE_MAX_CHARS ? text : undefined;
}

/**
 * The fields that differ between two versions of a record: each name, and its
 * before/after when both are short plain values and the field is not secret.
 */
export function fieldChanges(before: object, after: object): AuditChange[] {
  const old = before as Record<string, unknown>;
  const now = after as Record<string, unknown>;
  const names = [...new Set([...Object.keys(old), ...Object.keys(now)])].filter((name) => !BOOKKEEPING.has(name));
  return names
    .filter((name) => comparable(old[name]) !== comparable(now[name]))
    .map((field) => {
      const [was, is] = [shown(old[field]), shown(now[field])];
      return SECRET.test(field) || was === undefined || is === undefined ? { field } : { field, before: was, after: is };
    });
}
