import { AUDIT_RETENTION_DAYS } from '@consultancy/domain';
import { LessThan, type DataSource } from 'typeorm';
import { AuditEntry } from './audit-entry.entity';

const DAY_MS = 86_400_000;
const HOUR_MS = 3_600_000;

/** Deletes audit records older than AUDIT_RETENTION_DAYS; answers how many. */
export async function pruneAuditLog(dataSource: DataSource, now = Date.now()): Promise<number> {
  const { affected } = await dataSource.getRepository(AuditEntry).delete({ at: LessThan(new Date(now - AUDIT_RETENTION_DAYS * DAY_MS)) });
  return affected ?? 0;
}

/** Every process prunes hourly: one DELETE by date, so replicas doing it at once delete each row once and harm nothing. */
export function startAuditPruning(dataSource: DataSource, warn: (message: string) => void): () => void {
  const timer = setInterval(() => {
    pruneAuditLog(dataSource).catch((error: Error) => warn(`Pruning the audit log failed: ${error.message}`));
  }, HOUR_MS).unref();
  return () => clearInterval(timer);
}
