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
 */
@EventSubscriber()
export class CommittedKeyMarker implements EntitySubscriberInterface {
  afterInsert(event: InsertEvent<unknown>) { this.wrote(event.queryRunner); }
  afterUpdate(event: UpdateEvent<unknown>) { this.wrote(event.queryRunner); }
  afterRemove(event: RemoveEvent<unknown>) { this.wrote(event.queryRunner); }

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

  private wrote(queryRunner: QueryRunner) {
    if (queryRunner.isTransactionActive && heldKey()) (queryRunner as Runner).data[WROTE] = true;
  }
}
