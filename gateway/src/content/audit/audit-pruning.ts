import { AUDIT_RETENTION_DAYS } from '@consultancy/domain/audit';
import { LessThan, type DataSource } from 'typeorm';
import { DAY_MS, HOUR_MS, repeatEvery, type StopTask } from '../../infra/periodic/repeat-every';
import { AuditEntry } from './audit-entry.entity';


/** Deletes audit records older than AUDIT_RETENTION_DAYS; answers how many. */
export async function pruneAuditLog(dataSource: DataSource, now = Date.now()): Promise<number> {
  const { affected } = await dataSource.getRepository(AuditEntry).delete({ at: LessThan(new Date(now - AUDIT_RETENTION_DAYS * DAY_MS)) });
  return affected ?? 0;
}

/** Every process prunes hourly: one DELETE by date, so replicas doing it at once delete each row once and harm nothing. */
export function startAuditPruning(dataSource: DataSource, warn: (message: string) => void): StopTask {
  return repeatEvery(HOUR_MS, 'Pruning the audit log', () => pruneAuditLog(dataSource), warn);
}
