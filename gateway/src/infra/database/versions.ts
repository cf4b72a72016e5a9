import { EventSubscriber } from 'typeorm';
import type {
  DataSource, EntityManager, EntitySubscriberInterface, InsertEvent, ObjectLiteral, QueryRunner, RecoverEvent, RemoveEvent, Repository,
  SoftRemoveEvent,
  TransactionCommitEvent, TransactionRollbackEvent, UpdateEvent,
} from 'typeorm';

/** The counter every write to the site's content moves (pages and public answers are kept per its value). */
export const CONTENT_VERSION = 'content';

/** Which writes move which counter of `table_version`. */
interface VersionedEntities {
  /** A write to any of these moves the content version. */
  content: readonly Function[];
  /** A write to one of these moves a counter of its own, named after its table (its lists' totals are kept by it). */
  ownCounter: readonly Function[];
}

/** New values of the counters one commit moved, by name. */
type MovedVersions = ReadonlyMap<string, number>;

type Listener = (moved: MovedVersions) => void;
type Queryable = { query(sql: string, parameters: unknown[]): Promise<unknown> };

const PENDING = Symbol('counters to move before this transaction commits');
const MOVED = Symbol('counters this transaction moved');
type Runner = QueryRunner & { data: { [PENDING]?: Set<string>; [MOVED]?: Map<string, number> } };

const listeners = new WeakMap<DataSource, Set<Listener>>();

/** Calls `listener` after every commit through `dataSource` that moved a counter; returns how to stop. */
export function onVersionsMoved(dataSource: DataSource, listener: Listener): () => void {
  let own = listeners.get(dataSource);
  if (!own) listeners.set(dataSource, (own = new Set()));
  own.add(listener);
  return () => own.delete(listener);
}

function announce(dataSource: DataSource, moved: MovedVersions) {
  for (const listener of listeners.get(dataSource) ?? []) listener(moved);
}

/** Moves the counters (in a fixed order, so two transactions never lock them crosswise) and reads their new values. */
async function move(source: Queryable, names: readonly string[]): Promise<Map<string, number>> {
  const sorted = [...names].sort();
  for (const name of sorted) await source.query('UPDATE table_version SET version = version + 1 WHERE name = ?', [name]);
  const rows = (await source.query(
    `SELECT name, version FROM table_version WHERE name IN (${sorted.map(() => '?').join(', ')})`,
    sorted,
  )) as Array<{ name: string; version: number | string }>;
  return new Map(rows.map((row) => [row.name, Number(row.version)]));
}

/**
 * The one way a write moves a version: a subscriber that sees every insert,
 * update and delete of the counted entities and moves their counter once per
 * transaction, just before it commits, so the rows and their counter change
 * together on every replica. Writers need not know of it. After the commit,
 * this process's listeners hear the new values at once (its own pages are
 * never a second stale); other replicas read the counter.
 */
export function versionSubscriber({ content, ownCounter }: VersionedEntities): Function {
  const moveContent = new Set(content);
  const moveOwn = new Set(ownCounter);
  const counterOf = ({ target, tableName }: { target: unknown; tableName: string }) =>
    moveContent.has(target as Function) ? CONTENT_VERSION : moveOwn.has(target as Function) ? tableName : undefined;

  // TypeORM takes only subscribers registered with @EventSubscriber.
  @EventSubscriber()
  class VersionSubscriber implements EntitySubscriberInterface {
    afterInsert(event: InsertEvent<unknown>) { return this.written(event); }
    afterUpdate(event: UpdateEvent<unknown>) { return this.written(event); }
    afterRemove(event: RemoveEvent<unknown>) { return this.written(event); }
    // The trash marks rows with an UPDATE (afterUpdate above); these cover softRemove and recover too.
    afterSoftRemove(event: SoftRemoveEvent<unknown>) { return this.written(event); }
    afterRecover(event: RecoverEvent<unknown>) { return this.written(event); }

    async beforeTransactionCommit({ queryRunner }: TransactionCommitEvent) {
      const { data } = queryRunner as Runner;
      const pending = data[PENDING];
      if (!pending?.size) return;
      data[PENDING] = undefined;
      data[MOVED] = await move(queryRunner, [...pending]);
    }

    // Announced after every commit, a savepoint's release too: TypeORM's SQLite runner is one
    // connection shared by every transaction, and after a failed ROLLBACK it counts later
    // transactions as nested for good (isTransactionActive stays true), though SQLite commits them.
    afterTransactionCommit({ queryRunner }: TransactionCommitEvent) {
      const { data } = queryRunner as Runner;
      const moved = data[MOVED];
      data[MOVED] = undefined;
      if (moved) announce(queryRunner.connection, moved);
    }

    afterTransactionRollback({ queryRunner }: TransactionRollbackEvent) {
      // A savepoint undone inside a transaction that goes on keeps the count: moving too much only costs a render.
      if (!queryRunner.isTransactionActive) (queryRunner as Runner).data[PENDING] = undefined;
    }

    private async written({ metadata, queryRunner }: { metadata: { target: unknown; tableName: string }; queryRunner: QueryRunner }) {
      const name = counterOf(metadata);
      if (!name) return;
      if (!queryRunner.isTransactionActive) return announce(queryRunner.connection, await move(queryRunner, [name]));
      ((queryRunner as Runner).data[PENDING] ??= new Set()).add(name);
    }
  }
  return VersionSubscriber;
}

/** Moves a counter without a write: something became visible by itself (a scheduled item came due). */
export async function bumpVersion(dataSource: DataSource, name: string): Promise<void> {
  announce(dataSource, await move(dataSource, [name]));
}

/** The counter's value now; undefined for a name that has none. */
export async function readVersion(source: DataSource | EntityManager, name: string): Promise<number | undefined> {
  const [row] = (await source.query('SELECT version FROM table_version WHERE name = ?', [name])) as Array<{ version: number | string }>;
  return row === undefined ? undefined : Number(row.version);
}

/** A list option: the counter of the repository's own table (ListOptions.version). */
export const writesTo = (repo: Repository<ObjectLiteral>) => () => readVersion(repo.manager, repo.metadata.tableName);
