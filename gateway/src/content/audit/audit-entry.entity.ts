import { Field, ID, ObjectType } from 'type-graphql';
import { Column, Entity, PrimaryColumn } from 'typeorm';

@ObjectType({ description: 'The item an audit entry is about.' })
export class AuditTarget {
  @Field({ description: 'What kind of item: admin, session, portfolio, blog, subscription, export …' }) kind: string;
  @Field(() => String, { nullable: true, description: 'Its id, when it has one.' }) id: string | null;
  @Field(() => String, { nullable: true, description: 'A readable name: a title, an email, a file name.' }) label: string | null;
}

@ObjectType({ description: 'A changed field: its values only when short and not secret (never a password, hash, token or secret).' })
export class AuditChange {
  @Field() field: string;
  @Field(() => String, { nullable: true }) before?: string | null;
  @Field(() => String, { nullable: true }) after?: string | null;
}

/** One recorded administrator action (table audit_log), written in the transaction of the change it describes. */
@ObjectType({ description: 'One recorded administrator action: who, what, when, from where.' })
@Entity('audit_log')
export class AuditEntry {
  @Field(() => ID)
  @PrimaryColumn({ type: 'varchar', length: 36 })
  id: string;

  @Field({ description: 'When it happened.' })
  @Column({ type: 'datetime', precision: 3 })
  at: Date;

  @Field({ description: 'thing.verb, one of the AUDIT_ACTIONS (e.g. login.failed, blog.updated).' })
  @Column({ type: 'varchar', length: 40 })
  action: string;

  /** Null when nobody was signed in (a failed sign-in). */
  @Column({ type: 'varchar', length: 36, nullable: true })
  adminId: string | null;

  @Field({ description: 'The administrator; for a failed sign-in, the email that was tried.' })
  @Column({ type: 'varchar', length: 254 })
  adminEmail: string;

  @Field({ description: 'The client address.' })
  @Column({ type: 'varchar', length: 64 })
  ip: string;

  @Field()
  @Column({ type: 'varchar', length: 500 })
  userAgent: string;

  @Field({ description: 'The request id (X-Request-Id), as logged.' })
  @Column({ type: 'varchar', length: 128 })
  requestId: string;

  @Column({ type: 'varchar', length: 40, nullable: true })
  targetKind: string | null;

  @Column({ type: 'varchar', length: 36, nullable: true })
  targetId: string | null;

  @Column({ type: 'varchar', length: 200, nullable: true })
  targetLabel: string | null;

  @Field(() => [AuditChange], { description: 'The fields changed (for updates), or the filters of an export.' })
  @Column({ type: 'simple-json' })
  changes: AuditChange[];

  @Field(() => AuditTarget, { nullable: true, description: 'The item acted on, if any.' })
  get target(): AuditTarget | null {
    return this.targetKind ? { kind: this.targetKind, id: this.targetId, label: this.targetLabel } : null;
  }
}
