import { EventSubscriber } from 'typeorm';
import type { EntitySubscriberInterface, InsertEvent, QueryRunner, RemoveEvent, TransactionCommitEvent, UpdateEvent } from 'typeorm';
import { heldKey } from './key-scope';

const WROTE = Symbol('this transaction wrote a record');
type Runner = QueryRunner & { data: { [WROTE]?: boolean } };

/**
 * Marks a request's Idempotency-Key committed inside the transaction of its write,
 * just before that commits: the write and the fact that it was done commit together
 * or not at all. So when the connection drops right after the commit (the client
 * gets a 503 and retries with the same key), the retry finds the key committed and
 * does not write again; when it drops before, neither is stored and the retry runs.
 * A subscriber, like the content counter's, so that no writer needs to know of it.
 * `notTheRequests`: entities written on the request's behalf but not by its change (a
 * file removal queued after a failed write), which must not mark its key committed.
 */
export function committedKeyMarker({ notTheRequests }: { notTheRequests: readonly Function[] }): Function {
  const ignored = new Set(notTheRequests);
  const wrote = ({ metadata, queryRunner }: { metadata: { target: unknown }; queryRunner: QueryRunner }) => {
    if (!ignored.has(metadata.target as Function) && queryRunner.isTransactionActive && heldKey()) (queryRunner as Runner).data[WROTE] = true;
  };

  // TypeORM takes only subscribers registered with @EventSubscriber.
  @EventSubscriber()
  class CommittedKeyMarker implements EntitySubscriberInterface {
    afterInsert(event: InsertEvent<unknown>) { wrote(event); }
    afterUpdate(event: UpdateEvent<unknown>) { wrote(event); }
    afterRemove(event: RemoveEvent<unknown>) { wrote(event); }

    async beforeTransactionCommit({ queryRunner }: TransactionCommitEvent) {
      const { data } = queryRunner as Runner;
      if (!data[WROTE]) return;
      data[WROTE] = undefined;
      const key = heldKey();
      if (key) {
        await queryRunner.query("UPDATE idempotency_keys SET state = 'committed' WHERE id = ? AND holder = ? AND state = 'running'", [key.id, key.holder]);
      }
    }

    afterTransactionRollback({ queryRunner }: TransactionCommitEvent) {
      if (!queryRunner.isTransactionActive) (queryRunner as Runner).data[WROTE] = undefined;
    }
  }
  return CommittedKeyMarker;
}
