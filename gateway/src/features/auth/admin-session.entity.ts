import { randomUUID } from 'node:crypto';
import { Field, ID, ObjectType } from 'type-graphql';
import { BeforeInsert, Column, Entity, Index, PrimaryColumn } from 'typeorm';

/** One sign-in: its token names it (`sid`), and it stops working once ended or idle for 30 days. */
@ObjectType('AdminSession', { description: 'A signed-in browser or client of an administrator.' })
@Entity('admin_sessions')
export class AdminSession {
  @Field(() => ID)
  @PrimaryColumn({ type: 'varchar', length: 36 })
  id: string;

  @Index('IDX_admin_sessions_adminId')
  @Column({ type: 'varchar', length: 36 })
  adminId: string;

  @Field() @Column({ type: 'datetime', precision: 3 }) createdAt: Date;

  @Index('IDX_admin_sessions_lastSeenAt')
  @Field() @Column({ type: 'datetime', precision: 3 }) lastSeenAt: Date;

  @Field() @Column({ type: 'varchar', length: 64, default: '' }) ip: string;
  @Field() @Column({ type: 'varchar', length: 500, default: '' }) userAgent: string;
  @Column({ type: 'datetime', precision: 3, nullable: true }) endedAt: Date | null;

  @BeforeInsert()
  protected stampCreation(): void {
    this.id ??= randomUUID();
    this.createdAt ??= new Date();
    this.lastSeenAt ??= this.createdAt;
  }
}
