import { Column, Entity, Index, PrimaryColumn } from 'typeorm';

/**
 * A stored file that should be gone but could not be removed (the storage was
 * down when its item was deleted or its image dropped): removed later by the
 * removal retries, so a deleted image never stays served for good.
 */
@Entity('pending_removals')
@Index('IDX_pending_removals_due', ['nextAttemptAt'])
export class PendingRemoval {
  /** The file's storage key: each is queued once. */
  @PrimaryColumn({ type: 'varchar', length: 255 }) fileKey: string;
  @Column({ type: 'int', default: 0 }) attempts: number;
  /** Not tried before this time (backoff after each failure). */
  @Column({ type: 'datetime', precision: 3 }) nextAttemptAt: Date;
}
