import type { DataSource } from 'typeorm';
import { DAY_MS, HOUR_MS, repeatEvery, type StopTask } from '../../infra/periodic/repeat-every';
import type { ImageStore } from '../../infra/storage/image-store';
import type { AuditContext } from '../audit/audit-record';
import type { AnyCollection } from '../collections/collection';
import { CollectionTrash } from './collection-trash';


/** The periodic purge in the audit trail: no administrator, named by its user agent. */
const PURGE_AUDIT: AuditContext = { admin: null, clientAddress: '', userAgent: 'periodic trash purge', requestId: '' };

/** Deletes for good every item trashed more than `days` ago, with its images; answers how many this process deleted. */
export async function purgeExpiredTrash(
  dataSource: DataSource, images: ImageStore, collections: readonly AnyCollection[], days: number, now = Date.now(),
): Promise<number> {
  const before = new Date(now - days * DAY_MS);
  let purged = 0;
  for (const collection of collections) {
    const trash = new CollectionTrash(collection, dataSource, images);
    // A batch at a time, so a large backlog never sits in memory; a batch purged by another replica ends the loop.
    for (let batch = await trash.purgeTrashedBefore(before, PURGE_AUDIT); batch > 0; batch = await trash.purgeTrashedBefore(before, PURGE_AUDIT)) {
      purged += batch;
    }
  }
  return purged;
}

/**
 * Every replica purges hourly. Each item is deleted by one conditional DELETE, so
 * replicas purging at once delete (and remove the images of, and record) each item once.
 */
export function startTrashPurge(
  dataSource: DataSource, images: ImageStore, collections: readonly AnyCollection[], days: number, warn: (message: string) => void,
): StopTask {
  return repeatEvery(HOUR_MS, 'Purging the trash', () => purgeExpiredTrash(dataSource, images, collections, days), warn);
}
