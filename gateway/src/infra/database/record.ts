import { randomUUID } from 'node:crypto';
import { Field, ID, Int, ObjectType } from 'type-graphql';
import { BeforeInsert, BeforeUpdate, Column, DeleteDateColumn, PrimaryColumn } from 'typeorm';

/**
 * What every stored record has: a uuid `id` (the REST API answers it as `_id`,
 * renamed at its edge: server/rest/rest-shape.ts) and its timestamps. Timestamps are set here rather than by the
 * database so that SQLite and MySQL both keep milliseconds, which orders lists.
 */
@ObjectType()
export abstract class StoredRecord {
  @Field(() => ID)
  @PrimaryColumn({ type: 'varchar', length: 36 })
  id: string;

  @Field()
  @Column({ type: 'datetime', precision: 3 })
  createdAt: Date;

  @Field()
  @Column({ type: 'datetime', precision: 3 })
  updatedAt: Date;

  @BeforeInsert()
  protected stampCreation(): void {
    this.id ??= randomUUID();
    this.createdAt ??= new Date();
    this.updatedAt = this.createdAt;
  }

  @BeforeUpdate()
  protected stampUpdate(): void {
    this.updatedAt = new Date();
  }
}

/** Ids are uuids (given above): text of any other shape names no record, so it is not looked up. */
export const looksLikeId = (text: string) => /^[0-9a-f-]{36}$/i.test(text);

/**
 * A record editors change: `version` starts at 1 and every write adds one, so an
 * update can say which version it was made from and be refused when another came
 * first (content/editing/edit-version.ts). TypeORM's own @VersionColumn is not used:
 * it increments but never checks, and the check must be in the write's own UPDATE.
 */
@ObjectType()
export abstract class EditedRecord extends StoredRecord {
  @Field(() => Int, { description: 'Moves by one with every write; send it back with an update to be refused if another came first.' })
  @Column({ type: 'int', default: 1 })
  version: number;

  @BeforeInsert()
  protected firstVersion(): void {
    this.version ??= 1;
  }
}

/** Content shown on public pages, whose detail views are counted. */
@ObjectType()
export abstract class ViewedRecord extends EditedRecord {
  @Field(() => Int)
  @Column({ type: 'int', default: 0 })
  views: number;

  /**
   * When it was moved to its collection's trash; null while it is not there. As a delete-date
   * column, TypeORM leaves trashed rows out of every find and select query unless asked
   * (withDeleted): the public and the admin lists never see them. Set by content/trash/, in
   * JavaScript time like the other timestamps, never by softRemove (the database's clock).
   */
  @DeleteDateColumn({ type: 'datetime', precision: 3, nullable: true })
  deletedAt: Date | null;

  /** Who moved it to the trash: the administrator's id and email as they were then (kept if the account goes). */
  @Column({ type: 'varchar', length: 36, nullable: true })
  deletedById: string | null;

  @Column({ type: 'varchar', length: 254, nullable: true })
  deletedByEmail: string | null;
}
