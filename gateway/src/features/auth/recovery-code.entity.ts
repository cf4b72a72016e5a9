import { randomUUID } from 'node:crypto';
import { BeforeInsert, Column, Entity, Index, PrimaryColumn } from 'typeorm';

/** One of an admin's ten recovery codes: only its keyed hash is kept, and it works once. */
@Entity('admin_recovery_codes')
export class RecoveryCode {
  @PrimaryColumn({ type: 'varchar', length: 36 }) id: string;

  @Index('IDX_admin_recovery_codes_adminId')
  @Column({ type: 'varchar', length: 36 })
  adminId: string;

  @Column({ type: 'varchar', length: 64 }) codeHash: string;
  @Column({ type: 'datetime', precision: 3 }) createdAt: Date;
  @Column({ type: 'datetime', precision: 3, nullable: true }) usedAt: Date | null;

  @BeforeInsert()
  protected stampCreation(): void {
    this.id ??= randomUUID();
    this.createdAt ??= new Date();
  }
}
