import { EventSubscriber } from 'typeorm';
import type {
  DataSource, EntityManager, ObjectLiteral, Repository, EntitySubscriberInterface, InsertEvent, QueryRunner, RemoveEvent, TransactionCommitEvent,
  TransactionRollbackEvent, UpdateEvent,
} from 'typeorm';

const PENDING = Symbol('tables written in this transaction');

type Runner = QueryRunner & { data: { [PENDING]?: Set<string> } };

const bump = (runner: QueryRunner, table: string) =>
  runner.query('UPDATE table_version SET version = version + 1 WHERE name = ?', [table]);

/**
 * A subscriber counting every write to `entities` in `table_version` (a row per
 * table, made by a migration): once per transaction, just before it commits, so
 * the rows and their counter change together on every replica. A write outside
 * a transaction is counted right after it. Its writers need not know of it.
 */
export function tableVersionSubscriber(entities: readonly Function[]): Function {
  const counted = new Set(entities);
  // TypeORM takes only subscribers registered with @EventSubscriber.
  @EventSubscriber()
  class TableVersionSubscriber implements EntitySubscriberInterface {
    afterInsert(event: InsertEvent<unknown>) { return this.written(event); }
    afterUpdate(event: UpdateEvent<unknown>) { return this.written(event); }
    afterRemove(event: RemoveEvent<unknown>) { return this.written(event); }

    async beforeTransactionCommit({ queryRunner }: TransactionCommitEvent) {
      const pending = (queryRunner as Runner).data[PENDING];
      if (!pending?.size) return;
      (queryRunner as Runner).data[PENDING] = undefined;
      for (const table of [...pending].sort()) await bump(queryRunner, table);
    }

    afterTransactionRollback({ queryRunner }: TransactionRollbackEvent) {
      // A savepoint undone inside a transaction that goes on keeps the count: counting too much only costs a recount.
      if (!queryRunner.isTransactionActive) (queryRunner as Runner).data[PENDING] = undefined;
    }

    private async written({ metadata, queryRunner }: { metadata: { target: unknown; tableName: string }; queryRunner: QueryRunner }) {
      if (!counted.has(metadata.target as Function)) return;
      if (!queryRunner.isTransactionActive) return bump(queryRunner, metadata.tableName);
      const runner = queryRunner as Runner;
      (runner.data[PENDING] ??= new Set()).add(metadata.tableName);
    }
  }
  return TableVersionSubscriber;
}

/** The table's write counter, read now; undefined for a table that has none (its totals are always counted). */
export async function tableVersion(source: DataSource | EntityManager, table: string): Promise<string | undefined> {
  const [row] = (await source.query('SELECT version FROM table_version WHERE name = ?', [table])) as Array<{ version: number | string }>;
  return row === undefined ? undefined : String(row.version);
}

/** A list option: the repository's table's write counter (ListOptions.version). */
export const writesTo = (repo: Repository<ObjectLiteral>) => () => tableVersion(repo.manager, repo.metadata.tableName);
