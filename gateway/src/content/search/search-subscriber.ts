import { EventSubscriber } from 'typeorm';
import type {
  EntityManager, EntitySubscriberInterface, InsertEvent, QueryRunner, RemoveEvent, TransactionCommitEvent, TransactionRollbackEvent, UpdateEvent,
} from 'typeorm';
import type { AnyCollection } from '../collections/collection';
import { indexItem, removeGoneItems, searchableCollections } from './search-index';

/** What one transaction changed: items by id, and collections whose items were deleted by a condition. */
interface Changes {
  items: Map<string, AnyCollection>;
  gone: Set<AnyCollection>;
}

const PENDING = Symbol('search entries to write before this transaction commits');
type Runner = QueryRunner & { data: { [PENDING]?: Changes } };

async function apply(manager: EntityManager, { items, gone }: Changes): Promise<void> {
  for (const [id, collection] of items) await indexItem(manager, collection, id);
  for (const collection of gone) await removeGoneItems(manager, collection);
}

type WriteEvent = { metadata: { target: unknown }; queryRunner: QueryRunner; entity?: unknown; entityId?: unknown; databaseEntity?: unknown };

const idOf = ({ entity, entityId, databaseEntity }: WriteEvent): string | undefined =>
  (entity as { id?: string } | undefined)?.id ?? (entityId as { id?: string } | undefined)?.id
    ?? (typeof entityId === 'string' ? entityId : undefined) ?? (databaseEntity as { id?: string } | undefined)?.id;

/**
 * Keeps the search rows in step with every write of a searchable item, in the write's own
 * transaction (just before it commits, from the rows as they then are), so a replica's search
 * sees exactly what is committed. Writes that change no text (a publication, the trash's marks,
 * an edit's version) name no id and are left alone: the search reads visibility from the items.
 */
export function searchSubscriber(collections: readonly AnyCollection[]): Function {
  const byEntity = new Map(searchableCollections(collections).map((collection) => [collection.entity as unknown, collection]));

  // TypeORM takes only subscribers registered with @EventSubscriber.
  @EventSubscriber()
  class SearchSubscriber implements EntitySubscriberInterface {
    afterInsert(event: InsertEvent<unknown>) { return this.written(event, false); }
    afterUpdate(event: UpdateEvent<unknown>) { return this.written(event, false); }
    afterRemove(event: RemoveEvent<unknown>) { return this.written(event, true); }

    async beforeTransactionCommit({ queryRunner }: TransactionCommitEvent) {
      const { data } = queryRunner as Runner;
      const pending = data[PENDING];
      data[PENDING] = undefined;
      if (pending) await apply(queryRunner.manager, pending);
    }

    afterTransactionRollback({ queryRunner }: TransactionRollbackEvent) {
      if (!queryRunner.isTransactionActive) (queryRunner as Runner).data[PENDING] = undefined;
    }

    private async written(event: WriteEvent, removal: boolean) {
      const collection = byEntity.get(event.metadata.target);
      if (!collection) return;
      const id = idOf(event);
      if (!id && !removal) return;
      const changes: Changes = { items: new Map(), gone: new Set() };
      if (id) changes.items.set(id, collection);
      else changes.gone.add(collection);
      const runner = event.queryRunner as Runner;
      if (!runner.isTransactionActive) return apply(runner.manager, changes);
      const pending = (runner.data[PENDING] ??= { items: new Map(), gone: new Set() });
      for (const [key, value] of changes.items) pending.items.set(key, value);
      for (const value of changes.gone) pending.gone.add(value);
    }
  }
  return SearchSubscriber;
}
