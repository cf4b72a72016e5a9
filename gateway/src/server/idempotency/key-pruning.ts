import type { DataSource } from 'typeorm';
import { HOUR_MS, repeatEvery, type StopTask } from '../../infra/periodic/repeat-every';
import { KeyStore } from './key-store';

/** Every process prunes hourly, like the audit trail: one DELETE by date, so replicas doing it at once delete each key once. */
export function startKeyPruning(dataSource: DataSource, warn: (message: string) => void): StopTask {
  const store = new KeyStore(dataSource);
  return repeatEvery(HOUR_MS, 'Pruning the idempotency keys', () => store.prune(), warn);
}
