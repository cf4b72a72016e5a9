import type { DataSource } from 'typeorm';
import { reasonOf } from '../../api/errors/reason';
import { repeatEvery, type StopTask } from '../periodic/repeat-every';
import { retryDelay } from '../retry/backoff';
import type { FileStorage } from './file-storage';
import { PendingRemoval } from './pending-removal.entity';

const POLL_MS = 5_000;
const BATCH = 50;

/** Queues files whose removal failed, each once (a file queued already stays as it is), to be tried again from now on. */
export function queueRemovals(dataSource: DataSource) {
  return async (keys: string[]): Promise<void> => {
    const rows = [...new Set(keys)].map((fileKey) => ({ fileKey, attempts: 0, nextAttemptAt: new Date() }));
    await dataSource.createQueryBuilder().insert().into(PendingRemoval).values(rows).orIgnore().execute();
  };
}

/**
 * Tries the queued removals again. Every replica runs it; removing a file that
 * is already gone succeeds, so two replicas taking the same row do no harm.
 */
export class RemovalRetries {
  constructor(
    private readonly dataSource: DataSource,
    private readonly storage: FileStorage,
    private readonly warn: (message: string) => void,
  ) {}

  /** One pass over what is due. */
  async tick(now = new Date()): Promise<void> {
    if (!this.dataSource.isInitialized) return;
    const due = await this.dataSource.getRepository(PendingRemoval).createQueryBuilder('pending')
      .where('pending.nextAttemptAt <= :now', { now })
      .orderBy('pending.nextAttemptAt', 'ASC').limit(BATCH).getMany();
    for (const pending of due) await this.retry(pending);
  }

  private async retry({ fileKey: key, attempts }: PendingRemoval): Promise<void> {
    const repo = this.dataSource.getRepository(PendingRemoval);
    try {
      await this.storage.remove(key);
      await repo.delete({ fileKey: key });
    } catch (error) {
      const failures = attempts + 1;
      this.warn(`Stored file ${key} still could not be removed (attempt ${failures}): ${reasonOf(error)}`);
      await repo.update({ fileKey: key }, { attempts: failures, nextAttemptAt: new Date(Date.now() + retryDelay(failures)) });
    }
  }
}

/** The periodic task: every replica tries the due removals every few seconds. */
export function startRemovalRetries(dataSource: DataSource, storage: FileStorage, warn: (message: string) => void): StopTask {
  const retries = new RemovalRetries(dataSource, storage, warn);
  return repeatEvery(POLL_MS, 'Removing stored files again', () => retries.tick(), warn);
}
