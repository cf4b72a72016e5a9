import { Column, Entity, Index, PrimaryColumn } from 'typeorm';

/**
 * Where a request sent with an Idempotency-Key stands:
 * - running: its first attempt is under way on some replica (until `leaseUntil`);
 * - committed: its write committed (marked in the write's own transaction) but no answer is kept yet;
 * - done: its answer is kept and every retry gets it again.
 */
type KeyState = 'running' | 'committed' | 'done';

/** One Idempotency-Key (scoped by who sent it), the request it was first sent with, and its first answer. */
@Entity('idempotency_keys')
@Index('IDX_idempotency_keys_created', ['createdAt'])
@Index('IDX_idempotency_keys_caller', ['caller', 'createdAt'])
export class IdempotencyKey {
  /** sha256 of who sent it and the key: keys of different administrators never meet. */
  @PrimaryColumn({ type: 'varchar', length: 64 }) id: string;
  /** sha256 of method, path, sender and body: the same key with another request is refused (422). */
  /** The administrator who sent it: each keeps at most MAX_KEYS_PER_CALLER keys. */
  @Column({ type: 'varchar', length: 64, default: '' }) caller: string;
  @Column({ type: 'varchar', length: 64 }) fingerprint: string;
  @Column({ type: 'varchar', length: 12 }) state: KeyState;
  /** The attempt that runs it (a uuid per attempt): only it may mark or answer it. */
  @Column({ type: 'varchar', length: 36 }) holder: string;
  /** A running attempt not finished by then is taken to have died with its process: the next retry runs it. */
  @Column({ type: 'datetime', precision: 3 }) leaseUntil: Date;
  @Column({ type: 'int', nullable: true }) status: number | null;
  /** The answer's headers worth sending again (JSON). */
  @Column({ type: 'text', nullable: true }) headers: string | null;
  @Column({ type: 'text', nullable: true }) body: string | null;
  @Column({ type: 'datetime', precision: 3 }) createdAt: Date;
}
