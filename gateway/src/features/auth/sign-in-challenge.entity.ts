import { Column, Entity, Index, PrimaryColumn } from 'typeorm';

/**
 * A two-factor challenge waiting for its code: the password step writes it, the code
 * step that opens a session deletes it in the same transaction, so a challenge works
 * once, however many replicas are asked at once. Changing the password or ending the
 * account's sessions deletes its rows; expired rows are dropped hourly. Not in backups.
 */
@Entity('sign_in_challenges')
export class SignInChallenge {
  /** The challenge token's `jti`. */
  @PrimaryColumn({ type: 'varchar', length: 36 }) id: string;

  @Index('IDX_sign_in_challenges_adminId')
  @Column({ type: 'varchar', length: 36 })
  adminId: string;

  /** The known device the password step came from (its device token's id); null for an unknown device. */
  @Column({ type: 'varchar', length: 36, nullable: true }) deviceId: string | null;

  @Index('IDX_sign_in_challenges_expiresAt')
  @Column({ type: 'datetime', precision: 3 })
  expiresAt: Date;
}
