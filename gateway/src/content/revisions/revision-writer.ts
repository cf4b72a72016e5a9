import { randomUUID } from 'node:crypto';
import type { EntityManager, EntityTarget, ObjectLiteral } from 'typeorm';
import type { AuditContext } from '../audit/audit-record';
import { fieldChanges } from '../audit/audit-record';
import type { RequestContext } from '../../api/http/context';
import { DEFAULT_REVISIONS_KEPT } from '../../config';
import { Revision } from './revision.entity';
import { storedValues } from './revision-values';

/** At most this many older revisions go in one prune; a lowered REVISIONS_KEPT catches up over the next saves. */
const PRUNE_BATCH = 100;

/** What a write is about: the kind of record (a collection or settings key) and its entity. */
interface RevisionSubject {
  kind: string;
  entity: EntityTarget<ObjectLiteral>;
}

/** The writes' context is the request's (RequestContext), which carries the configured count (REVISIONS_KEPT). */
function revisionsKept(context: AuditContext): number {
  return (context as Partial<RequestContext>).services?.config.revisionsKept ?? DEFAULT_REVISIONS_KEPT;
}

const cut = (text: string | null | undefined, length: number) => (text ?? '').slice(0, length);

/**
 * Records the state a write just stored, with the write's EntityManager so that both commit or
 * neither does, then prunes the item's revisions past the newest kept ones. `before`: the row
 * before the write (null for a new item). Answers the images the pruned revisions named: once
 * the write has committed, those nothing else names may be removed.
 */
export async function keepRevision(
  manager: EntityManager,
  context: AuditContext,
  subject: RevisionSubject,
  written: ObjectLiteral & { id: string },
  before: object | null,
  images: string[],
): Promise<string[]> {
  const values = storedValues(manager.connection.getMetadata(subject.entity), written);
  const revisions = manager.getRepository(Revision);
  const row: Omit<Revision, 'admin'> = {
    id: randomUUID(),
    kind: subject.kind,
    itemId: written.id,
    createdAt: await nextMoment(manager, subject.kind, written.id),
    adminId: context.admin?.id ?? null,
    adminEmail: cut(context.admin?.email.toLowerCase(), 254),
    requestId: cut(context.requestId, 128),
    changedFields: fieldChanges(before ? storedValues(manager.connection.getMetadata(subject.entity), before) : {}, values)
      .map((change) => change.field),
    images,
    fieldValues: values,
  };
  // TypeORM's insert types cannot follow a JSON column of unknown values.
  await revisions.insert(row as never);
  return pruneRevisions(manager, subject.kind, written.id, revisionsKept(context));
}

/**
 * Now, or just after the item's newest revision when that has the same millisecond (or a later
 * one, from a clock set back): the list is newest first by this moment, so each save must follow the last.
 * One row read by the (kind, itemId, createdAt) index.
 */
async function nextMoment(manager: EntityManager, kind: string, itemId: string): Promise<Date> {
  // Read through the entity, so each driver's datetime text becomes the same instant (SQLite's has no zone).
  const newest = await manager.getRepository(Revision).findOne({ select: { id: true, createdAt: true }, where: { kind, itemId }, order: { createdAt: 'DESC' } });
  const now = new Date();
  const last = newest ? newest.createdAt.getTime() : 0;
  return last >= now.getTime() ? new Date(last + 1) : now;
}

/**
 * Deletes the item's revisions past the newest `kept` (the one just written, the current
 * state, is always the newest, so it is never pruned): one bounded read of those past the
 * mark (usually one or none), then their deletion. Answers the images they named.
 */
async function pruneRevisions(manager: EntityManager, kind: string, itemId: string, kept: number): Promise<string[]> {
  const older = await manager.getRepository(Revision).createQueryBuilder('revision')
    .select(['revision.id', 'revision.images'])
    .where('revision.kind = :kind AND revision.itemId = :itemId', { kind, itemId })
    .orderBy('revision.createdAt', 'DESC')
    .addOrderBy('revision.id', 'DESC')
    .offset(kept)
    .limit(PRUNE_BATCH)
    .getMany();
  if (older.length === 0) return [];
  await manager.getRepository(Revision).delete(older.map((revision) => revision.id));
  return [...new Set(older.flatMap((revision) => revision.images))];
}

/** Deletes every revision of an item (it is being deleted); answers the images they named. */
export async function forgetRevisions(manager: EntityManager, kind: string, itemId: string): Promise<string[]> {
  const revisions = manager.getRepository(Revision);
  const all = await revisions.find({ select: { id: true, images: true }, where: { kind, itemId } });
  if (all.length) await revisions.delete({ kind, itemId });
  return [...new Set(all.flatMap((revision) => revision.images))];
}
