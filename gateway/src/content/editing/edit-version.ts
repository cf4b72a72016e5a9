import type { EntityManager, EntityTarget } from 'typeorm';
import { AuditEntry } from '../audit/audit-entry.entity';
import type { EditedRecord } from '../../infra/database/record';
import { apiError } from '../../api/errors/api-error';

/** Which record an update names: its entity, id, and the audit trail's kind for it. */
export interface EditedTarget {
  entity: EntityTarget<EditedRecord>;
  id: string;
  kind: string;
}

/**
 * The refusal of an update made from an older version: who made the current one,
 * and when, from the audit trail, which every write records in its own transaction.
 * The trail is read rather than an `updatedBy` column kept on every row: it already
 * holds both facts, committed with the version they describe.
 */
async function staleVersion(manager: EntityManager, target: EditedTarget): Promise<Error> {
  const latest = await manager.getRepository(AuditEntry).findOne({
    where: { targetKind: target.kind, targetId: target.id },
    order: { at: 'DESC' },
  });
  const who = latest?.adminEmail || 'another administrator';
  const when = (latest?.at ?? new Date()).toISOString();
  return apiError('CONFLICT', `Changed by ${who} at ${when} since you opened it`, { status: 409 });
}

/**
 * Moves the record's version by one in the write's own transaction, from `expected`
 * only when it is given: one UPDATE checks and moves, so of two writes made from the
 * same version (on any replica) exactly one matches; the other is refused with
 * nothing changed. Answers the new version, or undefined when the row does not exist
 * yet (a settings row never stored: its insert starts at 1).
 */
export async function moveVersion(manager: EntityManager, target: EditedTarget, expected: number | undefined): Promise<number | undefined> {
  const update = manager.createQueryBuilder().update(target.entity).set({ version: () => 'version + 1' }).where('id = :id', { id: target.id });
  if (expected !== undefined) update.andWhere('version = :expected', { expected });
  const { affected } = await update.execute();
  if (!affected) {
    if (expected === undefined) return undefined;
    throw await staleVersion(manager, target);
  }
  const row = await manager.getRepository(target.entity).findOne({ where: { id: target.id }, select: { id: true, version: true } });
  return row?.version;
}

/** Refuses at once an update made from a version that is no longer the current one (before any file is stored). */
export async function checkVersion(manager: EntityManager, target: EditedTarget, current: number, expected: number | undefined): Promise<void> {
  if (expected !== undefined && expected !== current) throw await staleVersion(manager, target);
}
